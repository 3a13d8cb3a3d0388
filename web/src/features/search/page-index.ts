// The "Pages and departments" group: every public page of the route table by its title in
// both languages, departments also by their about text (content/departments.json).
import departmentData from "@content/departments.json";
import { translate } from "../../lib/catalogs/load";
import { SearchIndex } from "../../lib/search-index";
import { LANGS, routeTable, type Lang, type RouteInfo } from "../../lib/wasm";

type Bilingual = Record<Lang, string>;

/** A page that search can find. */
export interface PageEntry {
  route: RouteInfo;
  /** The department's about text, for department pages. */
  about?: Bilingual;
}

const abouts = new Map<string, Bilingual>(departmentData.map((d) => [d.id, d.about]));

/** The public pages, one entry per page (the first of its paths), the search page left out. */
export const pageEntries: readonly PageEntry[] = routeTable
  .filter((route) => route.layout === "public" && route.page !== "search")
  .filter((route, i, all) => all.findIndex((other) => other.page === route.page) === i)
  .map((route) => ({ route, about: abouts.get(route.page) }));

let index: SearchIndex | undefined;

/** The pages matching `query`, best first. Pages are found by their names in both languages,
 * so the shell part of both catalogs must be loaded (the search page waits for it). */
export function searchPages(query: string): PageEntry[] {
  index ??= new SearchIndex(
    pageEntries.map(({ route, about }) => ({
      text: [...LANGS.map((lang) => translate(lang, route.titleKey)), about?.en, about?.hi].filter(
        (field): field is string => !!field,
      ),
    })),
  );
  return index.search(query).map((position) => pageEntries[position]);
}

/** The first sentence of a text, to show what a department does. */
export function firstSentence(text: string): string {
  const match = /^.*?[.।](?=\s|$)/u.exec(text);
  return match ? match[0] : text;
}
