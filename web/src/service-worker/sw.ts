/// <reference lib="webworker" />
// The service worker: what lets a phone open the directories, the corporators' cards, the
// contact page and the home page without a network after a first visit (offline/offline-pages.ts),
// built on Workbox.
//
// - The build's files those pages need are precached (build/offline-assets.ts picks them), and
//   replaced when a new build is installed.
// - Those pages, in the visitor's language, and the content lists the app reads on them are
//   fetched ahead (`keep`) once the page the visitor opened has all it asked for: when this
//   worker starts, and after a visit to any page when they were last fetched long enough ago.
//   They are then kept fresh: the network answers first, and
//   the kept copy is used only when there is none (or it has not answered in 4 s, on a slow
//   network). A copy sent from here carries the time it was fetched (`SAVED_AT`), which the
//   page shows.
// - Any other page asked for without a network gets the offline notice in the visitor's
//   language, which says that page is not available offline and links those that are.
// - Nothing else is touched: the admin area, the rest of the API, uploads and anything sent with
//   a session go to the network as if there were no service worker, and are never kept.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import type { PrecacheEntry } from "workbox-precaching";
import {
  CACHES,
  OFFLINE_ALIASES,
  OFFLINE_LISTS,
  OFFLINE_NOTICE,
  OFFLINE_PAGES,
  pageKey,
  type OfflineLists,
} from "../offline/offline-pages";
import { NOTICE_IN_PLACE } from "../offline/page-script";
import { SAVED_AT, SAVED_AT_HEADER } from "../offline/saved-copy-marks";
import { LANGS } from "../offline/language-rule";
import { languageOf } from "./language";

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files to precache, written in by the build (vite-plugin-pwa). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** How long the network has to answer before a kept copy is used. */
const NETWORK_WAIT_S = 4;
/** How often the pages kept ahead are fetched again while the site is used. */
const KEEP_AGAIN_MS = 10 * 60 * 1000;
/** How long no request of a page must have come before the pages are fetched ahead: they must
 * not slow the page the visitor is waiting for. */
const QUIET_MS = 2000;

const precache = self.__WB_MANIFEST;
precacheAndRoute(precache);
cleanupOutdatedCaches();

/** A short name of the build, from what it precaches (the files' names carry their hashes). */
function buildName(entries: readonly (PrecacheEntry | string)[]): string {
  let hash = 5381;
  for (const entry of entries) {
    const text = typeof entry === "string" ? entry : `${entry.url} ${entry.revision ?? ""}`;
    for (let i = 0; i < text.length; i++) hash = (hash * 33 + text.charCodeAt(i)) >>> 0;
  }
  return hash.toString(36);
}

/** The kept pages of this build: they were rendered for its files. */
const PAGES = `${CACHES.pages}-${buildName(precache)}`;

// A new build takes over at once. The pages kept for an older build name files its precache no
// longer holds: they go, and `keep` fetches them again.
void self.skipWaiting();
clientsClaim();
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(`${CACHES.pages}-`) && name !== PAGES).map((name) => caches.delete(name)),
        ),
      ),
  );
});

const kept = new Set([...OFFLINE_PAGES, ...OFFLINE_ALIASES, OFFLINE_NOTICE]);

/** `response` (a page) with `attributes` on its `<html>`. */
async function marked(response: Response, attributes: Record<string, string>): Promise<Response> {
  const html = await response.text();
  const added = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/[&"<]/g, "")}"`)
    .join("");
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(html.replace(/<html\b/, `<html${added}`), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The time a kept response was fetched: its `Date`, else now. */
const fetchedAt = (response: Response) => response.headers.get("date") ?? new Date().toUTCString();

/** The offline notice in the language of `request`, marked as standing in for its page. */
async function noticeInPlace(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const notice = await caches.match(pageKey(url.origin, OFFLINE_NOTICE, await languageOf(url)), {
    cacheName: PAGES,
  });
  return notice && marked(notice, { [NOTICE_IN_PLACE]: "", [SAVED_AT]: fetchedAt(notice) });
}

/** Only a complete answer meant for anyone is kept: no error, nothing private. */
const publicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get("cache-control") ?? "";
    return response.status === 200 && !/no-store|private/.test(control) ? response : null;
  },
};

/** Pages are kept under their address and language (`pageKey`), so that an address without
 * `?lang=` finds the copy of the visitor's language; a copy sent says when it was fetched;
 * without a copy, the offline notice stands in. */
const pagePlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return pageKey(url.origin, url.pathname, await languageOf(url));
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && marked(cachedResponse, { [SAVED_AT]: fetchedAt(cachedResponse) }),
  // No copy in the visitor's language (a shared link read in the other one, and no choice
  // saved): the copy in the other language, before the notice.
  handlerDidError: async ({ request }) => (await copyInAnyLanguage(request)) ?? noticeInPlace(request),
};

/** The kept copy of the page `request` asks for in any language, marked as a copy. */
async function copyInAnyLanguage(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  for (const lang of LANGS) {
    const copy = await caches.match(pageKey(url.origin, url.pathname, lang), { cacheName: PAGES });
    if (copy) return marked(copy, { [SAVED_AT]: fetchedAt(copy) });
  }
  return undefined;
}

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  plugins: [publicAnswers, pagePlugin],
});
// A page asked for with a query it renders (a directory's search words) is not kept: its copy
// would stand for the whole page. Without a network, the whole page is sent, and the app
// applies the query from the address.
const pagesWithQuery = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  plugins: [{ cacheWillUpdate: async () => null }, pagePlugin],
});
const hasQuery = (url: URL) => [...url.searchParams.keys()].some((name) => name !== "lang");

registerRoute(
  ({ request, url }) => request.mode === "navigate" && kept.has(url.pathname),
  (options) => (hasQuery(options.url) ? pagesWithQuery : pages).handle(options),
);
registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkOnly({ plugins: [{ handlerDidError: async ({ request }) => noticeInPlace(request) }] }),
);

/** The content lists the app reads; never a staff view (`?scope=`) or an answer to a session. */
const lists = new NetworkFirst({
  cacheName: CACHES.content,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  plugins: [
    publicAnswers,
    {
      // A copy says so, and since when: the app does not take it for the server's answer.
      cachedResponseWillBeUsed: async ({ cachedResponse }) => {
        if (!cachedResponse) return cachedResponse;
        const headers = new Headers(cachedResponse.headers);
        headers.set(SAVED_AT_HEADER, fetchedAt(cachedResponse));
        return new Response(cachedResponse.body, { status: cachedResponse.status, headers });
      },
    },
  ],
});
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/api/content/") &&
    !url.searchParams.has("scope") &&
    !request.headers.has("authorization"),
  lists,
);

/** When a page's last request came through here. */
let lastRequest = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no request has come for `QUIET_MS`. */
async function whenQuiet() {
  while (Date.now() - lastRequest < QUIET_MS) await sleep(QUIET_MS);
}

/** The entry of the pages' cache that says when the pages of `lang` were last all fetched. */
const keptMark = (lang: string) => pageKey(self.location.origin, "/.kept", lang);

/** The languages being fetched ahead now. */
const keeping = new Set<string>();

/** Fetches the pages kept for use offline in `lang`, the offline notice, and the lists the app
 * reads on them, through the strategies above (which keep them), unless they were all fetched
 * less than `KEEP_AGAIN_MS` ago. */
async function keep(event: ExtendableEvent, lang: string) {
  if (keeping.has(lang)) return;
  keeping.add(lang);
  try {
    const mark = await caches.match(keptMark(lang), { cacheName: PAGES });
    if (mark && Date.now() - Number(await mark.text()) < KEEP_AGAIN_MS) return;
    await whenQuiet();
    const origin = self.location.origin;
    const fetched = [...OFFLINE_PAGES, OFFLINE_NOTICE].map((path) =>
      pages.handle({ event, request: new Request(`${origin}${path}?lang=${lang}`) }),
    );
    const listed = await fetch(OFFLINE_LISTS, { cache: "no-cache" })
      .then((response) => (response.ok ? (response.json() as Promise<OfflineLists>) : { lists: [] }))
      .catch(() => ({ lists: [] }));
    fetched.push(...listed.lists.map((key) => lists.handle({ event, request: new Request(`${origin}/api/content/${key}`) })));
    const results = await Promise.allSettled(fetched);
    // Fetched again after the next visit if anything could not be.
    if (results.every((result) => result.status === "fulfilled")) {
      const cache = await caches.open(PAGES);
      await cache.put(keptMark(lang), new Response(String(Date.now())));
    }
  } finally {
    keeping.delete(lang);
  }
}

// The visitor's languages: that of every page open when this worker is installed (the first
// visit's page, or any page open when a new build comes), and that of every page visited since
// (a language chosen later). At install, the pages go into this build's cache before it takes
// over, as its files do; a failure there must not stop the install.
self.addEventListener("install", (event) => {
  event.waitUntil(
    self.clients
      .matchAll({ type: "window", includeUncontrolled: true })
      .then((windows) => Promise.all(windows.map(async (client) => keep(event, await languageOf(new URL(client.url))))))
      .catch(() => undefined),
  );
});
self.addEventListener("fetch", (event) => {
  lastRequest = Date.now();
  const url = new URL(event.request.url);
  if (event.request.mode === "navigate" && url.origin === self.location.origin && !url.pathname.startsWith("/admin")) {
    event.waitUntil(languageOf(url).then((lang) => keep(event, lang)));
  }
});
