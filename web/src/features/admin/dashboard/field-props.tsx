// The event form's fields as the shared Field (components/forms/form-field.tsx) and ErrorSummary
// (components/forms/error-summary.tsx) take them: ids, labels and messages in the page language.
import { useLanguage } from "../../../lib/language";
import type { SummaryEntry } from "../../../components/forms/error-summary";
import { FIELDS, fieldId, type FieldName } from "./event-values";
import { FIELD_NAMES, type Problem, type Problems } from "./problems";

interface LabelOptions {
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** A catalog key for the label other than the field's name. */
  labelKey?: string;
}

export function useEventFields() {
  const { t } = useLanguage();
  const text = (field: FieldName, problem: Problem) => t(problem.key, { field: t(FIELD_NAMES[field]), ...problem.args });

  /** The id, label and messages of `field` (the props of the shared Field). */
  const fieldProps = (field: FieldName, problems: readonly Problem[] = [], { optional, labelKey }: LabelOptions = {}) => ({
    id: fieldId(field),
    label: (
      <>
        {t(labelKey ?? FIELD_NAMES[field])}
        {optional && <span className="dashboard-optional"> {t("dashboard.optional")}</span>}
      </>
    ),
    errors: problems.map((problem) => text(field, problem)),
    errorPrefix: true,
  });

  /** What the error summary lists: every message, in the order of the form. */
  const summaryEntries = (problems: Problems): SummaryEntry[] =>
    FIELDS.flatMap((field) =>
      (problems[field] ?? []).map((problem) => ({ fieldId: fieldId(field), message: text(field, problem) })),
    );

  return { fieldProps, summaryEntries };
}
