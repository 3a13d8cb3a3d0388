import { useLanguage } from "../../../lib/language";
import { ROLES } from "./accounts-api";

/** A labelled select of the roles, named in the page language. */
export function RoleSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (role: string) => void;
}) {
  const { t } = useLanguage();
  return (
    <div className="form-field accounts-role">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select id={id} className="form-field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {ROLES.map((name) => (
          <option key={name} value={name}>
            {t(`accounts.role.${name}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
