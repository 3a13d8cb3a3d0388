// The "Pages and departments" group: every public page of the route table by what names it, the
// title in both languages, and a department's page also by its head, a profile page by the
// person it is about (the `departments` and `profiles` content). A department's about text is
// its body: a page is found by one of its words only as typed, after the pages that a title or a
// name matches, so that the many words about text mentions in passing (Singrauli, पक्ष) find
// nothing by their beginning or across scripts.
import type { Bilingual, Department, Profiles } from "../../generated/content";
import { translate } from "../../lib/catalogs/load";
import { SearchIndex } from "../../lib/search-index";
import { LANGS, routeTable, type RouteInfo } from "../../lib/wasm";

/** The person a page names: a department's head, or whom a profile page is about. */
export interface PagePerson {
  name: Bilingual;
  /** A department head's post (a profile page's title says it already). */
  post?: Bilingual;
}

/** A page that search can find. */
export interface PageEntry {
  route: RouteInfo;
  /** The department's about text, for department pages. */
  about?: Bilingual;
  person?: PagePerson;
}

/** The profile pages, by page id. */
const PROFILE_PAGES = ["commissioner", "mayor", "chairman"] as const satisfies readonly (keyof Profiles)[];

/** The public pages, one entry per page (the first of its paths), the search page left out;
 * a department's page with its about text and head from `departments`, a profile page with its
 * person from `profiles`. */
export function pageEntries(departments: readonly Department[], profiles: Profiles): PageEntry[] {
  const byId = new Map<string, Department>(departments.map((d) => [d.id, d]));
  const people = new Map<string, PagePerson>(PROFILE_PAGES.map((page) => [page, { name: profiles[page].name }]));
  return routeTable
    .filter((route) => route.layout === "public" && route.page !== "search")
    .filter((route, i, all) => all.findIndex((other) => other.page === route.page) === i)
    .map((route) => {
      const department = byId.get(route.page);
      const person = department ? { name: department.head.name, post: department.head.post } : people.get(route.page);
      return { route, about: department?.about, person };
    });
}

const both = (text: Bilingual | undefined): string[] => (text ? [text.en, text.hi] : []);

interface Indexed {
  entries: PageEntry[];
  index: SearchIndex;
}

/** The index of each pair of lists, made once. */
const indexes = new WeakMap<readonly Department[], WeakMap<Profiles, Indexed>>();

/** The pages matching `query`, best first. Pages are found by their names in both languages,
 * so the shell part of both catalogs must be loaded (the search page waits for it). */
export function searchPages(departments: readonly Department[], profiles: Profiles, query: string): PageEntry[] {
  let byProfiles = indexes.get(departments);
  if (!byProfiles) indexes.set(departments, (byProfiles = new WeakMap()));
  let found = byProfiles.get(profiles);
  if (!found) {
    const entries = pageEntries(departments, profiles);
    const index = new SearchIndex(
      entries.map(({ route, about, person }) => ({
        text: [...LANGS.map((lang) => translate(lang, route.titleKey)), ...both(person?.name)].filter(
          (field): field is string => !!field,
        ),
        body: [...both(about), ...both(person?.post)].filter((field) => !!field),
      })),
    );
    found = { entries, index };
    byProfiles.set(profiles, found);
  }
  const { entries, index } = found;
  return index.search(query).map((position) => entries[position]);
}

/** The first sentence of a text, to show what a department does. */
export function firstSentence(text: string): string {
  const match = /^.*?[.।](?=\s|$)/u.exec(text);
  return match ? match[0] : text;
}
