// The messages of what is wrong with a field (`content.problem.<code>` in the catalogs), with
// the numbers they name read from the kind's schema (wasm-core's limits, never written here);
// the label of a field by its path (`corrigenda.1.date` → "Corrigenda, entry 2, Date"); and the
// order of the fields in the form, which the error summary follows.
import type { Args } from "../../../lib/wasm";
import { shapeAt, type FieldSpec, type KindSpec, type Shape } from "./schema";

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
  return [...new Set(codes.map((code) => problemMessage(t, code, spec, path)))];
}

function problemMessage(t: Translate, code: string, spec: KindSpec | undefined, path: string): string {
  // A file chosen for the field and refused by the file checks, said as its control says it.
  if (code.startsWith(FILE_CODE)) return t(`content.file.${code.slice(FILE_CODE.length)}`);
  // "Must not come before …" names the field it was compared with.
  const after = code === "before_start" && spec ? fieldAt(spec.fields, path)?.after : undefined;
  if (after !== undefined) {
    const sibling = [...path.split(".").slice(0, -1), after].join(".");
    return t("content.problem.before_field", { field: pathLabel(t, sibling) });
  }
  return t(`content.problem.${code}`, problemArgs(spec, path, code));
}

/** The field `path` names (`corrigenda.1.date`), if the form has it. */
function fieldAt(fields: readonly FieldSpec[], path: string): FieldSpec | undefined {
  let level: readonly FieldSpec[] | undefined = fields;
  let found: FieldSpec | undefined;
  for (const part of path.split(".")) {
    if (/^\d+$/.test(part)) continue;
    found = level?.find((field) => field.name === part);
    if (!found) return undefined;
    const shape: Shape = found.shape.type === "list" ? found.shape.entry : found.shape;
    level = shape.type === "group" ? shape.fields : undefined;
  }
  return found;
}

/** The prefix of a code that says a file chosen for the field was refused by the file checks
 * (`file.not_pdf_content`): the editor puts it in place of `required` while the field is empty
 * because of that. */
export const FILE_CODE = "file.";

/** `problems` with the refusals of files chosen for empty fields (`refused`, by path) said in
 * place of `required`: a renamed photo is "not a PDF", not a missing file. */
export function withRefusedFiles(
  problems: Readonly<Record<string, readonly string[]>>,
  refused: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const [path, codes] of Object.entries(problems)) {
    const files = refused[path] ?? [];
    shown[path] =
      files.length > 0 && codes.includes("required")
        ? [...codes.filter((code) => code !== "required"), ...files.map((code) => `${FILE_CODE}${code}`)]
        : [...codes];
  }
  return shown;
}

/** The label of the field a path names, as the error summary lists it. */
export function pathLabel(t: Translate, path: string): string {
  if (path === "") return t("content.wholeItem");
  return path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? t("content.entry", { n: Number(part) + 1 }) : t(`content.field.${part}`)))
    .join(" › ");
}

/** Where the field `path` (`corrigenda.1.note`, `work.hi`) comes in the form of `fields`, as a
 * list of positions to compare: the whole item first, then the fields in the form's order, an
 * entry's fields under its list's, English before Hindi. */
export function formPosition(fields: readonly FieldSpec[], path: string): number[] {
  if (path === "") return [-1];
  const position: number[] = [];
  let level: readonly FieldSpec[] | undefined = fields;
  for (const part of path.split(".")) {
    if (/^\d+$/.test(part)) {
      position.push(Number(part));
      continue;
    }
    const at: number = level?.findIndex((field) => field.name === part) ?? -1;
    if (at === -1) {
      const language = ["en", "hi"].indexOf(part);
      position.push(language === -1 ? Number.MAX_SAFE_INTEGER : language);
      level = undefined;
      continue;
    }
    position.push(at);
    const shape: Shape = level![at].shape;
    const inner: Shape = shape.type === "list" ? shape.entry : shape;
    level = inner.type === "group" ? inner.fields : undefined;
  }
  return position;
}

/** Orders two paths as their fields come in the form (`formPosition`). */
export function inFormOrder(fields: readonly FieldSpec[]): (a: string, b: string) => number {
  return (a, b) => {
    const [first, second] = [formPosition(fields, a), formPosition(fields, b)];
    for (let i = 0; i < Math.min(first.length, second.length); i += 1) {
      if (first[i] !== second[i]) return first[i] - second[i];
    }
    return first.length - second.length;
  };
}
