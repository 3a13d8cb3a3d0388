// What changed between two revisions of an item: each field whose value differs, by path
// (`title`, `corrigenda.1.note`), a text in both languages kept together so the two can be
// read side by side.
import type { Bilingual } from "../../../generated/content";

/** One changed field: its path and its value before and after, each either a plain text or a
 * text in both languages. */
export interface FieldChange {
  path: string;
  before: Shown;
  after: Shown;
}

/** A value as the revision view shows it. */
export type Shown = { text: string } | Bilingual;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isBilingual = (value: unknown): value is Partial<Bilingual> =>
  isObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key === "en" || key === "hi");

function shown(value: unknown, bilingual: boolean): Shown {
  if (bilingual) return isBilingual(value) ? { en: value.en ?? "", hi: value.hi ?? "" } : { en: "", hi: "" };
  if (value === undefined || value === null) return { text: "" };
  return { text: typeof value === "string" ? value : JSON.stringify(value) };
}

const join = (path: string, part: string) => (path ? `${path}.${part}` : part);

/** The fields that differ between `before` and `after` (the items' contents), in the order
 * they come in `after` and then those only `before` has. */
export function changedFields(before: unknown, after: unknown, path = ""): FieldChange[] {
  const group = (value: unknown) => (isObject(value) || Array.isArray(value)) && !isBilingual(value);
  const missing = (value: unknown) => value === undefined || value === null;
  // A group (an object, a list) is compared field by field; one side may lack it altogether.
  if ((group(before) || missing(before)) && (group(after) || missing(after)) && !(missing(before) && missing(after))) {
    const from = (before ?? {}) as Record<string, unknown>;
    const to = (after ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(to), ...Object.keys(from)])];
    return keys.flatMap((key) => changedFields(from[key], to[key], join(path, key)));
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  const bilingual = isBilingual(before) || isBilingual(after);
  return [{ path, before: shown(before, bilingual), after: shown(after, bilingual) }];
}
