// The filters of what is due as a GET form: the page's address holds them, so a filtered view
// can be bookmarked or sent; in the app, submitting changes the address without a reload.
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../../components/link";
import { KIND_NAMES } from "../../../generated/content";
import { LANG_PARAM, searchWithLang, useLanguage } from "../../../lib/language";
import { Field } from "../../../components/forms/form-field";
import { REVIEW_PATH } from "../next-page";
import { FILTER_NAMES, filtersOf, queryOf, type DueFilters } from "./due-filters";

/** The id of each filter's control. */
export const FILTER_IDS = { owner: "due-owner", kind: "due-kind" } as const;

/** `values` with `current` too, if it is set and not among them (an address typed by hand). */
const withCurrent = (values: readonly string[], current: string | undefined) =>
  current && !values.includes(current) ? [...values, current] : values;

export function DueFilterForm({ filters, owners }: { filters: DueFilters; owners: readonly string[] }) {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      const value = form.get(name);
      if (typeof value === "string") params.set(name, value);
    }
    void navigate(`${REVIEW_PATH}${searchWithLang(queryOf(filtersOf(params.toString())), lang)}`);
  };

  return (
    <form method="get" action={REVIEW_PATH} className="due-filters" noValidate onSubmit={onSubmit}>
      <input type="hidden" name={LANG_PARAM} value={lang} />
      <Field id={FILTER_IDS.owner} label={t("dueReview.filter.owner")}>
        {(control) => (
          <select {...control} name="owner" defaultValue={filters.owner ?? ""}>
            <option value="">{t("dueReview.filter.anyOwner")}</option>
            {withCurrent(owners, filters.owner).map((owner) => (
              <option key={owner} value={owner} lang="en" translate="no">
                {owner}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={FILTER_IDS.kind} label={t("dueReview.filter.kind")}>
        {(control) => (
          <select {...control} name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">{t("dueReview.filter.anyKind")}</option>
            {KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="due-filters__buttons">
        <button type="submit" className="button button--filled">
          {t("dueReview.filter.submit")}
        </button>
        <Link to={`${REVIEW_PATH}${searchWithLang("", lang)}`}>{t("dueReview.filter.clear")}</Link>
      </div>
    </form>
  );
}
