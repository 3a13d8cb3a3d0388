// What is wrong with the event form, as catalog messages: from wasm-core's codes (checked in
// the browser) and from the server's answers (the same codes, and 409 / 413 / 415).
import { ApiError } from "../../../lib/api";
import { LIMITS, type FieldProblems } from "../../../lib/forms";
import type { Args } from "../../../lib/wasm";
import type { FieldName } from "./event-values";

/** One message: a catalog key and its arguments (besides {field}, the field's name). */
export interface Problem {
  key: string;
  args?: Args;
}
export type Problems = Partial<Record<FieldName, Problem[]>>;

/** The catalog key of each field's name (and label). */
export const FIELD_NAMES: Record<FieldName, string> = {
  "title.en": "dashboard.field.titleEn",
  "title.hi": "dashboard.field.titleHi",
  "description.en": "dashboard.field.descriptionEn",
  "description.hi": "dashboard.field.descriptionHi",
  date: "dashboard.field.date",
  category: "dashboard.field.category",
  "location.en": "dashboard.field.locationEn",
  "location.hi": "dashboard.field.locationHi",
  images: "dashboard.field.images",
};

const MB = 1024 * 1024;
/** The image limits the messages and the hint mention: MB per file, megapixels. */
export const imageLimits = () => ({ size: LIMITS.imageMaxBytes / MB, pixels: LIMITS.imageMaxPixels / 1_000_000 });

function maxLength(field: FieldName): number {
  if (field.startsWith("title.")) return LIMITS.titleMax;
  if (field.startsWith("description.")) return LIMITS.descriptionMax;
  return LIMITS.locationMax;
}

/** The message for a code of a field (the rules of the kind `events`, or the server's 422). */
export function fieldProblem(field: FieldName, code: string): Problem {
  if (field === "category") return { key: "validation.event.category" };
  if (field === "images") {
    if (code === "too_many") return { key: "validation.event.tooManyImages", args: { max: LIMITS.imagesMax } };
    if (code === "too_large") return { key: "validation.images.tooLarge", args: imageLimits() };
    if (code === "too_many_pixels") return { key: "validation.images.tooManyPixels", args: imageLimits() };
    return { key: "validation.images.unsupportedType" };
  }
  if (code === "required") {
    return { key: field.startsWith("location.") ? "validation.event.locationPair" : "validation.event.required" };
  }
  if (code === "too_long") return { key: "validation.event.tooLong", args: { max: maxLength(field) } };
  if (code === "control_characters") return { key: "validation.event.controlCharacters" };
  if (code === "invalid_date") return { key: "validation.event.invalidDate" };
  if (code === "not_devanagari") return { key: "validation.event.notDevanagari" };
  return { key: "validation.event.invalid" };
}

/** The messages of wasm-core's (or the server's) field codes; unknown fields are left out. */
export function problemsOf(codes: FieldProblems): Problems {
  const problems: Problems = {};
  for (const [field, list] of Object.entries(codes)) {
    if (!(field in FIELD_NAMES) || list.length === 0) continue;
    problems[field as FieldName] = list.map((code) => fieldProblem(field as FieldName, code));
  }
  return problems;
}

/** The message for a chosen image file that `imageProblems` refused. */
export function fileProblem(file: File, code: string): Problem {
  const args = { name: file.name, ...imageLimits() };
  if (code === "too_large") return { key: "validation.image.tooLarge", args };
  if (code === "too_many_pixels") return { key: "validation.image.tooManyPixels", args };
  return { key: "validation.image.unsupportedType", args };
}

export const DUPLICATE_TITLE: Problem = { key: "validation.event.duplicateTitle" };

/** The field messages of a refused save: 409, 413, 415 and 422; none for other failures. */
export function serverProblems(error: unknown): Problems {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 409) return { "title.en": [DUPLICATE_TITLE] };
  if (error.status === 413) return { images: [fieldProblem("images", "too_large")] };
  if (error.status === 415) return { images: [fieldProblem("images", "unsupported_type")] };
  if (error.status === 422) return problemsOf(error.fields);
  return {};
}

/** Merges problem lists field by field. */
export function mergeProblems(...all: Problems[]): Problems {
  const merged: Problems = {};
  for (const problems of all) {
    for (const [field, list] of Object.entries(problems) as [FieldName, Problem[]][]) {
      merged[field] = [...(merged[field] ?? []), ...list];
    }
  }
  return merged;
}
