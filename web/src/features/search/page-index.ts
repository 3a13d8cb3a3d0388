// The "Pages and departments" group: every public page of the route table by its title in
// both languages, departments also by their about text (content/departments.json).
import departmentData from "@content/departments.json";
import en from "@content/i18n/en.json";
import hi from "@content/i18n/hi.json";
import { SearchIndex } from "../../lib/search-index";
import { routeTable, type Lang, type RouteInfo } from "../../lib/wasm";

type Bilingual = Record<Lang, string>;

/** A page that search can find. */
export interface PageEntry {
  route: RouteInfo;
  /** The department's about text, for department pages. */
  about?: Bilingual;
}

const catalogs: Record<Lang, Record<string, string>> = { en, hi };
const abouts = new Map<string, Bilingual>(departmentData.map((d) => [d.id, d.about]));

/** The public pages, one entry per page (the first of its paths), the search page left out. */
export const pageEntries: readonly PageEntry[] = routeTable
  .filter((route) => route.layout === "public" && route.page !== "search")
  .filter((route, i, all) => all.findIndex((other) => other.page === route.page) === i)
  .map((route) => ({ route, about: abouts.get(route.page) }));

let index: SearchIndex | undefined;

/** The pages matching `query`, best first. */
export function searchPages(query: string): PageEntry[] {
  index ??= new SearchIndex(
    pageEntries.map(({ route, about }) => ({
      text: [catalogs.en[route.titleKey], catalogs.hi[route.titleKey], about?.en, about?.hi].filter(
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
