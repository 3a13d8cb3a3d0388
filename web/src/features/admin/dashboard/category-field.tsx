import { CATEGORIES } from "../../../generated/content";
import { useLanguage } from "../../../lib/language";
import { Field } from "../../../components/forms/form-field";
import { useEventFields } from "./field-props";
import type { Problem } from "./problems";

interface CategoryFieldProps {
  value: string;
  onChange: (value: string) => void;
  problems?: readonly Problem[];
}

/** The category of the event: one of the gallery's categories, none chosen at first. */
export function CategoryField({ value, onChange, problems }: CategoryFieldProps) {
  const { t } = useLanguage();
  const { fieldProps } = useEventFields();
  return (
    <Field {...fieldProps("category", problems)}>
      {(control) => (
        <select {...control} name="category" value={value} required onChange={(event) => onChange(event.target.value)}>
          <option value="">{t("dashboard.chooseCategory")}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`events.category.${category}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
