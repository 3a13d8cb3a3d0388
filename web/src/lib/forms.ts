// The forms' rules (wasm-core's `forms` module): the admin area's and the citizens' feedback
// form, the same ones the server enforces, in a wasm module of their own that only the pages
// with those forms load. The only module that imports it; it adds the reading of a chosen file.
import { LIMITS, imageProblems as imageFileProblems, pdfProblems as pdfFileProblems } from "wasm-core/forms";

export {
  FEEDBACK_CATEGORIES,
  LIMITS,
  feedbackProblems,
  loginProblems,
  normalizeTrackingId,
  pageAfterLogin,
  reopenProblems,
  replyProblems,
  titleKey,
} from "wasm-core/forms";
export type { FeedbackDraft, Problems as FieldProblems } from "wasm-core/forms";

/** The first bytes of a file, as many as a check needs. */
async function headOf(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/** What is wrong with an image file: `too_large`, `unsupported_type`, `too_many_pixels`. */
export async function imageProblems(file: Blob): Promise<string[]> {
  return imageFileProblems(await headOf(file, LIMITS.imageSniffBytes), file.size);
}

/**
 * What is wrong with a file chosen as a PDF circular (none chosen: `required`):
 * `required`, `not_pdf_name`, `not_pdf_content`, `too_large`.
 */
export async function pdfProblems(file: File | undefined): Promise<string[]> {
  if (!file) return pdfFileProblems("", new Uint8Array(), 0);
  return pdfFileProblems(file.name, await headOf(file, LIMITS.pdfSniffBytes), file.size);
}
