// The forms' rules (the `forms` wasm module): the admin area's and the citizens' feedback form,
// the same ones the server enforces. Texts are compared in Unicode's composed form (NFC).
import * as core from "#forms";
import { fieldsOf, list, recordOf } from "./format.js";

/** @param {string} text */
const nfc = (text) => text.normalize("NFC");

/** Problems, from a record that names a field once per problem: `{ field: [codes] }`.
 * @param {string} text */
const problems = (text) => {
  const fields = list(text);
  /** @type {import("./format.js").Problems} */
  const found = {};
  for (let i = 0; i + 1 < fields.length; i += 2) (found[fields[i]] ??= []).push(fields[i + 1]);
  return found;
};

/** A record of a draft's fields, texts in NFC.
 * @param {import("./forms.js").FeedbackDraft} draft */
const draftRecord = (draft) =>
  recordOf(
    Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, typeof value === "string" ? nfc(value) : value])),
  );

/** The limits of the forms, by name.
 * @type {typeof import("./forms.js").LIMITS} */
export const LIMITS = Object.freeze(
  // The record names every limit: the types generated from the Rust exports say only text.
  /** @type {import("./forms.js").Limits} */ (
    /** @type {unknown} */ (
      Object.fromEntries(Object.entries(fieldsOf(core.validationLimits())).map(([name, value]) => [name, Number(value)]))
    )
  ),
);

/** The page to go to after signing in, from the login page's `next` parameter.
 * @type {typeof import("./forms.js").pageAfterLogin} */
export const pageAfterLogin = (next) => core.pageAfterLogin(next ?? undefined);

/** What is wrong with a login attempt: fields `username` and `password`.
 * @type {typeof import("./forms.js").loginProblems} */
export const loginProblems = (username, password) => problems(core.loginProblems(username, password));

/** What is wrong with a citizen's message.
 * @type {typeof import("./forms.js").feedbackProblems} */
export const feedbackProblems = (draft) => problems(core.feedbackProblems(draftRecord(draft)));

/** What is wrong with a staff reply to a citizen's message.
 * @type {typeof import("./forms.js").replyProblems} */
export const replyProblems = (reply) => list(core.replyProblems(nfc(reply)));

/** What is wrong with a citizen's reason to reopen their resolved message.
 * @type {typeof import("./forms.js").reopenProblems} */
export const reopenProblems = (reason) => list(core.reopenProblems(nfc(reason)));

/** The categories of the feedback form, in its order (`other` last).
 * @type {typeof import("./forms.js").FEEDBACK_CATEGORIES} */
export const FEEDBACK_CATEGORIES = Object.freeze(list(core.feedbackCategories()));

/** A tracking number as a citizen typed it, written the way it was given, or null.
 * @type {typeof import("./forms.js").normalizeTrackingId} */
export const normalizeTrackingId = (typed) => core.normalizeTrackingId(typed) ?? null;

/** The form of an event title that must be unique: trimmed, lower case, single spaces.
 * @type {typeof import("./forms.js").titleKey} */
export const titleKey = (title) => core.titleKey(nfc(title));

/** What is wrong with an image of `size` bytes whose first bytes are `head`.
 * @type {typeof import("./forms.js").imageProblems} */
export const imageProblems = (head, size) => list(core.imageProblems(head, size));

/** What is wrong with a file chosen as a PDF circular, from its name, first bytes and size.
 * @type {typeof import("./forms.js").pdfProblems} */
export const pdfProblems = (name, head, size) => list(core.pdfProblems(name, head, size));
