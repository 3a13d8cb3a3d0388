// One field of the editor, rendered from its shape in the schema: a text in both languages, a
// single value, a list or a group of fields. Each control shows the problems found at its path.
import { useLanguage } from "../../../lib/language";
import { BilingualControl } from "./bilingual-control";
import type { ControlProps, PixelSize } from "./control-props";
import { GroupErrors } from "./group-errors";
import { ListControl } from "./list-control";
import type { FieldSpec, Shape } from "./schema";
import { ValueControl } from "./value-control";
import { controlId, isShown, withField, withoutHidden, type Fields } from "./values";

/** The control of a value of `shape`. */
export function ShapeControl({ shape, ...props }: ControlProps & { shape: Shape }) {
  switch (shape.type) {
    case "bilingual":
      return <BilingualControl {...props} multiline={shape.multiline} enOptional={shape.enOptional} />;
    case "value":
      return <ValueControl {...props} input={shape.input} choices={shape.choices} />;
    case "list":
      // The entries are rendered by this function again: a list may hold groups holding lists.
      return <ListControl {...props} entry={shape.entry} renderEntry={(entry) => <ShapeControl {...entry} />} />;
    case "group":
      return <GroupControl {...props} fields={shape.fields} />;
  }
}

/** The controls of `fields`, the fields of `value` (an item, or a group inside one). */
export function FieldControls({ fields, path, value, onChange }: {
  fields: readonly FieldSpec[];
  path: string;
  value: Fields;
  onChange: (value: Fields) => void;
}) {
  const { t } = useLanguage();
  return (
    <>
      {fields.filter((field) => isShown(field, value)).map((field) => {
        const at = path ? `${path}.${field.name}` : field.name;
        return (
          <ShapeControl
            key={field.name}
            shape={field.shape}
            path={at}
            label={t(`content.field.${field.name}`)}
            // A field shown for some values only is needed while it is shown.
            optional={field.optional && !field.when}
            hint={field.hint}
            value={value[field.name]}
            onChange={(next, size) => onChange(withoutHidden(fields, withSize(withField(value, field, next), fields, size)))}
          />
        );
      })}
    </>
  );
}

/** `value` with the `width` and `height` of a photo just uploaded, when its group has them (a
 * press photo's size, set on the page so nothing shifts while it loads). */
function withSize(value: Fields, fields: readonly FieldSpec[], size?: PixelSize): Fields {
  const has = (name: string) => fields.some((field) => field.name === name);
  return size && has("width") && has("height") ? { ...value, width: size.width, height: size.height } : value;
}

/** A group of fields (the head of a department, the contact page's office hours). */
function GroupControl({ path, label, optional, value, onChange, fields }: ControlProps & { fields: readonly FieldSpec[] }) {
  const { t } = useLanguage();
  return (
    <fieldset className="content-group" id={controlId(path)} tabIndex={-1}>
      <legend className="content-group__legend">
        {label}
        {optional && <span className="content-optional"> {t("content.optional")}</span>}
      </legend>
      <GroupErrors path={path} />
      <FieldControls fields={fields} path={path} value={(value ?? {}) as Fields} onChange={onChange} />
    </fieldset>
  );
}
