import type { ChangeEvent } from "react";
import { useLanguage } from "../../../lib/language";
import type { Lang } from "../../../lib/wasm";
import { Field } from "../../../components/forms/form-field";
import type { TextField as TextFieldName } from "./event-values";
import { useEventFields } from "./field-props";
import type { Problem } from "./problems";

interface TextFieldProps {
  field: TextFieldName;
  value: string;
  onChange: (value: string) => void;
  problems?: readonly Problem[];
  /** The language of what is typed here (marked on the control). */
  lang?: Lang;
  kind?: "text" | "date" | "multiline";
  required?: boolean;
  /** A catalog key of a hint shown under the label. */
  hintKey?: string;
}

/** A labelled text box (or text area, or date) with its hint and its messages. */
export function TextField({ field, value, onChange, problems, lang, kind = "text", required, hintKey }: TextFieldProps) {
  const { t } = useLanguage();
  const { fieldProps } = useEventFields();
  return (
    <Field {...fieldProps(field, problems, { optional: !required })} hint={hintKey && t(hintKey)}>
      {(control) => {
        const props = {
          ...control,
          name: field,
          value,
          lang,
          required,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
        };
        return kind === "multiline" ? <textarea {...props} rows={5} /> : <input {...props} type={kind} />;
      }}
    </Field>
  );
}
