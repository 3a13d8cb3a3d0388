// Where the login page sends the visitor afterwards: only to a guarded admin page of this
// site, never to an address taken blindly from the query (no open redirect).
import { pageAfterLogin } from "../../lib/forms";
import type { Lang } from "../../lib/wasm";

export const DASHBOARD_PATH = "/admin/dashboard";
export const UPLOAD_PATH = "/admin/upload";
export const CONTENT_PATH = "/admin/content";
export const ACCOUNTS_PATH = "/admin/accounts";
export const PASSWORD_PATH = "/admin/password";
export const AUDIT_PATH = "/admin/audit";
export const FEEDBACK_PATH = "/admin/feedback";
export const REVIEW_PATH = "/admin/review";
export const SUBSCRIBERS_PATH = "/admin/subscribers";
export const PREVIEW_PATH = "/admin/preview";
export const LOGIN_PATH = "/admin/login";

/** The page to go to after login, from the `next` query parameter: a guarded page (the content
 * area with the kind and item it showed, the audit log, the feedback inbox and what is due for
 * review with their filters) or the dashboard. */
export function safeNext(next: string | null): string {
  return pageAfterLogin(next);
}

/** `path` (which may have a query) with the language in its query. */
export function withLang(path: string, lang: Lang): string {
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ lang })}`;
}

/** `pathname` and `search` of an address without its `lang`, as `next` names a page. */
export function pageOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("lang");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The login page's address, with `next` when the visitor should come back to a guarded page. */
export function loginAddress(lang: Lang, next?: string): string {
  const params = new URLSearchParams();
  if (next !== undefined && safeNext(next) === next) params.set("next", next);
  params.set("lang", lang);
  return `${LOGIN_PATH}?${params}`;
}
