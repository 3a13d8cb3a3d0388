/// <reference lib="webworker" />
import { LANG_COOKIE, resolveLanguage } from "../offline/language-rule";

declare const self: ServiceWorkerGlobalScope & {
  /** The Cookie Store API (Chromium): the only way a service worker can read a cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** The language of the page at `url` for this visitor (offline/language-rule.ts). */
export async function languageOf(url: URL): Promise<string> {
  const stored = await self.cookieStore?.get(LANG_COOKIE).catch(() => null);
  return resolveLanguage(url.searchParams.get("lang"), stored?.value ?? null, self.navigator.languages);
}
