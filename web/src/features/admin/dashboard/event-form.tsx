import { LocalizedText } from "../../../components/localized-text";
import { useLanguage } from "../../../lib/language";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { CategoryField } from "./category-field";
import { useEventFields } from "./field-props";
import { ImageField } from "./image-field";
import { SaveMessages } from "./save-messages";
import { TextField } from "./text-field";
import type { EventFormState } from "./use-event-form";

const TITLE_ID = "dashboard-form-title";

/** The add / edit form: both languages of each text, date, category, place and images. */
export function EventForm({ form }: { form: EventFormState }) {
  const { t } = useLanguage();
  const { summaryEntries } = useEventFields();
  const { editing, values, setValue, problems, busy } = form;
  const text = (field: Parameters<typeof setValue>[0]) => ({
    field,
    value: values[field],
    onChange: (value: string) => setValue(field, value),
    problems: problems[field],
  });

  return (
    <section className="dashboard-form" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} ref={form.headingRef} tabIndex={-1}>
        {t(editing ? "dashboard.editTitle" : "dashboard.addTitle")}
      </h2>
      {editing && (
        <p className="dashboard-form__editing">
          {t("dashboard.editing")} <LocalizedText text={editing.title} />
        </p>
      )}
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <ErrorSummary entries={summaryEntries(problems)} level={3} />
        <TextField {...text("title.en")} lang="en" required />
        <TextField {...text("title.hi")} lang="hi" required />
        <TextField {...text("description.en")} lang="en" kind="multiline" required />
        <TextField {...text("description.hi")} lang="hi" kind="multiline" required />
        <TextField {...text("date")} kind="date" required />
        <CategoryField value={values.category} onChange={(value) => setValue("category", value)} problems={problems.category} />
        <TextField {...text("location.en")} lang="en" hintKey="dashboard.locationHint" />
        <TextField {...text("location.hi")} lang="hi" hintKey="dashboard.locationHint" />
        <ImageField
          current={editing?.images ?? []}
          removed={form.removed}
          onToggleRemoved={form.toggleRemoved}
          onFiles={form.setFiles}
          inputKey={form.fileInputKey}
          problems={problems.images}
        />
        <SaveMessages busy={busy} progress={form.progress} outcome={form.outcome} />
        <div className="dashboard-form__actions">
          <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
            {t(busy ? "dashboard.saving" : editing ? "dashboard.saveChanges" : "dashboard.addEvent")}
          </button>
          {editing && (
            <button type="button" className="button" onClick={form.cancelEdit} disabled={busy}>
              {t("dashboard.cancelEdit")}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
