// A labelled control of a form, with its hint and error messages tied to it
// (aria-describedby, aria-invalid), in the GOV.UK pattern.
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { useLanguage } from "../../lib/language";
import "./forms.css";

/** What a field gives its control: the id, the class and the ARIA tying the messages to it. */
export interface ControlProps {
  id: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The messages of what is wrong with the value, already in the page language. */
  errors?: readonly string[];
  /** Starts each message with a visually hidden "Error:" (for screen readers). */
  errorPrefix?: boolean;
}

/** The label, hint and messages of a field; `children` renders its control (an input, a
 * textarea, a select) with the props it is given. */
export function Field({
  id,
  label,
  hint,
  errors = [],
  errorPrefix,
  children,
}: FieldProps & {
  children: (control: ControlProps) => ReactNode;
}) {
  const { t } = useLanguage();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${errorId ? " form-field--error" : ""}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {errorId && (
        <ul id={errorId} className="form-field__errors">
          {errors.map((message, index) => (
            <li key={index}>
              {errorPrefix && (
                <>
                  <span className="visually-hidden">{t("form.errorPrefix")}</span>{" "}
                </>
              )}
              {message}
            </li>
          ))}
        </ul>
      )}
      {children({
        id,
        className: "form-field__input",
        "aria-invalid": errorId ? true : undefined,
        "aria-describedby": describedBy,
      })}
    </div>
  );
}

interface FormFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  ref?: Ref<HTMLInputElement>;
}

/** A field whose control is an <input> with the other props. */
export function FormField({ id, ref, label, hint, errors, errorPrefix, className, ...input }: FormFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors} errorPrefix={errorPrefix}>
      {(control) => (
        <input ref={ref} {...control} className={`${control.className}${className ? ` ${className}` : ""}`} {...input} />
      )}
    </Field>
  );
}
