import type { Problems } from "./format.js";
export type { Problems };

/** The limits of the forms (wasm-core `validate`), the same ones the server enforces. */
export interface Limits {
  /** Characters of an event's title, description and place. */
  titleMax: number;
  descriptionMax: number;
  locationMax: number;
  /** Images per event. */
  imagesMax: number;
  imageMaxBytes: number;
  imageMaxPixels: number;
  pdfMaxBytes: number;
  passwordMin: number;
  passwordMax: number;
  usernameMax: number;
  /** How many leading bytes of an image and of a PDF the checks read. */
  imageSniffBytes: number;
  pdfSniffBytes: number;
  /** Characters of a citizen's message, of a sender's name and of a staff reply. */
  messageMin: number;
  messageMax: number;
  senderNameMax: number;
  replyMax: number;
  /** Characters of a citizen's reason to reopen their resolved message. */
  reopenReasonMax: number;
  /** Most days an admin may give a category of messages to answer in. */
  answerDaysMax: number;
}
export declare const LIMITS: Readonly<Limits>;

/** The page to go to after signing in, from the login page's `next` parameter: a guarded admin
 * page with the query it uses, else the dashboard. */
export declare function pageAfterLogin(next: string | null): string;

/** What is wrong with a login attempt: fields `username` and `password`. */
export declare function loginProblems(username: string, password: string): Problems;

/** A citizen's message as typed in the feedback form; empty optional fields mean none. */
export interface FeedbackDraft {
  category: string;
  message: string;
  ward: string;
  page: string;
  name: string;
  phone: string;
  email: string;
}

/** What is wrong with a citizen's message: fields `category`, `message`, `ward`, `page`,
 * `name`, `phone`, `email`. */
export declare function feedbackProblems(draft: FeedbackDraft): Problems;

/** What is wrong with a staff reply to a citizen's message: `required`, `too_long`, … */
export declare function replyProblems(reply: string): string[];

/** What is wrong with a citizen's reason to reopen their resolved message: `required`,
 * `too_long`, `control_characters`. */
export declare function reopenProblems(reason: string): string[];

/** The categories of the feedback form, in its order (`other` last). */
export declare const FEEDBACK_CATEGORIES: readonly string[];

/** A tracking number as a citizen typed it (any case, with or without `SMC`, spaces or
 * hyphens), written the way it was given; null when it cannot be one. */
export declare function normalizeTrackingId(typed: string): string | null;

/** The form of an event title that must be unique: trimmed, lower case, single spaces. */
export declare function titleKey(title: string): string;

/** What is wrong with an image of `size` bytes whose first bytes are `head` (at least
 * `LIMITS.imageSniffBytes` of them): `too_large`, `unsupported_type`, `too_many_pixels`. */
export declare function imageProblems(head: Uint8Array, size: number): string[];

/** What is wrong with a file chosen as a PDF circular, from its name, first bytes (at least
 * `LIMITS.pdfSniffBytes`) and size: `required` (no name), `not_pdf_name`, `not_pdf_content`,
 * `too_large`. */
export declare function pdfProblems(name: string, head: Uint8Array, size: number): string[];
