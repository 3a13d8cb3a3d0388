// What became of a subscription form or of a link's button, as the server says it to a plain form
// (its 303 with `sent=1`, `done=…` or `problem=failed` in the page's address, or the form's page
// rendered again with what was sent and why it was refused) and as the app learns it from the
// API: each outcome read the same way, so the page says the same with or without JavaScript.
import type { Frequency, Topic } from "../../generated/content";
import { ApiError } from "../../lib/api";

/** Why a subscription was not asked for, when it is not a field's fault. */
export type Failure = "tooMany" | "mailOff" | "network" | "server";

/** The form's fields with something wrong, each with the codes of wasm-core's rule. */
export type Problems = Partial<Record<"email" | "topics", string[]>>;

/** What the subscription form shows after a try: nothing wrong yet, problems at its fields, or
 * a failure. */
export interface Refused {
  problems: Problems;
  failure: Failure | null;
}

/** The key the subscription page carries its refused plain form under, when the server rendered
 * it again (server/src/routes/subscriptions.rs). */
export const SENT_FORM_KEY = "subscribe-form";

/** A plain form the server refused: the fields as sent, and why. */
export interface SentSubscription extends Refused {
  draft: { email: string; topics: Topic[]; frequency: Frequency };
}

/** The refusal of a call of the API that failed with `error`. */
export function refusedWith(error: unknown): Refused {
  if (error instanceof ApiError && error.status === 422) {
    const { email, topics } = error.fields;
    const problems: Problems = { ...(email?.length ? { email } : {}), ...(topics?.length ? { topics } : {}) };
    if (problems.email || problems.topics) return { problems, failure: null };
  }
  if (error instanceof ApiError && error.code === "too_many_messages") return { problems: {}, failure: "tooMany" };
  if (error instanceof ApiError && error.code === "mail_off") return { problems: {}, failure: "mailOff" };
  if (error instanceof ApiError && error.status === 0) return { problems: {}, failure: "network" };
  return { problems: {}, failure: "server" };
}

/** What pressing a link's button did. */
export type Done = "confirmed" | "unsubscribed" | "link_invalid" | "link_expired";

const DONE: readonly string[] = ["confirmed", "unsubscribed", "link_invalid", "link_expired"];

/** The outcome a plain form's `done` names, if it is one. */
export function doneOf(done: string | null): Done | null {
  return done !== null && DONE.includes(done) ? (done as Done) : null;
}

/** The outcome of a link's call of the API that failed with `error`, or null when the link was
 * not at fault (the visitor may press the button again). */
export function linkRefusal(error: unknown): Done | null {
  if (error instanceof ApiError && error.code === "link_expired") return "link_expired";
  if (error instanceof ApiError && error.code === "link_invalid") return "link_invalid";
  return null;
}
