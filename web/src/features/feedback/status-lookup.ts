// Looking up a tracking number, and what the page says of the answer. A status page asked for
// with a number (`?id=`) is rendered by the server with what it found
// (server/src/site/feedback_status.rs), which the page carries like the content lists it read:
// the page shows it before any script runs, and the app hydrates it without asking again.
import { ApiError } from "../../lib/api";
import type { ContentStore } from "../../lib/content/store";
import type { FeedbackStatusView } from "./feedback-api";

/** The key the rendered page carries the server's lookup under. */
export const LOOKUP_KEY = "feedback-lookup";

export type Lookup =
  | { state: "none" }
  | { state: "loading" }
  | { state: "found"; status: FeedbackStatusView }
  | { state: "notFound" }
  | { state: "tooMany"; seconds: number }
  | { state: "failed" };

/** The server's lookup of `id`: found, not found, or refused with the seconds to wait. */
interface CarriedLookup {
  id: string;
  found?: FeedbackStatusView;
  notFound?: true;
  tooMany?: number;
}

/** What the page says when a lookup fails: no such number, too many lookups from this
 * connection lately (429, with the seconds of its Retry-After), or anything else. */
export function lookupFailure(error: unknown): Lookup {
  if (error instanceof ApiError && error.status === 404) return { state: "notFound" };
  if (error instanceof ApiError && error.status === 429)
    return { state: "tooMany", seconds: Math.max(1, error.retryAfter ?? 60) };
  return { state: "failed" };
}

/** The lookup of `asked` (the address's `id`) the rendered page carries in `store`, if it carries
 * one (noted as read while Node renders the page, so that the page carries it). */
export function carriedLookup(store: ContentStore, asked: string): Lookup | undefined {
  const carried = store.now(LOOKUP_KEY) as unknown as CarriedLookup | undefined;
  if (!carried || carried.id !== asked) return undefined;
  store.noteRead(LOOKUP_KEY);
  if (carried.found) return { state: "found", status: carried.found };
  if (carried.tooMany !== undefined) return { state: "tooMany", seconds: Math.max(1, carried.tooMany) };
  return { state: "notFound" };
}

/** Forgets the server's lookup once the app has shown it: the number asked again is looked up
 * afresh. */
export function forgetCarriedLookup(store: ContentStore) {
  store.forget([LOOKUP_KEY]);
}
