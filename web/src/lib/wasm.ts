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

/** Every route, in navigation order (wasm-core sends four strings per route). */
export const routeTable: readonly RouteInfo[] = (() => {
  const flat = core.routeTable();
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
  const flat = core.navigation();
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
export type Translate = (lang: Lang, key: string, args?: Args) => string;

/** A lookup over both catalogs with English fallback (wasm-core `i18n::Translator`). */
export function createTranslator(en: Messages, hi: Messages): Translate {
  const catalogs = new core.I18n();
  catalogs.load("en", Object.keys(en), Object.values(en));
  catalogs.load("hi", Object.keys(hi), Object.values(hi));
  return (lang, key, args) => {
    const flat = args ? Object.entries(args).flatMap(([name, value]) => [name, String(value)]) : [];
    return catalogs.t(lang, key, flat);
  };
}

/** The page language from the URL parameter, the saved choice and the browser's languages. */
export function resolveLanguage(urlParam: string | null, stored: string | null, preferred: readonly string[]): Lang {
  return core.resolveLanguage(urlParam, stored, [...preferred]) as Lang;
}

/** The `tel:` link of a printed phone number, or undefined. */
export function telUri(number: string): string | undefined {
  return core.telUri(number);
}
