// Where the login page sends the visitor afterwards: only to a guarded admin page of this
// site, never to an address taken blindly from the query (no open redirect).
import type { Lang } from "../../lib/wasm";

export const DASHBOARD_PATH = "/admin/dashboard";
export const UPLOAD_PATH = "/admin/upload";
export const CONTENT_PATH = "/admin/content";
export const ACCOUNTS_PATH = "/admin/accounts";
export const PASSWORD_PATH = "/admin/password";
export const AUDIT_PATH = "/admin/audit";
export const PREVIEW_PATH = "/admin/preview";
export const LOGIN_PATH = "/admin/login";

const GUARDED = new Set([DASHBOARD_PATH, UPLOAD_PATH, CONTENT_PATH, ACCOUNTS_PATH, PASSWORD_PATH, AUDIT_PATH, PREVIEW_PATH]);

/** The queries a page to come back to may have: the content area's (and a preview's) kind and
 * item, and the audit log's filters (letters, digits and what URLSearchParams encodes them with). */
const QUERIES: Record<string, RegExp> = {
  [CONTENT_PATH]: /^\?kind=[a-z-]+(&item=[a-z0-9-]+)?$/,
  [PREVIEW_PATH]: /^\?kind=[a-z-]+&item=[a-z0-9-]+$/,
  [AUDIT_PATH]: /^\?(who|kind|action|from|to)=[\w.%+-]*(&(who|kind|action|from|to)=[\w.%+-]*)*$/,
};

/** The page to go to after login, from the `next` query parameter: a guarded page (the content
 * area with the kind and item it showed, the audit log with its filters) or the dashboard. */
export function safeNext(next: string | null): string {
  if (next === null) return DASHBOARD_PATH;
  const at = next.indexOf("?");
  const path = at < 0 ? next : next.slice(0, at);
  if (!GUARDED.has(path)) return DASHBOARD_PATH;
  if (at < 0) return path;
  return QUERIES[path]?.test(next.slice(at)) ? next : path;
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
