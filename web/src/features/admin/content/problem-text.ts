// The messages of what is wrong with a field (`content.problem.<code>` in the catalogs), and
// the label of a field by its path (`corrigenda.1.date` → "Corrigenda, entry 2, Date").
import type { Args } from "../../../lib/wasm";

type Translate = (key: string, args?: Args) => string;

/** The messages of `codes`, without repeats. */
export function problemMessages(t: Translate, codes: readonly string[] = []): string[] {
  return [...new Set(codes.map((code) => t(`content.problem.${code}`)))];
}

/** The label of the field a path names, as the error summary lists it. */
export function pathLabel(t: Translate, path: string): string {
  if (path === "") return t("content.wholeItem");
  return path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? t("content.entry", { n: Number(part) + 1 }) : t(`content.field.${part}`)))
    .join(" › ");
}
