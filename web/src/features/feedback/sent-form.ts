// What became of the feedback form when it was sent as a plain form (without JavaScript, or
// before the app took the page over) and the server refused it: the page is rendered again for
// that request with it (server/src/routes/feedback_form.rs), and carries it like the content
// lists it read, so the app hydrates the page showing the same.
import { carried } from "../../lib/content/carried";
import type { ContentStore } from "../../lib/content/store";
import type { FeedbackDraft } from "../../lib/forms";

/** The key the rendered page carries it under. */
export const SENT_FORM_KEY = "feedback-form";

/** Why a message could not be sent, when it is not a field's fault. */
export type Failure = { kind: "tooMany"; minutes: number } | { kind: "network" } | { kind: "server" };

/** What the server says of a form it refused. */
export interface SentForm {
  /** The fields as they were typed. */
  draft: FeedbackDraft;
  /** The codes of what is wrong, by field, as the API's 422 gives them. */
  problems: Partial<Record<string, string[]>>;
  /** A photo was chosen, and was not kept: a browser cannot put it back in the form. */
  photoDropped: boolean;
  failure: Failure | null;
}

/** The refused form the rendered page carries in `store`, if it carries one. */
export function sentForm(store: ContentStore): SentForm | undefined {
  return carried<SentForm>(store, SENT_FORM_KEY);
}

/** Forgets the refused form once the app has hydrated its page: a form rendered afresh (another
 * message, or the page visited again) starts empty. */
export function forgetSentForm(store: ContentStore) {
  store.forget([SENT_FORM_KEY]);
}

/** The problems to show for `sent`: the server's, and the photo to be chosen again when one was
 * chosen and nothing else is said of it. */
export function sentProblems(sent: SentForm): Partial<Record<string, string[]>> {
  const again = sent.photoDropped && !sent.problems.photo?.length;
  return again ? { ...sent.problems, photo: ["again"] } : sent.problems;
}
