// The "Pages and departments" group: every public page of the route table by its title in
// both languages, departments also by their about text (the `departments` content).
import type { Bilingual, Department } from "../../generated/content";
import { translate } from "../../lib/catalogs/load";
import { SearchIndex } from "../../lib/search-index";
import { LANGS, routeTable, type RouteInfo } from "../../lib/wasm";

/** A page that search can find. */
export interface PageEntry {
  route: RouteInfo;
  /** The department's about text, for department pages. */
  about?: Bilingual;
}

/** The public pages, one entry per page (the first of its paths), the search page left out;
 * a department's page with its about text from `departments`. */
export function pageEntries(departments: readonly Department[]): PageEntry[] {
  const abouts = new Map<string, Bilingual>(departments.map((d) => [d.id, d.about]));
  return routeTable
    .filter((route) => route.layout === "public" && route.page !== "search")
    .filter((route, i, all) => all.findIndex((other) => other.page === route.page) === i)
    .map((route) => ({ route, about: abouts.get(route.page) }));
}

const indexes = new WeakMap<readonly Department[], { entries: PageEntry[]; index: SearchIndex }>();

/** The pages matching `query`, best first. Pages are found by their names in both languages,
 * so the shell part of both catalogs must be loaded (the search page waits for it). */
export function searchPages(departments: readonly Department[], query: string): PageEntry[] {
  let found = indexes.get(departments);
  if (!found) {
    const entries = pageEntries(departments);
    const index = new SearchIndex(
      entries.map(({ route, about }) => ({
        text: [...LANGS.map((lang) => translate(lang, route.titleKey)), about?.en, about?.hi].filter(
          (field): field is string => !!field,
        ),
      })),
    );
    found = { entries, index };
    indexes.set(departments, found);
  }
  const { entries, index } = found;
  return index.search(query).map((position) => entries[position]);
}

/** The first sentence of a text, to show what a department does. */
export function firstSentence(text: string): string {
  const match = /^.*?[.।](?=\s|$)/u.exec(text);
  return match ? match[0] : text;
}
