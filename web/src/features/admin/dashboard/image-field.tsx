import { LIMITS } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { Field } from "../../../components/forms/form-field";
import { useEventFields } from "./field-props";
import { imageLimits, type Problem } from "./problems";

/** The image types the server accepts (recognised by their bytes there and here). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

interface ImageFieldProps {
  /** The images of the event being edited (none when adding). */
  current: readonly string[];
  removed: ReadonlySet<string>;
  onToggleRemoved: (url: string) => void;
  onFiles: (files: File[]) => void;
  /** A new key empties the file input. */
  inputKey: number;
  problems?: readonly Problem[];
}

/** The images: in edit mode the current ones with a Remove checkbox each, then new files. */
export function ImageField({ current, removed, onToggleRemoved, onFiles, inputKey, problems }: ImageFieldProps) {
  const { t } = useLanguage();
  const { fieldProps } = useEventFields();
  const labelKey = current.length > 0 ? "dashboard.addImages" : undefined;
  return (
    <>
      {current.length > 0 && (
        <fieldset className="dashboard-images">
          <legend className="form-field__label">{t("dashboard.currentImages")}</legend>
          <ul className="dashboard-images__list">
            {current.map((url, index) => (
              <li key={url} className="dashboard-images__item">
                <img src={url} alt="" width={96} height={72} className="photo" />
                <label className="dashboard-images__remove">
                  <input type="checkbox" checked={removed.has(url)} onChange={() => onToggleRemoved(url)} />
                  {t("dashboard.removeImage", { n: index + 1, total: current.length })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <Field
        {...fieldProps("images", problems, { optional: true, labelKey })}
        hint={t("dashboard.imagesHint", { max: LIMITS.imagesMax, ...imageLimits() })}
      >
        {(control) => (
          <input
            key={inputKey}
            {...control}
            name="images"
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
          />
        )}
      </Field>
    </>
  );
}
