// The inbox's filters as a GET form: the page's address holds them, so a filtered view can be
// bookmarked or sent; in the app, submitting changes the address without a reload.
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../../components/link";
import { FEEDBACK_CATEGORIES } from "../../../lib/forms";
import { LANG_PARAM, searchWithLang, useLanguage } from "../../../lib/language";
import { Field, FormField } from "../../../components/forms/form-field";
import { FEEDBACK_PATH } from "../next-page";
import { FEEDBACK_STATUSES } from "../../../generated/content";
import { DUE_VALUES, FILTER_NAMES, filtersOf, queryOf, type InboxFilters } from "./inbox-filters";

/** The id of each filter's control. */
export const FILTER_IDS = { status: "inbox-status", category: "inbox-category", ward: "inbox-ward", due: "inbox-due" } as const;

/** The categories of the feedback form, in its order (wasm-core's list). */
export const CATEGORIES = FEEDBACK_CATEGORIES;

export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
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
    void navigate(`${FEEDBACK_PATH}${searchWithLang(queryOf(filtersOf(params.toString())), lang)}`);
  };

  return (
    <form method="get" action={FEEDBACK_PATH} className="inbox-filters" noValidate onSubmit={onSubmit}>
      <input type="hidden" name={LANG_PARAM} value={lang} />
      <Field id={FILTER_IDS.status} label={t("inbox.filter.status")}>
        {(control) => (
          <select {...control} name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("inbox.filter.anyStatus")}</option>
            {FEEDBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`inbox.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={FILTER_IDS.category} label={t("inbox.filter.category")}>
        {(control) => (
          <select {...control} name="category" defaultValue={filters.category ?? ""}>
            <option value="">{t("inbox.filter.anyCategory")}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`inbox.category.${category}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField
        id={FILTER_IDS.ward}
        name="ward"
        label={t("inbox.filter.ward")}
        hint={t("inbox.filter.wardHint")}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        className="inbox-filters__ward"
        defaultValue={filters.ward ?? ""}
      />
      <Field id={FILTER_IDS.due} label={t("inbox.filter.due")}>
        {(control) => (
          <select {...control} name="due" defaultValue={filters.due ?? ""}>
            <option value="">{t("inbox.filter.anyDue")}</option>
            {DUE_VALUES.map((due) => (
              <option key={due} value={due}>
                {t(due === "today" ? "inbox.filter.dueToday" : "inbox.filter.overdue")}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="inbox-filters__buttons">
        <button type="submit" className="button button--filled">
          {t("inbox.filter.submit")}
        </button>
        <Link to={`${FEEDBACK_PATH}${searchWithLang("", lang)}`}>{t("inbox.filter.clear")}</Link>
      </div>
    </form>
  );
}
