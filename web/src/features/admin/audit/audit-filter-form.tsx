// The audit log's filters as a GET form (../filter-form.tsx): who, what kind of content, what
// was done, and between which days.
import { ACTIONS } from "../../../generated/content";
import { useLanguage } from "../../../lib/language";
import { Field, FormField } from "../../../components/forms/form-field";
import { AUDIT_PATH } from "../next-page";
import { FilterForm } from "../filter-form";
import { AUDIT_FILTERS, type AuditFilters, type FilterName } from "./audit-filters";
import { AUDIT_KINDS, actionText, kindText } from "./describe";

/** The id of each filter's control (the error summary links to them). */
export const FILTER_IDS: Record<FilterName, string> = {
  who: "audit-who",
  kind: "audit-kind",
  action: "audit-action",
  from: "audit-from",
  to: "audit-to",
};

interface AuditFilterFormProps {
  filters: AuditFilters;
  /** The accounts' usernames, offered as the person. */
  people: readonly string[];
  /** The messages of what the server refused in each filter, in the page language. */
  problems: Partial<Record<FilterName, string[]>>;
}

/** `values` with `current` too, if it is set and not among them (an address typed by hand). */
const withCurrent = (values: readonly string[], current: string | undefined) =>
  current && !values.includes(current) ? [...values, current] : values;

export function AuditFilterForm({ filters, people, problems }: AuditFilterFormProps) {
  const { t } = useLanguage();

  return (
    <FilterForm path={AUDIT_PATH} filters={AUDIT_FILTERS} submitKey="audit.filter.submit" clearKey="audit.filter.clear">
      <FormField
        id={FILTER_IDS.who}
        name="who"
        label={t("audit.filter.who")}
        hint={t("audit.filter.whoHint")}
        errors={problems.who}
        errorPrefix
        list="audit-people"
        autoComplete="off"
        spellCheck={false}
        defaultValue={filters.who ?? ""}
      />
      <datalist id="audit-people">
        {people.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Field id={FILTER_IDS.kind} label={t("audit.filter.kind")} errors={problems.kind} errorPrefix>
        {(control) => (
          <select {...control} name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">{t("audit.filter.anyKind")}</option>
            {withCurrent(AUDIT_KINDS, filters.kind).map((kind) => (
              <option key={kind} value={kind}>
                {kindText(kind, t)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={FILTER_IDS.action} label={t("audit.filter.action")} errors={problems.action} errorPrefix>
        {(control) => (
          <select {...control} name="action" defaultValue={filters.action ?? ""}>
            <option value="">{t("audit.filter.anyAction")}</option>
            {withCurrent(ACTIONS, filters.action).map((action) => (
              <option key={action} value={action}>
                {actionText(action, t)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField
        id={FILTER_IDS.from}
        type="date"
        name="from"
        label={t("audit.filter.from")}
        errors={problems.from}
        errorPrefix
        defaultValue={filters.from ?? ""}
      />
      <FormField
        id={FILTER_IDS.to}
        type="date"
        name="to"
        label={t("audit.filter.to")}
        errors={problems.to}
        errorPrefix
        defaultValue={filters.to ?? ""}
      />
    </FilterForm>
  );
}
