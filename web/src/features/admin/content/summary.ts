// What the list of a kind shows of each item, read from the kind's fields: the first text as
// its title, and a few short values (a date, a number, a directory, a designation by its name)
// beside it.
import type { Bilingual } from "../../../generated/content";
import { pickText } from "../../../lib/events";
import type { Lang } from "../../../lib/wasm";
import type { Choices } from "./editor-context";
import { optionsOf } from "./options";
import type { FieldSpec, KindSpec } from "./schema";
import { textOf, type Fields, type Value } from "./values";

type Translate = (key: string) => string;

const isTitle = (field: FieldSpec) =>
  (field.shape.type === "bilingual" && !field.shape.multiline) ||
  (field.shape.type === "value" && field.shape.input === "text");

const SHORT_INPUTS = new Set(["text", "date", "moment", "tel", "choice", "number", "ward", "zone", "designation", "party"]);

/** The longest title taken from a paragraph (an alert's message), in characters. */
const TITLE_FROM_TEXT_MAX = 80;

/** `value` of `field` as a line of text in `lang`: a choice or a stored item it names (a
 * designation, a party, a ward, a zone) by its name, when `stored` is given. */
function shown(field: FieldSpec, value: Value, lang: Lang, t: Translate, stored?: Choices): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (field.shape.type === "bilingual") {
    const text = value as Partial<Bilingual>;
    return pickText({ en: text.en ?? "", hi: text.hi ?? "" }, lang).text;
  }
  if (field.shape.type === "value" && (stored || field.shape.input === "choice")) {
    const empty: Choices = { designations: [], parties: [] };
    const options = optionsOf(field.shape.input, field.shape.choices, stored ?? empty, lang, t);
    const named = options.find((option) => option.value === textOf(value));
    if (named) return named.label;
  }
  return typeof value === "object" ? undefined : textOf(value);
}

/** The title of `item` in `lang`: its first one-line text, else the start of its first
 * paragraph (an alert has only its message), else its id. */
export function titleOf(spec: KindSpec, item: Fields, lang: Lang, t: Translate): string {
  for (const field of spec.fields.filter(isTitle)) {
    const text = shown(field, item[field.name], lang, t);
    if (text) return text;
  }
  for (const field of spec.fields.filter((field) => field.shape.type === "bilingual")) {
    const text = shown(field, item[field.name], lang, t)?.trim();
    if (!text) continue;
    return text.length > TITLE_FROM_TEXT_MAX ? `${text.slice(0, TITLE_FROM_TEXT_MAX - 1).trimEnd()}…` : text;
  }
  return textOf(item.id);
}

/** Up to three short values of `item` besides its title, each with its field's label; what a
 * value names among the `stored` items is given by its name. */
export function detailsOf(
  spec: KindSpec,
  item: Fields,
  lang: Lang,
  t: Translate,
  stored: Choices,
): { label: string; text: string }[] {
  const title = spec.fields.find((field) => isTitle(field) && shown(field, item[field.name], lang, t));
  return spec.fields
    .filter((field) => field !== title && field.shape.type === "value" && SHORT_INPUTS.has(field.shape.input))
    .flatMap((field) => {
      const text = shown(field, item[field.name], lang, t, stored);
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
