// What the list of a kind shows of each item, read from the kind's fields: the first text as
// its title, and a few short values (a date, a number, a directory) beside it.
import { pickText } from "../../../lib/events";
import type { Lang } from "../../../lib/wasm";
import type { FieldSpec, KindSpec } from "./schema";
import { textOf, type Fields, type Value } from "./values";

type Translate = (key: string) => string;

const isTitle = (field: FieldSpec) =>
  (field.shape.type === "bilingual" && !field.shape.multiline) ||
  (field.shape.type === "value" && field.shape.input === "text");

const SHORT_INPUTS = new Set(["text", "date", "moment", "tel", "choice", "number", "ward", "zone", "designation", "party"]);

function shown(field: FieldSpec, value: Value, lang: Lang, t: Translate): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (field.shape.type === "bilingual") {
    const text = value as { en?: string; hi?: string };
    return pickText({ en: text.en ?? "", hi: text.hi ?? "" }, lang).text;
  }
  if (field.shape.type === "value" && field.shape.input === "choice") return t(`content.choice.${textOf(value)}`);
  return typeof value === "object" ? undefined : textOf(value);
}

/** The title of `item` in `lang`: its first one-line text. */
export function titleOf(spec: KindSpec, item: Fields, lang: Lang, t: Translate): string {
  for (const field of spec.fields.filter(isTitle)) {
    const text = shown(field, item[field.name], lang, t);
    if (text) return text;
  }
  return textOf(item.id);
}

/** Up to three short values of `item` besides its title, each with its field's label. */
export function detailsOf(spec: KindSpec, item: Fields, lang: Lang, t: Translate): { label: string; text: string }[] {
  const title = spec.fields.find((field) => isTitle(field) && shown(field, item[field.name], lang, t));
  return spec.fields
    .filter((field) => field !== title && field.shape.type === "value" && SHORT_INPUTS.has(field.shape.input))
    .flatMap((field) => {
      const text = shown(field, item[field.name], lang, t);
      return text ? [{ label: t(`content.field.${field.name}`), text }] : [];
    })
    .slice(0, 3);
}

/** Every text of `value`, for the list's search. */
export function textsOf(value: Value): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}
