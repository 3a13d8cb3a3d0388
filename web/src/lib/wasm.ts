// The only module that imports wasm-core's site module (every page loads it); everything else
// uses these typed wrappers. The search and the admin forms' rules are wasm modules of their
// own: lib/search-index.ts and lib/forms.ts.
import * as core from "wasm-core";

export type Lang = "en" | "hi";
export const LANGS: readonly Lang[] = ["en", "hi"];

export type Layout = "public" | "bare";

/** A route of the site (wasm-core `routes::ROUTES`). */
export interface RouteInfo {
  path: string;
  page: string;
  layout: Layout;
  /** Catalog key of the page name, used as menu label and heading. */
  titleKey: string;
}

export type MenuId = "corporation" | "departments" | "directory";

/** An item of the header navigation (wasm-core `routes::navigation`). */
export type NavItem =
  | { kind: "link"; route: RouteInfo }
  | { kind: "menu"; id: MenuId; titleKey: string; items: RouteInfo[] };

/** Separates the fields of a list that crosses to or from wasm-core (bindings/site.rs `SEP`). */
const SEP = "\u001f";

/** The fields of a list wasm-core sent. */
const fields = (joined: string): string[] => (joined === "" ? [] : joined.split(SEP));

/** Every route, in navigation order (wasm-core sends four fields per route). */
export const routeTable: readonly RouteInfo[] = (() => {
  const flat = fields(core.routeTable());
  const routes: RouteInfo[] = [];
  for (let i = 0; i < flat.length; i += 4) {
    routes.push({ path: flat[i], page: flat[i + 1], layout: flat[i + 2] as Layout, titleKey: flat[i + 3] });
  }
  return routes;
})();

/** The header navigation, in order (wasm-core sends `link path` and `menu id key paths… end`). */
export const navigation: readonly NavItem[] = (() => {
  const byPath = new Map(routeTable.map((route) => [route.path, route]));
  const route = (path: string): RouteInfo => byPath.get(path) ?? { path, page: path, layout: "public", titleKey: path };
  const flat = fields(core.navigation());
  const items: NavItem[] = [];
  for (let i = 0; i < flat.length; ) {
    if (flat[i] === "link") {
      items.push({ kind: "link", route: route(flat[i + 1]) });
      i += 2;
      continue;
    }
    const [id, titleKey] = [flat[i + 1] as MenuId, flat[i + 2]];
    const entries: RouteInfo[] = [];
    for (i += 3; i < flat.length && flat[i] !== "end"; i++) entries.push(route(flat[i]));
    items.push({ kind: "menu", id, titleKey, items: entries });
    i++;
  }
  return items;
})();

export type Messages = Record<string, string>;
export type Args = Record<string, string | number>;

/** The interface catalogs of both languages, filled a part at a time, with English fallback
 * (wasm-core `i18n::Translator`). */
export class Translator {
  private readonly catalogs = new core.I18n();

  /** Adds `messages` to the catalog of `lang`. */
  add(lang: Lang, messages: Messages) {
    if (!this.catalogs.load(lang, Object.entries(messages).flat().join(SEP))) {
      throw new Error(`wasm-core refused the messages for "${lang}"`);
    }
  }

  /** The message for `key` in `lang` with its `{placeholders}` filled from `args`; English
   * when `lang` lacks it, the key when both do. */
  t(lang: Lang, key: string, args?: Args): string {
    // A value (a visitor's query, a file name) cannot contain the separator and shift the rest.
    const flat = args ? Object.entries(args).flatMap(([name, value]) => [name, String(value).replaceAll(SEP, "")]) : [];
    return this.catalogs.t(lang, key, flat.join(SEP));
  }
}

/** The page language from the URL parameter, the saved choice and the browser's languages. */
export function resolveLanguage(urlParam: string | null, stored: string | null, preferred: readonly string[]): Lang {
  return core.resolveLanguage(urlParam, stored, preferred.join(SEP)) as Lang;
}

/** The visitor's saved choice of language in `cookies` (`document.cookie`), if any. */
export function storedLanguage(cookies: string): string | null {
  return core.storedLanguage(cookies) ?? null;
}

/** The `document.cookie` assignment that saves `lang` as the visitor's choice. */
export function languageCookie(lang: Lang, secure: boolean): string {
  const cookie = core.languageCookie(lang, secure);
  if (cookie === undefined) throw new Error(`not a language of the site: ${lang}`);
  return cookie;
}

/** The `tel:` link of a printed phone number, or undefined. */
export function telUri(number: string): string | undefined {
  return core.telUri(number);
}

/** A `YYYY-MM-DD` day in the long Indian format of `lang` ("21 November 2026", "21 नवंबर
 * 2026"), or the text as it is when it is not a real day. The server writes the days of the
 * pages it draws with the same rule (wasm-core `dates.rs`). */
export function formatDay(day: string, lang: Lang): string {
  return core.formatDay(day, lang);
}

/** The events gallery card's preview of a description: its first 100 characters and "...". */
export function eventPreview(text: string): string {
  return core.eventPreview(text);
}
