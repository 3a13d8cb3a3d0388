// What the admin area says when a step or a load did not happen: what did not happen, then
// why, in words of its own for every answer of the API. Only a request that never reached the
// server speaks of the connection: a refusal says what the server said (a role that may not, and
// which role may; someone else's change; the problems it found; too many tries and how long to
// wait; its own failure, and whom to tell when it keeps failing).
import { ApiError } from "../../lib/api";

/** One sentence of a message: its catalog key and the values it names. */
export interface Line {
  key: string;
  values?: Record<string, string | number>;
}

export interface Refusal {
  /** The session has ended (401): the caller sends the clerk to sign in again. */
  expired: boolean;
  /** What did not happen, then why. */
  lines: Line[];
  /** A 422's problems by field (`{"comment": ["required"]}`), listed with the message. */
  fields: Record<string, string[]>;
}

/** 403 `needs` (the permission the call takes, wasm-core `roles`) → who may. */
const NEEDS: Record<string, string> = {
  publish: "admin.refused.needs.publish",
  manageAccounts: "admin.refused.needs.manageAccounts",
};

/** Refusals whose code says more than their status. */
const CODES: Record<string, string> = {
  own_work: "admin.refused.ownWork",
  account_disabled: "admin.refused.disabled",
  cross_origin: "admin.refused.crossOrigin",
  in_use: "admin.refused.inUse",
  fixed: "admin.refused.fixed",
  no_archive: "admin.refused.noArchive",
  past_its_time: "admin.refused.pastItsTime",
  duplicate_title: "admin.refused.duplicateTitle",
  wrong_status: "admin.refused.changed",
  stale_version: "admin.refused.changed",
  too_slow: "admin.refused.tooSlow",
  unsupported_type: "admin.refused.unsupported",
};

/** Waits longer than this many seconds are said in minutes. */
const SAY_MINUTES_FROM = 120;

/** Why `error` stopped what the clerk did. */
export function whyRefused(error: unknown): Line {
  // Anything but an answer of the server (a fetch that failed, a module that did not load)
  // never reached it.
  if (!(error instanceof ApiError) || error.status === 0) return { key: "admin.refused.network" };
  const { status, code } = error;
  if (status === 401) return { key: "admin.refused.expired" };
  if (Object.hasOwn(CODES, code)) return { key: CODES[code] };
  if (status === 403) {
    const needs = error.details.needs;
    return { key: typeof needs === "string" && Object.hasOwn(NEEDS, needs) ? NEEDS[needs] : "admin.refused.forbidden" };
  }
  if (status === 404) return { key: "admin.refused.missing" };
  if (status === 409 || status === 412) return { key: "admin.refused.changed" };
  if (status === 413) return { key: "admin.refused.tooLarge" };
  if (status === 422) {
    return { key: Object.keys(error.fields).length > 0 ? "admin.refused.invalid" : "admin.refused.invalidUnsaid" };
  }
  if (status === 429) {
    const seconds = error.retryAfter;
    if (seconds === undefined) return { key: "admin.refused.tooManyLater" };
    return seconds >= SAY_MINUTES_FROM
      ? { key: "admin.refused.tooManyMinutes", values: { minutes: Math.ceil(seconds / 60) } }
      : { key: "admin.refused.tooMany", values: { seconds: Math.max(1, seconds) } };
  }
  // A server that failed, or answered what cannot be read.
  if (status >= 500 || code === "bad_answer") return { key: "admin.refused.server" };
  return { key: "admin.refused.other", values: { status } };
}

/** The sentences of `said`, translated with `t`, as one text. */
export function refusalText(t: (key: string, values?: Line["values"]) => string, said: Refusal): string {
  return said.lines.map(({ key, values }) => t(key, values)).join(" ");
}

/** What to say when `error` stopped a step or a load: `failed`, the catalog key of what did not
 * happen ("It was not deleted."), then why. */
export function refusal(error: unknown, failed: string): Refusal {
  const expired = error instanceof ApiError && error.status === 401;
  const fields = error instanceof ApiError && error.status === 422 ? error.fields : {};
  return { expired, lines: [{ key: failed }, whyRefused(error)], fields };
}
