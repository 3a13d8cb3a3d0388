// The messages of what is wrong with a field (`content.problem.<code>` in the catalogs), with
// the numbers they name read from the kind's schema (wasm-core's limits, never written here);
// and the label of a field by its path (`corrigenda.1.date` → "Corrigenda, entry 2, Date").
import type { Args } from "../../../lib/wasm";
import { shapeAt, type KindSpec } from "./schema";

type Translate = (key: string, args?: Args) => string;

/** The bytes of a kilobyte, as the messages count the item's size. */
const KB = 1024;

/** The numbers the message of `code` at `path` names: the most entries of a list (`too_many`),
 * the most kilobytes of the whole item (`too_large`) and the most items live at once
 * (`too_many_live`), as the kind's schema gives them. */
export function problemArgs(spec: KindSpec | undefined, path: string, code: string): Args | undefined {
  if (!spec) return undefined;
  if (code === "too_large") return { max: Math.floor(spec.maxBytes / KB) };
  if (code === "too_many_live") return spec.liveMax === undefined ? undefined : { max: spec.liveMax };
  if (code === "too_many") {
    const shape = shapeAt(spec, path);
    return shape?.type === "list" && shape.max !== undefined ? { max: shape.max } : undefined;
  }
  return undefined;
}

/** The messages of `codes` found at `path` of an item of `spec`, without repeats. */
export function problemMessages(t: Translate, codes: readonly string[] = [], spec?: KindSpec, path = ""): string[] {
  return [...new Set(codes.map((code) => t(`content.problem.${code}`, problemArgs(spec, path, code))))];
}

/** The label of the field a path names, as the error summary lists it. */
export function pathLabel(t: Translate, path: string): string {
  if (path === "") return t("content.wholeItem");
  return path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? t("content.entry", { n: Number(part) + 1 }) : t(`content.field.${part}`)))
    .join(" › ");
}
