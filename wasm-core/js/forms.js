// The forms' rules (the `forms` wasm module): the admin area's and the citizens' feedback form,
// the same ones the server enforces. Texts are compared in Unicode's composed form (NFC).
import * as core from "#forms";
import { fieldsOf, list, recordOf } from "./format.js";

const nfc = (text) => text.normalize("NFC");

/** Problems, from a record that names a field once per problem: `{ field: [codes] }`. */
const problems = (text) => {
  const fields = list(text);
  const found = {};
  for (let i = 0; i + 1 < fields.length; i += 2) (found[fields[i]] ??= []).push(fields[i + 1]);
  return found;
};

/** A record of a draft's fields, texts in NFC. */
const draftRecord = (draft) =>
  recordOf(
    Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, typeof value === "string" ? nfc(value) : value])),
  );

/** The limits of the forms, by name. */
export const LIMITS = Object.freeze(
  Object.fromEntries(Object.entries(fieldsOf(core.validationLimits())).map(([name, value]) => [name, Number(value)])),
);

/** The page to go to after signing in, from the login page's `next` parameter. */
export const pageAfterLogin = (next) => core.pageAfterLogin(next ?? undefined);

/** What is wrong with a login attempt: fields `username` and `password`. */
export const loginProblems = (username, password) => problems(core.loginProblems(username, password));

/** What is wrong with a citizen's message. */
export const feedbackProblems = (draft) => problems(core.feedbackProblems(draftRecord(draft)));

/** What is wrong with a staff reply to a citizen's message. */
export const replyProblems = (reply) => list(core.replyProblems(nfc(reply)));

/** The categories of the feedback form, in its order (`other` last). */
export const FEEDBACK_CATEGORIES = Object.freeze(list(core.feedbackCategories()));

/** A tracking number as a citizen typed it, written the way it was given, or null. */
export const normalizeTrackingId = (typed) => core.normalizeTrackingId(typed) ?? null;

/** The form of an event title that must be unique: trimmed, lower case, single spaces. */
export const titleKey = (title) => core.titleKey(nfc(title));

/** What is wrong with an image of `size` bytes whose first bytes are `head`. */
export const imageProblems = (head, size) => list(core.imageProblems(head, size));

/** What is wrong with a file chosen as a PDF circular, from its name, first bytes and size. */
export const pdfProblems = (name, head, size) => list(core.pdfProblems(name, head, size));
