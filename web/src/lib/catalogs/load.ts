// The interface catalogs in the browser: each part (parts.ts) of each language is fetched once,
// when first needed, and added to the one wasm translator every component reads through
// useLanguage().t.
import { use } from "react";
import { loaders } from "virtual:catalogs";
import { Translator, type Args, type Lang } from "../wasm";
import type { CatalogPart } from "./parts";

const translator = new Translator();

/** One part of one language: its download, the how-manieth try, and whether it failed. */
interface Entry {
  promise: Promise<void>;
  attempt: number;
  failed: boolean;
  done: boolean;
}

const entries = new Map<string, Entry>();
/** Promises of several parts at once, for `use`, which needs the same promise every render. */
const combined = new Map<string, Promise<void>>();
const reported = new Set<string>();

const id = (lang: Lang, part: string) => `${lang}/${part}`;

/** The part's entry; a new download when there is none, or when `retry` and it failed. */
function entryOf(lang: Lang, part: CatalogPart, retry: boolean): Entry {
  const key = id(lang, part);
  const known = entries.get(key);
  if (known && !(retry && known.failed)) return known;
  const entry: Entry = { promise: Promise.resolve(), attempt: (known?.attempt ?? 0) + 1, failed: false, done: false };
  entry.promise = loaders[lang][part]().then(
    (module) => {
      translator.add(lang, module.default);
      entry.done = true;
    },
    (error: unknown) => {
      entry.failed = true;
      throw error;
    },
  );
  entries.set(key, entry);
  return entry;
}

function partsPromise(lang: Lang, parts: readonly CatalogPart[], retry: boolean): Promise<void> {
  const list = parts.map((part) => entryOf(lang, part, retry));
  const key = `${lang}/${parts.map((part, i) => `${part}#${list[i].attempt}`).join("+")}`;
  let promise = combined.get(key);
  if (!promise) {
    promise = Promise.all(list.map((entry) => entry.promise)).then(() => undefined);
    promise.catch(() => undefined); // reported where it is awaited or used
    combined.set(key, promise);
  }
  return promise;
}

/** Fetches the `parts` of `lang` not fetched yet, trying again those that failed; resolves
 * when all of them are there. */
export function loadCatalogs(lang: Lang, parts: readonly CatalogPart[]): Promise<void> {
  return partsPromise(lang, parts, true);
}

/** Starts fetching the `parts` of `lang` (during a render: a part that failed is not tried
 * again until loadCatalogs or a reload asks). */
export function prefetchCatalogs(lang: Lang, parts: readonly CatalogPart[]) {
  void partsPromise(lang, parts, false);
}

/** Whether every one of `parts` of `lang` is loaded. */
export function catalogsLoaded(lang: Lang, parts: readonly CatalogPart[]): boolean {
  return parts.every((part) => entries.get(id(lang, part))?.done === true);
}

/** The languages whose shell is loaded. */
export function shellLanguages(): Lang[] {
  return (["en", "hi"] as const).filter((lang) => catalogsLoaded(lang, ["shell"]));
}

/** What `use` is given once the parts are loaded: a promise React knows to be fulfilled. */
const LOADED = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/** Suspends the calling component until `parts` of `lang` are loaded; throws, for the nearest
 * error boundary, if one of them could not be downloaded. `use` is called on every render,
 * loaded or not: React may replay a component that waited, and a `use` left out of the replay
 * makes the component's later hooks fail (React then renders the whole page again and reports
 * error 520). */
export function useCatalogs(lang: Lang, parts: readonly CatalogPart[]) {
  use(catalogsReady(lang, parts));
}

/** What React's `use` waits on until the `parts` of `lang` are loaded (fetching them if they
 * are not); already resolved when they are. */
export function catalogsReady(lang: Lang, parts: readonly CatalogPart[]): Promise<void> {
  return catalogsLoaded(lang, parts) ? LOADED : partsPromise(lang, parts, false);
}

/** The message for `key` in `lang`. A key that comes back as itself is missing: in no catalog,
 * or in a part not loaded, a mistake in a page's list of parts (web/src/app/pages.ts). It is
 * logged once (as `no message <lang>/<key>`: every visitor downloads the line, so it is short;
 * lib/catalogs/parts.ts says which part holds a key), and the key is shown, so that tests see
 * it. On the server it throws: the page is not rendered (the build fails, the server keeps the
 * page's last good version and reports why). */
export function translate(lang: Lang, key: string, args?: Args): string {
  const message = translator.t(lang, key, args);
  const problem = `${lang}/${key}`;
  if (message === key && import.meta.env.SSR) throw new Error(`no message ${problem}`);
  if (message === key && !reported.has(problem)) {
    reported.add(problem);
    console.error(`no message ${problem}`);
  }
  return message;
}
