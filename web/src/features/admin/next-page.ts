// Where the login page sends the visitor afterwards: only to a guarded admin page of this
// site, never to an address taken blindly from the query (no open redirect).
import type { Lang } from "../../lib/wasm";

export const DASHBOARD_PATH = "/admin/dashboard";
export const UPLOAD_PATH = "/admin/upload";
export const CONTENT_PATH = "/admin/content";
export const LOGIN_PATH = "/admin/login";

const GUARDED = new Set([DASHBOARD_PATH, UPLOAD_PATH, CONTENT_PATH]);

/** The page to go to after login, from the `next` query parameter: a guarded page or the dashboard. */
export function safeNext(next: string | null): string {
  return next !== null && GUARDED.has(next) ? next : DASHBOARD_PATH;
}

/** `path` with the language in its query. */
export function withLang(path: string, lang: Lang): string {
  return `${path}?${new URLSearchParams({ lang })}`;
}

/** The login page's address, with `next` when the visitor should come back to a guarded page. */
export function loginAddress(lang: Lang, next?: string): string {
  const params = new URLSearchParams();
  if (next !== undefined && GUARDED.has(next)) params.set("next", next);
  params.set("lang", lang);
  return `${LOGIN_PATH}?${params}`;
}
