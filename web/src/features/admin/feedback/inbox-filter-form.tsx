// The inbox's filters as a GET form (../filter-form.tsx): status, category, ward, and due today
// or overdue.
import { FEEDBACK_CATEGORIES } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { Field, FormField } from "../../../components/forms/form-field";
import { FEEDBACK_PATH } from "../next-page";
import { FEEDBACK_STATUSES } from "../../../generated/content";
import { FilterForm } from "../filter-form";
import { DUE_VALUES, INBOX_FILTERS, type InboxFilters } from "./inbox-filters";

/** The id of each filter's control. */
export const FILTER_IDS = { status: "inbox-status", category: "inbox-category", ward: "inbox-ward", due: "inbox-due" } as const;

/** The categories of the feedback form, in its order (wasm-core's list). */
export const CATEGORIES = FEEDBACK_CATEGORIES;

export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  const { t } = useLanguage();

  return (
    <FilterForm path={FEEDBACK_PATH} filters={INBOX_FILTERS} submitKey="inbox.filter.submit" clearKey="inbox.filter.clear">
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
    </FilterForm>
  );
}
