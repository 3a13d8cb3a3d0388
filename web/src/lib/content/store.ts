// The site's content as the app reads it: each kind of the store (GET /api/content/{kind}), or
// one directory's people (`people?directory=corporator`), kept by a `ContentStore`. A page reads
// the store it is given through React (`ContentContext`, read by `useContent` and the other hooks
// here); code outside React that reads lists (a directory's people, a form sent back) is handed
// the store by the component that calls it.
//
// Where a store and its lists come from:
// - In the browser, main.tsx makes the one store of the page load, which fetches from the
//   server. A page rendered by the server carries the lists it was rendered with in a JSON data
//   block (PAGE_CONTENT_ID); main.tsx hands them to the store (`takePageContent`) before the app
//   hydrates the page, so the app renders exactly what the HTML shows, without asking again.
// - In Node (src/render/), a store is made for each content the pages are rendered from: at
//   build time every kind of the seed, given before any page is rendered; in the server's render
//   worker, lists asked of the server as a page reads them. The pages rendered from one content
//   share its store (and the directories made from its lists, lib/directory/load.ts); lists
//   given for one page alone (a form sent back) lie over it for that page only.
// - Anything not here is fetched when first needed (`useContent` suspends until it is here),
//   with the entity tag the server sent.
//
// While a page is rendered, every list it reads is noted (`read`), so the rendered page can
// carry exactly those lists, and the server knows which pages a save of a kind touches.
//
// The lists of the page on screen (`renderedLists`, `listsOnScreen`) give the day its content last
// changed (last-updated.ts, components/layout/last-updated.tsx).
import { createContext, use, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
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

/** The key of the site search's answer (`search?lang=hi&q=kar`, GET /api/search), which the
 * store keeps as it keeps a list: a page rendered with its words carries it. */
export const SEARCH_KEY_PREFIX = "search?";

/** Where the list of `key` is fetched from. */
function addressOf(key: string): string {
  return key.startsWith(SEARCH_KEY_PREFIX) ? `/api/${key}` : `/api/content/${key}`;
}

/** The list of `key`, from the server (the browser's store fetches with it). */
export async function fetchList(key: string): Promise<List> {
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

/** Where lists not here come from: `null` when everything is provided (Node rendering the seed). */
export type Fetcher = ((key: string) => Promise<List>) | null;

/** The content lists a page load (in the browser) or a content (in Node) reads, by key: those
 * here, those coming, those that failed, and those of the page on screen. */
export class ContentStore {
  readonly #ready = new Map<string, List>();
  readonly #loading = new Map<string, Promise<List>>();
  /** Lists whose download failed: their failed promise stays, so that React, which renders a
   * part again after it failed, meets the same failure instead of starting a new download
   * (which would show "Loading…" for ever), until the visitor asks to try again. */
  readonly #failed = new Set<string>();
  /** The lists read while a page is rendered in Node (src/render/), which the rendered page
   * carries; `null` when none is. */
  read: Set<string> | null = null;
  // What every list goes through before a component reads it: the admin area's preview of a
  // draft (./preview.ts) puts the draft in the lists of its kind. Never set on a public page.
  #through: ((key: string, list: List) => List) | null = null;
  // The lists of the page on screen, by key:
  // - `rendered`: in the browser, the lists of the rendered page it hydrated (the lists it
  //   carries), known in full before any part of it is hydrated: the same whatever order React
  //   hydrates its parts in (Node gives the page it renders its lists through React instead,
  //   ./page-being-rendered.ts);
  // - `onScreen`: in the browser, the lists the mounted components read, counted as they mount
  //   and unmount (`useListsOnScreen`), for a page rendered by the app.
  #rendered: { path: string; keys: readonly string[] } = { path: "", keys: [] };
  readonly #onScreen = new Map<string, number>();
  readonly #listeners = new Set<() => void>();
  // Bumped when lists already shown are replaced by newer ones (`replace`): every
  // component that reads a list is rendered again, and a cache made from them is stale.
  #replaced = 0;

  /** A store that fetches the lists not here with `fetcher`. */
  constructor(readonly fetcher: Fetcher) {}

  #changed() {
    for (const listener of this.#listeners) listener();
  }

  /** Makes `lists` the content of their keys (a rendered page's lists, or every kind in Node). */
  provide(lists: PageContent) {
    for (const [key, list] of Object.entries(lists)) {
      this.#ready.set(key, list);
      this.#loading.set(key, fulfilled(list));
    }
  }

  /** How many times shown lists have been replaced (a cache made from them is stale once it
   * changes). */
  timesReplaced = () => this.#replaced;

  /** Puts newer `lists` in place of those the page shows, and renders its parts again. */
  replace(lists: PageContent) {
    for (const key of Object.keys(lists)) this.#failed.delete(key);
    this.provide(lists);
    this.#replaced++;
    this.#changed();
  }

  /** Forgets the lists of `keys` (what the rendered page carried for its first render alone: a
   * form sent back). */
  forget(keys: readonly string[]) {
    for (const key of keys) {
      this.#ready.delete(key);
      this.#loading.delete(key);
      this.#failed.delete(key);
    }
  }

  /** Whether the download of `key` failed (until `retryFailed`). */
  hasFailed(key: string): boolean {
    return this.#failed.has(key);
  }

  /** Lets the lists whose download failed be downloaded again (a "Try again" button). */
  retryFailed() {
    for (const key of this.#failed) this.#loading.delete(key);
    this.#failed.clear();
  }

  /** The items of a list whose kind is here in full: those whose fields match the key's, from
   * the kind's current items or, with `status=archived`, from its whole archive when that is
   * here (the server sends the archive apart), the first `first` of them if it says. A page of
   * a list is never cut here: the server sends each page. */
  #derived(key: string): List | undefined {
    const [kind, query] = key.split("?", 2);
    const params = new URLSearchParams(query);
    const status = params.get("status");
    const first = params.get("first");
    if (!query || params.has("page") || params.has("year")) return undefined;
    params.delete("status");
    params.delete("first");
    const whole = this.#ready.get(status ? `${kind}?status=${status}` : kind);
    if (!whole || (!params.size && !first)) return undefined;
    const items = whole.items.filter((item) =>
      [...params].every(([field, value]) => String((item as unknown as Record<string, unknown>)[field]) === value),
    );
    return { items: first ? items.slice(0, +first) : items };
  }

  /** The list of `key`: at once if it is here, else once it has been fetched. */
  load(key: string): Promise<List> {
    this.noteRead(key);
    const found = this.#loading.get(key);
    if (found) return found;
    const local = this.#derived(key);
    if (local) {
      this.provide({ [key]: local });
      return this.#loading.get(key)!;
    }
    if (!this.fetcher) return Promise.reject(new Error(`content ${key} was not provided`));
    const promise = this.fetcher(key).then(
      (list) => {
        this.#ready.set(key, list);
        this.#loading.set(key, fulfilled(list));
        this.#changed(); // a list of the page on screen may have arrived
        return list;
      },
      (error: unknown) => {
        this.#failed.add(key); // asked again after retryFailed()
        throw error;
      },
    );
    this.#loading.set(key, promise);
    return promise;
  }

  /** The list of `key` for `useContent`: one cut from its kind's now (`derived`) is kept first. */
  reading(key: string): Promise<List> {
    const now = this.now(key);
    if (now && !this.#ready.has(key)) this.provide({ [key]: now });
    return this.load(key);
  }

  /** `list` of `key` as a component shows it (`showThrough`). */
  shown(key: string, list: List): List {
    return this.#through ? this.#through(key, list) : list;
  }

  /** Makes every list read go through `change` (`null`: none), and renders the page again. */
  showThrough(change: ((key: string, list: List) => List) | null) {
    this.#through = change;
    this.#changed();
  }

  /** The list of `key` if it is here now. */
  now(key: string): List | undefined {
    return this.#ready.get(key) ?? this.#derived(key);
  }

  /** Notes `key` as read by the page being rendered (for lists read through a cache of their own). */
  noteRead(key: string) {
    this.read?.add(key);
  }

  /** Counts the lists of `keys` among those of the page on screen (`useListsOnScreen`), and gives
   * what uncounts them. */
  countOnScreen(keys: readonly string[]): () => void {
    const onScreen = this.#onScreen;
    for (const key of keys) onScreen.set(key, (onScreen.get(key) ?? 0) + 1);
    this.#changed();
    return () => {
      for (const key of keys) {
        const count = onScreen.get(key)! - 1;
        if (count > 0) onScreen.set(key, count);
        else onScreen.delete(key);
      }
      this.#changed();
    };
  }

  /** Makes `lists` those of the rendered page at `path`, which the app hydrates
   * (`takePageContent`). */
  hydrating(path: string, lists: PageContent) {
    this.#rendered = { path, keys: Object.keys(lists) };
    this.provide(lists);
  }

  /** The lists of the rendered page (what its HTML was rendered from, and what it carries). */
  renderedLists(): (List | undefined)[] {
    return this.#rendered.keys.map((key) => this.now(key));
  }

  /** The lists of the page at `path` on screen: those its mounted components read, and on the
   * rendered page's path the rendered page's too (its parts are hydrated one at a time, and a
   * part not yet hydrated has not mounted). */
  listsOnScreen(path: string): (List | undefined)[] {
    return this.keysOnScreen(path).map((key) => this.now(key));
  }

  /** The keys of the lists of the page at `path` on screen (`listsOnScreen`). */
  keysOnScreen(path: string): string[] {
    const keys = new Set(this.#onScreen.keys());
    if (path === this.#rendered.path) for (const key of this.#rendered.keys) keys.add(key);
    return [...keys];
  }

  /** Calls `listener` when the lists of the page on screen change (one mounts, one arrives). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** The store of the page being rendered, given by `<ContentContext value={store}>` around the
 * app (main.tsx in the browser, src/render/pages.tsx in Node, src/test/content.tsx in tests). */
export const ContentContext = createContext<ContentStore | null>(null);

/** The content store of the page, for a component. */
export function useContentStore(): ContentStore {
  const store = use(ContentContext);
  if (!store) throw new Error("no <ContentContext> around this component");
  return store;
}

/** `timesReplaced` of the page's store, for a component: rendered again when it changes. */
export function useContentReplaced(): number {
  const store = useContentStore();
  return useSyncExternalStore(store.subscribe, store.timesReplaced, store.timesReplaced);
}

/** The list of `key` for a component: suspends until it is here. */
export function useContent<K extends Kind>(kind: K, filter?: Record<string, string>): List<K> {
  const store = useContentStore();
  const key = contentKey(kind, filter);
  store.noteRead(key);
  useListsOnScreen(key);
  useContentReplaced();
  // Always through `use`, a list here or not: when a component waits for one of its lists,
  // React renders it again reading its lists in the same order, and takes the nth `use` for the
  // nth list it waited for.
  return store.shown(key, use(store.reading(key))) as List<K>;
}

/** The one document of a kind that is one (the FAQ, the contact page). */
export function useDocument<K extends Kind>(kind: K): Item<K> {
  const { items } = useContent(kind);
  const document = items[0];
  if (!document) throw new Error(`the ${kind} document is missing`);
  return document;
}

/** Counts the lists of `keys` among those of the page on screen while the calling component is
 * mounted (`useContent` does it for its list; a component that reads lists through a cache of
 * its own names them). In a layout effect: a list a page reads is counted before the screen
 * shows it, and before the "Last updated" line after it checks its day. */
export function useListsOnScreen(...keys: string[]) {
  const store = useContentStore();
  const joined = keys.join("\n");
  useLayoutEffect(() => store.countOnScreen(joined.split("\n")), [store, joined]);
}

/** Hands the lists the rendered page carries to `store`, once (the element is removed after). */
export function takePageContent(store: ContentStore) {
  const element = document.getElementById(PAGE_CONTENT_ID);
  if (!element?.textContent) return;
  try {
    store.hydrating(window.location.pathname, JSON.parse(element.textContent) as PageContent);
  } catch {
    // Lists that cannot be read are fetched from the server instead.
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
  const store = useContentStore();
  // A page rendered with a query (the site search's words) carries what it found them in.
  if (wanted) store.noteRead(key);
  const [, setArrived] = useState(0);
  const now = wanted ? store.now(key) : undefined;
  useEffect(() => {
    if (!wanted || now) return;
    let current = true;
    const arrived = () => current && setArrived((n) => n + 1);
    store.load(key).then(arrived, arrived); // rendered again to say it failed (`hasFailed`)
    return () => {
      current = false;
    };
  }, [store, key, wanted, now]);
  // Rendered in Node by the server's worker, which runs no effect: the page waits for the list.
  if (import.meta.env.SSR && wanted && !now && store.fetcher) return use(store.load(key));
  return now;
}
