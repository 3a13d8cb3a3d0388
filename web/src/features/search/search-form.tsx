import { useId, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { searchPath } from "../../components/header/header-search";
import { LANG_PARAM, useLanguage } from "../../lib/language";

/** The search page's own form, filled with the current query; submitting searches again
 * (an empty query shows the prompt). */
export function SearchForm({ query }: { query: string }) {
  const { t, lang, localize } = useLanguage();
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
    void navigate(searchPath(localize, input.value));
  };

  return (
    <form role="search" className="search-form" action="/search" aria-label={t("search.form.label")} onSubmit={onSubmit}>
      <input type="hidden" name={LANG_PARAM} value={lang} />
      <label htmlFor={inputId} className="search-form__label">
        {t("search.form.input")}
      </label>
      <span className="search-form__row">
        {/* Keyed by the query, so a search from the header refills the box. */}
        <input
          key={query}
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-form__button">
          {t("search.submit")}
        </button>
      </span>
    </form>
  );
}
