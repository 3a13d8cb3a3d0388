// A list's filters as a GET form (the audit log, the feedback inbox, what is due for review): the
// page's address holds them, so a filtered view can be bookmarked or sent; in the app,
// submitting changes the address without a reload. The fields are the caller's; the form adds
// the page's language, the button and the link that clears every filter.
import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/link";
import { LANG_PARAM, searchWithLang, useLanguage } from "../../lib/language";
import type { AddressFilters } from "./address-filters";
import "./filter-form.css";

interface FilterFormProps<N extends string> {
  /** The list's page, which the form is sent to. */
  path: string;
  filters: AddressFilters<N>;
  /** The keys of the button's and the clearing link's texts. */
  submitKey: string;
  clearKey: string;
  children: ReactNode;
}

export function FilterForm<N extends string>({ path, filters, submitKey, clearKey, children }: FilterFormProps<N>) {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of filters.names) {
      const value = form.get(name);
      if (typeof value === "string") params.set(name, value);
    }
    void navigate(`${path}${searchWithLang(filters.queryOf(filters.filtersOf(params.toString())), lang)}`);
  };

  return (
    <form method="get" action={path} className="filter-form" noValidate onSubmit={onSubmit}>
      <input type="hidden" name={LANG_PARAM} value={lang} />
      {children}
      <div className="filter-form__buttons">
        <button type="submit" className="button button--filled">
          {t(submitKey)}
        </button>
        <Link to={`${path}${searchWithLang("", lang)}`}>{t(clearKey)}</Link>
      </div>
    </form>
  );
}
