// What the login page says when the server refuses a login (spec §8: the server's message if
// present, else 'Login failed. Please try again.'), known codes in the page language.
import { ApiError } from "../../lib/api";
import type { Args } from "../../lib/wasm";

type Translate = (key: string, args?: Args) => string;

/** A message to show; `lang` is set when the text is not in the page language (the server's English). */
export interface Message {
  text: string;
  lang?: "en";
}

/** The message for a failed POST /api/scm-auth/login. */
export function loginFailure(t: Translate, error: unknown): Message {
  if (!(error instanceof ApiError)) return { text: t("login.failed") };
  if (error.code === "invalid_credentials") return { text: t("login.invalidCredentials") };
  if (error.code === "too_many_attempts") {
    return error.retryAfter !== undefined
      ? { text: t("login.tooManyAttempts", { seconds: error.retryAfter }) }
      : { text: t("login.tooManyAttemptsLater") };
  }
  if (error.serverMessage) return { text: error.serverMessage, lang: "en" };
  return { text: t("login.failed") };
}

/** The message for a sign-in the login page's plain form sent and the server refused: it comes
 * back to the page with `failed=<code>` (and `wait=<seconds>` when throttled); null without one. */
export function formRefusal(t: Translate, failed: string | null, wait: string | null): Message | null {
  if (failed === null) return null;
  if (failed === "invalid_credentials") return { text: t("login.invalidCredentials") };
  if (failed === "account_disabled") return { text: t("login.accountDisabled") };
  if (failed === "too_many_attempts") {
    const seconds = Number(wait);
    return Number.isInteger(seconds) && seconds > 0
      ? { text: t("login.tooManyAttempts", { seconds }) }
      : { text: t("login.tooManyAttemptsLater") };
  }
  return { text: t("login.failed") };
}
