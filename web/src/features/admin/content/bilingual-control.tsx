// A text in both languages, English and Hindi side by side (stacked on a phone), each box
// marked with its language, and a visible "Hindi missing" / "English missing" when only one
// is typed.
import type { Bilingual } from "../../../generated/content";
import { useLanguage } from "../../../lib/language";
import { useEditor } from "./editor-context";
import type { ControlProps } from "./control-props";
import { ErrorList, GroupErrors } from "./group-errors";
import { problemMessages } from "./problem-text";
import { controlId, missingLanguage } from "./values";

type Text = Partial<Bilingual> | undefined;

const LANGUAGES = ["en", "hi"] as const;

export function BilingualControl({ path, label, optional, value, onChange, multiline, enOptional }: ControlProps & {
  multiline: boolean;
  enOptional: boolean;
}) {
  const { t } = useLanguage();
  const { problems, spec } = useEditor();
  const text = (value ?? {}) as Text & object;
  const missing = missingLanguage(text, enOptional);
  const missingId = `${controlId(path)}-missing`;

  const change = (lang: "en" | "hi", typed: string) => {
    const next: Record<string, string> = { ...(text as Record<string, string>), [lang]: typed };
    // A name given only in Devanagari has no English entry at all.
    if (enOptional && lang === "en" && typed === "") delete next.en;
    onChange(next);
  };

  return (
    <fieldset className="content-bilingual" id={controlId(path)} tabIndex={-1}>
      <legend className="content-bilingual__legend">
        {label}
        {optional && <span className="content-optional"> {t("content.optional")}</span>}
      </legend>
      <GroupErrors path={path} />
      {missing && (
        <p id={missingId} className="content-missing">
          {t(missing === "hi" ? "content.hindiMissing" : "content.englishMissing")}
        </p>
      )}
      <div className="content-bilingual__pair">
        {LANGUAGES.map((lang) => {
          const at = `${path}.${lang}`;
          const id = controlId(at);
          const messages = problemMessages(t, problems[at], spec, at);
          const errorId = messages.length > 0 ? `${id}-error` : undefined;
          const describedBy = [errorId, missing === lang ? missingId : undefined].filter(Boolean).join(" ") || undefined;
          const control = {
            id,
            lang,
            value: text[lang] ?? "",
            className: "form-field__input",
            "aria-invalid": errorId ? (true as const) : undefined,
            "aria-describedby": describedBy,
            onChange: (event: { target: { value: string } }) => change(lang, event.target.value),
          };
          return (
            <div key={lang} className={`form-field content-bilingual__half${errorId ? " form-field--error" : ""}`}>
              <label htmlFor={id} className="form-field__label">
                {t(`content.field.${lang}`)}
                {lang === "en" && enOptional && <span className="content-optional"> {t("content.optional")}</span>}
              </label>
              {errorId && <ErrorList id={errorId} messages={messages} />}
              {multiline ? <textarea rows={4} {...control} /> : <input type="text" {...control} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
