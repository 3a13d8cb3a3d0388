// The filters of what is due as a GET form (../filter-form.tsx): the owner and the kind.
import { KIND_NAMES } from "../../../generated/content";
import { useLanguage } from "../../../lib/language";
import { Field } from "../../../components/forms/form-field";
import { REVIEW_PATH } from "../next-page";
import { FilterForm } from "../filter-form";
import { DUE_FILTERS, type DueFilters } from "./due-filters";

/** The id of each filter's control. */
export const FILTER_IDS = { owner: "due-owner", kind: "due-kind" } as const;

/** `values` with `current` too, if it is set and not among them (an address typed by hand). */
const withCurrent = (values: readonly string[], current: string | undefined) =>
  current && !values.includes(current) ? [...values, current] : values;

export function DueFilterForm({ filters, owners }: { filters: DueFilters; owners: readonly string[] }) {
  const { t } = useLanguage();

  return (
    <FilterForm path={REVIEW_PATH} filters={DUE_FILTERS} submitKey="dueReview.filter.submit" clearKey="dueReview.filter.clear">
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
    </FilterForm>
  );
}
