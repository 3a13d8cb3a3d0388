// What a phone keeps for use without a network, shared by the service worker
// (src/service-worker/), the build that lists what it keeps (build/offline-assets.ts) and the
// pages that speak of it (features/offline/). No DOM here: the service worker imports it.

/** The pages that open and search without a network after a first visit: the home page, the
 * telephone directories, the corporators' cards and the contact page. */
export const OFFLINE_PAGES: readonly string[] = [
  "/",
  "/smc-officer",
  "/smc-employee",
  "/zone-officer",
  "/ward-officer",
  "/Corporators",
  "/outsource-employee",
  "/corporators-card",
  "/contact",
];

/** Another address of one of those pages (the route table spells the corporators' both ways):
 * kept once visited, not fetched ahead. */
export const OFFLINE_ALIASES: readonly string[] = ["/corporators"];

/** The page that lists them, sent in place of any other page while there is no network. */
export const OFFLINE_NOTICE = "/offline";

/** The catalog parts those pages and the notice need besides the shell, in both languages
 * ("Was this page useful?" ends each of them). */
export const OFFLINE_PARTS: readonly string[] = ["shell", "directory", "contact", "offline", "page-feedback"];

/** The file the build writes with the content lists those pages read (scripts/prerender.mjs):
 * the app asks for them when it moves to one of those pages. */
export const OFFLINE_LISTS = "/offline.json";

/** What `OFFLINE_LISTS` holds. */
export interface OfflineLists {
  /** Content keys (`people?directory=smc-officer`), each fetched as /api/content/<key>. */
  lists: string[];
}

/** The caches of the service worker (the precache of the build's files is Workbox's own): the
 * pages' is named for the build (`smc-pages-<build>`), the content lists' is the same across
 * builds. */
export const CACHES = { pages: "smc-pages", content: "smc-content" } as const;

/** The key a page is kept under: its address with its language, whatever the address says
 * (`/contact` for a visitor who chose Hindi is `/contact?lang=hi`). */
export function pageKey(origin: string, path: string, lang: string): string {
  return `${origin}${path}?lang=${lang}`;
}
