// The site's content as the app reads it: each kind of the store (GET /api/content/{kind}), or
// one directory's people (`people?directory=corporator`), kept once per page load.
//
// Where a list comes from:
// - A page rendered by the server carries the lists it was rendered with in a JSON data block
//   (PAGE_CONTENT_ID); main.tsx hands them over before the app hydrates the page, so the app
//   renders exactly what the HTML shows, without asking again.
// - A page rendered in Node (src/render/) at build time is given every kind of the seed
//   before it renders; the server's render worker asks the server for each list as a page reads
//   it (`setContentFetcher`).
// - Anything else is fetched from the server when first needed (`useContent` suspends until
//   it is here), with the entity tag the server sent.
//
// While a page is rendered, every list it reads is noted (`contentRead`), so the rendered page can
// carry exactly those lists, and the server knows which pages a save of a kind touches.
//
// The lists of the page on screen (`renderedLists`, `listsOnScreen`) give the day its content last
// changed (last-updated.ts, components/layout/last-updated.tsx).
import { use, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import type { ItemMeta, KindTypes, ListPage } from "../../generated/content";

/** A kind of content (`notices`, `people`, `faq`, …). */
export type Kind = keyof KindTypes;

/** An item of `K` as the server sends it: its content with its id, version and status. A
 * kind that is one document (the FAQ) has a single item. */
export type Item<K extends Kind> = KindTypes[K] & ItemMeta;

/** The answer of GET /api/content/{kind}: with `page` and `year` (a kind whose lists grow with
 * the years), one page of the list and where it stands. */
export interface List<K extends Kind = Kind> {
  items: Item<K>[];
  page?: ListPage;
}

/** The lists of a page, by key (`notices`, `people?directory=corporator`). */
export type PageContent = Record<string, List>;

/** The id of the rendered page's `<script type="application/json">` holding its lists. */
export const PAGE_CONTENT_ID = "page-content";

/** The key of a list: the kind, and the field that picks some of its items. The fields are
 * in the order of their names' code points: `localeCompare` would give the same order for these
 * ASCII names, but its first call builds the browser's collator, a long task at the app's start
 * on a phone. */
export function contentKey(kind: Kind, filter?: Record<string, string>): string {
  if (!filter) return kind;
  const query = Object.entries(filter)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, value]) => `${encodeURIComponent(field)}=${encodeURIComponent(value)}`)
    .join("&");
  return query ? `${kind}?${query}` : kind;
}

const ready = new Map<string, List>();
const loading = new Map<string, Promise<List>>();
/** Lists whose download failed: their failed promise stays, so that React, which renders a part
 * again after it failed, meets the same failure instead of starting a new download (which
 * would show "Loading…" for ever), until the visitor asks to try again. */
const failed = new Set<string>();
let read: Set<string> | null = null;
let fetcher: ((key: string) => Promise<List>) | null = defaultFetch;

// The lists of the page on screen, by key:
// - `rendered`: in the browser, the lists of the rendered page it hydrated (the lists it carries),
//   known in full before any part of it is hydrated: the same whatever order React hydrates its
//   parts in (Node gives the page it renders its lists through React instead,
//   lib/content/page-being-rendered.ts);
// - `onScreen`: in the browser, the lists the mounted components read, counted as they mount
//   and unmount (`useListsOnScreen`), for a page rendered by the app.
let rendered: { path: string; keys: readonly string[] } = { path: "", keys: [] };
const onScreen = new Map<string, number>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** The key of the site search's answer (`search?lang=hi&q=kar`, GET /api/search), which the
 * store keeps as it keeps a list: a page rendered with its words carries it. */
export const SEARCH_KEY_PREFIX = "search?";

/** Where the list of `key` is fetched from. */
function addressOf(key: string): string {
  return key.startsWith(SEARCH_KEY_PREFIX) ? `/api/${key}` : `/api/content/${key}`;
}

async function defaultFetch(key: string): Promise<List> {
  const address = addressOf(key);
  const response = await fetch(address, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${address}: ${response.status}`);
  return (await response.json()) as List;
}

/** A promise of `list` that React's `use` reads at once, without suspending: one marked
 * fulfilled, as React marks those it has waited for. */
function fulfilled(list: List): Promise<List> {
  return Object.assign(Promise.resolve(list), { status: "fulfilled", value: list });
}

/** Makes `lists` the content of their keys (a rendered page's lists, or every kind in Node). */
export function provideContent(lists: PageContent) {
  for (const [key, list] of Object.entries(lists)) {
    ready.set(key, list);
    loading.set(key, fulfilled(list));
  }
}

// Bumped when lists already shown are replaced by newer ones (`replaceContent`): every component
// that reads a list is rendered again, and a cache made from them is stale.
let replaced = 0;

/** How many times shown lists have been replaced (a cache made from them is stale once it
 * changes). */
export const contentReplaced = () => replaced;

/** `contentReplaced`, for a component: rendered again when it changes. */
export function useContentReplaced(): number {
  return useSyncExternalStore(subscribeToPageLists, contentReplaced, contentReplaced);
}

/** Puts newer `lists` in place of those the page shows, and renders its parts again. */
export function replaceContent(lists: PageContent) {
  for (const key of Object.keys(lists)) failed.delete(key);
  provideContent(lists);
  replaced++;
  changed();
}

/** Forgets every list (tests, and Node when the store it renders from has changed). */
export function forgetContent() {
  ready.clear();
  loading.clear();
  failed.clear();
  rendered = { path: "", keys: [] };
}

/** Forgets the lists of `keys` (what Node was given to render one page with, `renderPage`). */
export function forgetLists(keys: readonly string[]) {
  for (const key of keys) {
    ready.delete(key);
    loading.delete(key);
    failed.delete(key);
  }
}

/** Whether the download of `key` failed (until `retryFailedContent`). */
export function contentFailed(key: string): boolean {
  return failed.has(key);
}

/** Lets the lists whose download failed be downloaded again (a "Try again" button). */
export function retryFailedContent() {
  for (const key of failed) loading.delete(key);
  failed.clear();
}

/** Where lists not yet here come from; `null` in Node, where everything is provided. */
export function setContentFetcher(fetch: ((key: string) => Promise<List>) | null) {
  fetcher = fetch;
}

/** The items of a list whose kind is here in full: those whose fields match the key's, from the
 * kind's current items or, with `status=archived`, from its whole archive when that is here
 * (the server sends the archive apart), the first `first` of them if it says. A page of a list
 * is never cut here: the server sends each page. */
function derived(key: string): List | undefined {
  const [kind, query] = key.split("?", 2);
  const params = new URLSearchParams(query);
  const status = params.get("status");
  const first = params.get("first");
  if (!query || params.has("page") || params.has("year")) return undefined;
  params.delete("status");
  params.delete("first");
  const whole = ready.get(status ? `${kind}?status=${status}` : kind);
  if (!whole || (!params.size && !first)) return undefined;
  const items = whole.items.filter((item) =>
    [...params].every(([field, value]) => String((item as unknown as Record<string, unknown>)[field]) === value),
  );
  return { items: first ? items.slice(0, +first) : items };
}

/** The list of `key`: at once if it is here, else once it has been fetched. */
export function loadContent(key: string): Promise<List> {
  noteRead(key);
  const found = loading.get(key);
  if (found) return found;
  const local = derived(key);
  if (local) {
    provideContent({ [key]: local });
    return loading.get(key)!;
  }
  if (!fetcher) return Promise.reject(new Error(`content ${key} was not provided`));
  const promise = fetcher(key).then(
    (list) => {
      ready.set(key, list);
      loading.set(key, fulfilled(list));
      changed(); // a list of the page on screen may have arrived
      return list;
    },
    (error: unknown) => {
      failed.add(key); // asked again after retryFailedContent()
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/** The list of `kind` (the items with `filter`'s fields), once it is here. */
export function loadList<K extends Kind>(kind: K, filter?: Record<string, string>): Promise<List<K>> {
  return loadContent(contentKey(kind, filter)) as Promise<List<K>>;
}

// What every list goes through before a component reads it: the admin area's preview of a draft
// (./preview.ts) puts the draft in the lists of its kind. Never set on a public page.
let through: ((key: string, list: List) => List) | null = null;

/** Makes every list read go through `change` (`null`: none), and renders the page again. */
export function showListsThrough(change: ((key: string, list: List) => List) | null) {
  through = change;
  changed();
}

/** The list of `key` if it is here now. */
export function contentNow(key: string): List | undefined {
  return ready.get(key) ?? derived(key);
}

/** The list of `key` for a component: suspends until it is here. */
export function useContent<K extends Kind>(kind: K, filter?: Record<string, string>): List<K> {
  const key = contentKey(kind, filter);
  read?.add(key);
  useListsOnScreen(key);
  useContentReplaced();
  const now = contentNow(key);
  if (now && !ready.has(key)) provideContent({ [key]: now });
  // Always through `use`, a list here or not: when a component waits for one of its lists,
  // React renders it again reading its lists in the same order, and takes the nth `use` for the
  // nth list it waited for.
  const list = use(loadContent(key));
  return (through ? through(key, list) : list) as List<K>;
}

/** The one document of a kind that is one (the FAQ, the contact page). */
export function useDocument<K extends Kind>(kind: K): Item<K> {
  const { items } = useContent(kind);
  const document = items[0];
  if (!document) throw new Error(`the ${kind} document is missing`);
  return document;
}

/** Notes `key` as read by the page being rendered (for lists read through a cache of their own). */
export function noteRead(key: string) {
  read?.add(key);
}

/** Counts the lists of `keys` among those of the page on screen while the calling component is
 * mounted (`useContent` does it for its list; a component that reads lists through a cache of
 * its own names them). In a layout effect: a list a page reads is counted before the screen
 * shows it, and before the "Last updated" line after it checks its day. */
export function useListsOnScreen(...keys: string[]) {
  const joined = keys.join("\n");
  useLayoutEffect(() => {
    const mine = joined.split("\n");
    for (const key of mine) onScreen.set(key, (onScreen.get(key) ?? 0) + 1);
    changed();
    return () => {
      for (const key of mine) {
        const count = onScreen.get(key)! - 1;
        if (count > 0) onScreen.set(key, count);
        else onScreen.delete(key);
      }
      changed();
    };
  }, [joined]);
}

/** The rendered page's lists are those of `keys` (`takePageContent`, as the app hydrates the page at
 * `path`). */
export function renderingPage(path: string, keys: readonly string[]) {
  rendered = { path, keys };
}

/** The lists of the rendered page (what its HTML was rendered from, and what it carries). */
export function renderedLists(): (List | undefined)[] {
  return rendered.keys.map(contentNow);
}

/** The lists of the page at `path` on screen: those its mounted components read, and on the
 * rendered page's path the rendered page's too (its parts are hydrated one at a time, and a part
 * not yet hydrated has not mounted). */
export function listsOnScreen(path: string): (List | undefined)[] {
  return keysOnScreen(path).map(contentNow);
}

/** The keys of the lists of the page at `path` on screen (`listsOnScreen`). */
export function keysOnScreen(path: string): string[] {
  const keys = new Set(onScreen.keys());
  if (path === rendered.path) for (const key of rendered.keys) keys.add(key);
  return [...keys];
}

/** Calls `listener` when the lists of the page on screen change (one mounts, one arrives). */
export function subscribeToPageLists(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts noting the lists read from now on. */
export function noteContentRead() {
  read = new Set();
}

/** The lists read since `noteContentRead`, to be carried by the rendered page. */
export function contentRead(): PageContent {
  const lists: PageContent = {};
  for (const key of [...(read ?? [])].sort()) {
    const list = contentNow(key);
    if (list) lists[key] = list;
  }
  read = null;
  return lists;
}

/** The lists the rendered page carries, handed over once (the element is removed after). */
export function takePageContent(): PageContent | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(PAGE_CONTENT_ID);
  if (!element?.textContent) return null;
  try {
    const lists = JSON.parse(element.textContent) as PageContent;
    renderingPage(window.location.pathname, Object.keys(lists));
    return lists;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}

/** `lists` as the text of a `<script type="application/json">`: `<` is escaped so no text
 * in it can close the element. */
export function pageContentScript(lists: PageContent): string {
  const json = JSON.stringify(lists).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_CONTENT_ID}">${json}</script>`;
}

/** The list of `kind` once it is here, without suspending: `undefined` until then, or while
 * `wanted` is false (nothing is fetched before it is wanted). For parts of a page that must
 * stay on screen while the list comes (a live region that announces the result). */
export function useContentWhenHere<K extends Kind>(
  kind: K,
  wanted: boolean,
  filter?: Record<string, string>,
): List<K> | undefined {
  return useKeyWhenHere(contentKey(kind, filter), wanted) as List<K> | undefined;
}

/** `useContentWhenHere` for any key the store keeps (a list, or a search's answer). */
export function useKeyWhenHere(key: string, wanted: boolean): List | undefined {
  // A page rendered with a query (the site search's words) carries what it found them in.
  if (wanted) read?.add(key);
  const [, setArrived] = useState(0);
  const now = wanted ? contentNow(key) : undefined;
  useEffect(() => {
    if (!wanted || now) return;
    let current = true;
    const arrived = () => current && setArrived((n) => n + 1);
    loadContent(key).then(arrived, arrived); // rendered again to say it failed (`contentFailed`)
    return () => {
      current = false;
    };
  }, [key, wanted, now]);
  // Rendered in Node by the server's worker, which runs no effect: the page waits for the list.
  if (import.meta.env.SSR && wanted && !now && fetcher) return use(loadContent(key));
  return now;
}
