// An item as the editor holds it: the JSON a save sends, changed one field at a time. An
// optional field left empty is left out, as the server stores it.
import type { Bilingual } from "../../../generated/content";
import type { FieldSpec, Shape } from "./schema";

export type Value = unknown;
export type Fields = Record<string, Value>;

/** A one-value field's value as text ("" for none); a list or an object has no text of its own. */
export function textOf(value: Value): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
      return String(value);
    default:
      return "";
  }
}

/** A value of `shape` with nothing typed yet. */
export function emptyValue(shape: Shape): Value {
  switch (shape.type) {
    case "bilingual":
      return { en: "", hi: "" };
    case "list":
      return [];
    case "group":
      return emptyItem(shape.fields);
    case "value":
      if (shape.input === "boolean") return false;
      return shape.input === "number" || shape.input === "ward" || shape.input === "zone" ? undefined : "";
  }
}

/** A new item (or entry of a list of groups): required fields empty, optional ones left out. */
export function emptyItem(fields: readonly FieldSpec[]): Fields {
  const item: Fields = {};
  for (const field of fields) {
    const value = field.optional ? undefined : emptyValue(field.shape);
    if (value !== undefined) item[field.name] = value;
  }
  return item;
}

/** Whether an optional field holding `value` counts as left empty, and is left out. */
export function isEmpty(value: Value): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (typeof value === "object" && !Array.isArray(value)) {
    return Object.values(value as Fields).every(isEmpty);
  }
  return false;
}

/** `fields` with `name` set to `value`, or left out when the field is optional and empty. */
export function withField(fields: Fields, field: FieldSpec, value: Value): Fields {
  const next = { ...fields };
  if (value === undefined || (field.optional && isEmpty(value))) delete next[field.name];
  else next[field.name] = value;
  return next;
}

/** Whether `field` belongs in `fields` as they are (its `when` is met). */
export function isShown(field: FieldSpec, fields: Fields): boolean {
  return Object.entries(field.when ?? {}).every(([other, values]) => values.includes(textOf(fields[other])));
}

/** `fields` without the values of the fields not shown any more (a party, once the person is
 * moved out of the corporators' directory). */
export function withoutHidden(specs: readonly FieldSpec[], fields: Fields): Fields {
  const hidden = specs.filter((field) => field.name in fields && !isShown(field, fields));
  if (hidden.length === 0) return fields;
  const next = { ...fields };
  for (const field of hidden) delete next[field.name];
  return next;
}

/** The language of a bilingual text that is missing while the other is there, if any. */
export function missingLanguage(text: Value, enOptional: boolean): "en" | "hi" | undefined {
  const { en = "", hi = "" } = (text ?? {}) as Partial<Bilingual>;
  if (en.trim() !== "" && hi.trim() === "") return "hi";
  if (!enOptional && hi.trim() !== "" && en.trim() === "") return "en";
  return undefined;
}

/** The element id of the control of the field at `path` (`corrigenda.0.date`). */
export const controlId = (path: string) => `content-${path.replace(/[^\w-]/g, "-")}`;

/** `list` with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry);
  return next;
}
