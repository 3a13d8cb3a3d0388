// The only module that imports wasm-core; everything else uses these typed wrappers.
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

/** A record given to a search index. */
export interface SearchRecord {
  /** Fields to search: names, designations, ward names, in either script. */
  text: readonly string[];
  /** Phone numbers as printed; a query of 3 or more digits matches any run of them. */
  phones?: readonly string[];
  /** `name=value` pairs that filters select on, e.g. `zone=2`, `party=bjp`. */
  facets?: readonly string[];
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Hindi-aware search over a fixed list of records (wasm-core `search::Index`): spelling
 * variants, Latin ↔ Devanagari, one typo in longer Latin words, phone digits.
 */
export class SearchIndex {
  readonly #directory = new core.Directory();

  constructor(records: Iterable<SearchRecord>) {
    for (const record of records) {
      this.#directory.add(
        record.text.map((field) => field.normalize("NFC")),
        [...(record.phones ?? [])],
        [...(record.facets ?? [])],
      );
    }
  }

  /** How many records the index holds. */
  get size(): number {
    return this.#directory.size;
  }

  /**
   * Positions (in the order given to the constructor) of the records matching `query` and every
   * `name=value` filter, best match first. An empty query keeps every record that passes the
   * filters, in order.
   */
  search(query: string, filters: readonly string[] = []): number[] {
    // Plain ASCII is already NFC; skipping normalize() saves a good part of a short query.
    const nfc = ASCII.test(query) ? query : query.normalize("NFC");
    const found = this.#directory.search(nfc, filters.length ? filters.join("\n") : undefined);
    // A plain loop: Array.from over a typed array goes through the iterator protocol.
    const positions = new Array<number>(found.length);
    for (let i = 0; i < found.length; i++) positions[i] = found[i];
    return positions;
  }
}
