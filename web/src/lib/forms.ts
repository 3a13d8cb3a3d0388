// The validation rules of the admin forms (wasm-core `validate`), the same ones the server
// enforces, in a wasm module of their own that only the admin pages load. The only module
// that imports it.
import * as core from "wasm-forms";

/** Each field of a form that has something wrong, with its codes (`required`, `too_long`, …). */
export type FieldProblems = Record<string, string[]>;

function fieldProblems(flat: readonly string[]): FieldProblems {
  const problems: FieldProblems = {};
  for (let i = 0; i + 1 < flat.length; i += 2) (problems[flat[i]] ??= []).push(flat[i + 1]);
  return problems;
}

/** The limits of the forms (wasm-core `validate`), the same ones the server enforces. */
export const LIMITS = (() => {
  const [
    titleMax, descriptionMax, locationMax, imagesMax, imageMaxBytes, imageMaxPixels, pdfMaxBytes,
    passwordMin, passwordMax, usernameMax, imageSniffBytes, pdfSniffBytes,
    messageMin, messageMax, senderNameMax, replyMax,
  ] = core.validationLimits();
  return {
    titleMax, descriptionMax, locationMax, imagesMax, imageMaxBytes, imageMaxPixels, pdfMaxBytes,
    passwordMin, passwordMax, usernameMax, imageSniffBytes, pdfSniffBytes,
    messageMin, messageMax, senderNameMax, replyMax,
  } as const;
})();

/** The page to go to after signing in, from the login page's `next` parameter: a guarded admin
 * page with the query it uses, else the dashboard (wasm-core `next_page::after_login`, which
 * the server's plain-form sign-in follows too). */
export function pageAfterLogin(next: string | null): string {
  return core.pageAfterLogin(next ?? undefined);
}

/** What is wrong with a login attempt: fields `username` and `password`. */
export function loginProblems(username: string, password: string): FieldProblems {
  return fieldProblems(core.loginProblems(username, password));
}

/** What is wrong with a staff reply to a citizen's message: `required`, `too_long`,
 * `control_characters`. */
export function replyProblems(reply: string): string[] {
  return core.replyProblems(reply.normalize("NFC"));
}

/** The categories of the citizens' feedback form, in its order. */
export function feedbackCategories(): string[] {
  return core.feedbackCategories();
}

/** An event as typed in the admin form; empty places mean none. */
export interface EventDraft {
  titleEn: string;
  titleHi: string;
  descriptionEn: string;
  descriptionHi: string;
  date: string;
  category: string;
  locationEn: string;
  locationHi: string;
  /** Images the event would have after the save: kept plus new. */
  imageCount: number;
}

/**
 * What is wrong with an event: fields `title.en`, `title.hi`, `description.en`,
 * `description.hi`, `date`, `category`, `location.en`, `location.hi`, `images`.
 */
export function eventProblems(draft: EventDraft): FieldProblems {
  const texts = [
    draft.titleEn, draft.titleHi, draft.descriptionEn, draft.descriptionHi, draft.date, draft.category,
    draft.locationEn, draft.locationHi,
  ].map((text) => text.normalize("NFC"));
  return fieldProblems(core.eventProblems(texts, draft.imageCount));
}

/** The form of an event title that must be unique: trimmed, lower case, single spaces. */
export function titleKey(title: string): string {
  return core.titleKey(title.normalize("NFC"));
}

/** The first bytes of a file, as many as a check needs. */
async function headOf(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/** What is wrong with an image file: `too_large`, `unsupported_type`, `too_many_pixels`. */
export async function imageProblems(file: Blob): Promise<string[]> {
  return core.imageProblems(await headOf(file, LIMITS.imageSniffBytes), file.size);
}

/**
 * What is wrong with a file chosen as a PDF circular (none chosen: `required`):
 * `required`, `not_pdf_name`, `not_pdf_content`, `too_large`.
 */
export async function pdfProblems(file: File | undefined): Promise<string[]> {
  if (!file) return core.pdfProblems("", new Uint8Array(), 0);
  return core.pdfProblems(file.name, await headOf(file, LIMITS.pdfSniffBytes), file.size);
}
