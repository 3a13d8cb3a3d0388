// A single value: a line or a paragraph of text, a date, a moment (India time), a phone
// number, an e-mail address, a link, a number, a yes/no, one of a fixed set, one of the stored
// designations, parties, wards or zones, or a file (PDF or photo).
import type { ChangeEvent } from "react";
import { useLanguage } from "../../../lib/language";
import { Field, type ControlProps as FieldControlProps } from "../../../components/forms/form-field";
import type { ControlProps } from "./control-props";
import { useEditor } from "./editor-context";
import { FileControl } from "./file-control";
import { fromIndiaTime, toIndiaTime } from "../../../lib/moments";
import { optionsOf } from "./options";
import { problemMessages } from "./problem-text";
import type { Input } from "./schema";
import { controlId, textOf } from "./values";

const NUMBERED: ReadonlySet<Input> = new Set(["number", "ward", "zone"]);

export function ValueControl({ path, label, optional, hint: ownHint, value, onChange, input, choices }: ControlProps & {
  input: Input;
  choices: readonly string[];
}) {
  const { t, lang } = useLanguage();
  const { problems, choices: stored, spec } = useEditor();
  const id = controlId(path);
  const errors = problemMessages(t, problems[path], spec, path);
  const shownLabel = optional ? (
    <>
      {label} <span className="content-optional">{t("content.optional")}</span>
    </>
  ) : (
    label
  );
  const hintKey = ownHint ?? HINTS[input];
  const hint = hintKey ? t(hintKey) : undefined;

  if (input === "pdf" || input === "photo") {
    return (
      <FileControl path={path} label={shownLabel} value={value as string | undefined} onChange={onChange} as={input} errors={errors} />
    );
  }

  if (input === "boolean") {
    return (
      <div className={`form-field content-check${errors.length ? " form-field--error" : ""}`}>
        <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }

  const text = textOf(value);
  const set = (typed: string) => {
    if (NUMBERED.has(input)) onChange(typed === "" ? undefined : Number(typed));
    else onChange(typed);
  };
  const onInput = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(event.target.value);

  const render = (control: FieldControlProps) => {
    const options = optionsOf(input, choices, stored, lang, t);
    if (options.length > 0 || input === "choice") {
      return (
        <select {...control} value={text} onChange={onInput}>
          <option value="">{t(optional ? "content.none" : "content.choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    switch (input) {
      case "multiline":
        return <textarea {...control} rows={4} value={text} onChange={onInput} />;
      case "date":
        return <input {...control} type="date" value={text} onChange={onInput} />;
      case "moment":
        return (
          <input
            {...control}
            type="datetime-local"
            value={toIndiaTime(text)}
            onChange={(event) => onChange(fromIndiaTime(event.target.value))}
          />
        );
      case "tel":
        return <input {...control} type="tel" autoComplete="off" value={text} onChange={onInput} />;
      case "email":
        return <input {...control} type="email" autoComplete="off" value={text} onChange={onInput} />;
      case "link":
        return <input {...control} type="text" inputMode="url" value={text} onChange={onInput} />;
      case "number":
      case "ward":
      case "zone":
        return <input {...control} type="number" inputMode="numeric" min={0} value={text} onChange={onInput} />;
      default:
        return <input {...control} type="text" value={text} onChange={onInput} />;
    }
  };

  return (
    <Field id={id} label={shownLabel} hint={hint} errors={errors} errorPrefix>
      {render}
    </Field>
  );
}

/** The hint under a field, for the inputs whose form is not obvious. */
const HINTS: Partial<Record<Input, string>> = {
  moment: "content.hint.moment",
  tel: "content.hint.tel",
  link: "content.hint.link",
};
