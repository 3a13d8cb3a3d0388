// An audit log entry in words of the page language: its action, the kind of thing it was
// done to, and its detail, whose phrases the server writes in one fixed form
// (`attempts 7`, `role editor → publisher`, `account_disabled`, …). A text the server took from
// a person (a return's comment, an uploaded file's name) is shown as it is.
import { ACTIONS, KIND_NAMES, type Action } from "../../../generated/content";
import type { Args } from "../../../lib/wasm";
import { ROLES } from "../accounts/accounts-api";

type Translate = (key: string, args?: Args) => string;

/** The kinds the log records besides the kinds of content, with their own names. */
export const OTHER_KINDS = ["pdf", "photo", "accounts"] as const;

/** Every kind the log's filter offers: the kinds of content, then the others. */
export const AUDIT_KINDS: readonly string[] = [...KIND_NAMES, ...OTHER_KINDS];

/** Whether `name` is an action of the log. */
export function isAction(name: string): name is Action {
  return (ACTIONS as readonly string[]).includes(name);
}

/** The action in words. */
export function actionText(action: string, t: Translate): string {
  return isAction(action) ? t(`audit.action.${action}`) : action;
}

/** The name of a kind: a kind of content by the content area's name of it. */
export function kindText(kind: string, t: Translate): string {
  if ((KIND_NAMES as readonly string[]).includes(kind)) return t(`content.kind.${kind}`);
  if ((OTHER_KINDS as readonly string[]).includes(kind)) return t(`audit.kind.${kind}`);
  return kind;
}

/** A role by its name in the page language (any other text as it is). */
function roleText(role: string, t: Translate): string {
  return (ROLES as readonly string[]).includes(role) ? t(`accounts.role.${role}`) : role;
}

/** One phrase of a detail in words, or the phrase itself when it is not one the server writes. */
function phraseText(phrase: string, t: Translate): string {
  if (phrase === "account_disabled") return t("audit.detail.accountDisabled");
  if (phrase === "disabled") return t("audit.detail.disabled");
  if (phrase === "enabled") return t("audit.detail.enabled");
  if (phrase === "password reset") return t("audit.detail.passwordReset");
  const attempts = /^attempts (\d+)$/.exec(phrase);
  if (attempts) return t("audit.detail.attempts", { count: Number(attempts[1]) });
  const revision = /^revision (\d+)$/.exec(phrase);
  if (revision) return t("audit.detail.revision", { revision: Number(revision[1]) });
  const role = /^role (\S+) → (\S+)$/.exec(phrase);
  if (role) return t("audit.detail.role", { from: roleText(role[1], t), to: roleText(role[2], t) });
  return phrase;
}

/** The detail of an entry of `action` in words; "" without one. */
export function detailText(action: string, detail: string | undefined, t: Translate): string {
  if (!detail) return "";
  if (action === "accountAdd") return t("audit.detail.newRole", { role: roleText(detail, t) });
  if (action === "accountChange")
    return detail
      .split(", ")
      .map((phrase) => phraseText(phrase, t))
      .join(", ");
  return phraseText(detail, t);
}
