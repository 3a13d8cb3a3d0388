// The filters of what is due for review, which the page's address holds (so the owners'
// reminder letters can link to their own list) and GET /api/review takes under the same names.
import { KIND_NAMES } from "../../../generated/content";

/** The filters, in the order the form shows them. */
export const FILTER_NAMES = ["owner", "kind"] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters set, each with its value (an unset, empty or impossible filter is absent). */
export type DueFilters = Partial<Record<FilterName, string>>;

/** What each filter takes: an account's username, a kind of content (the server refuses an
 * unknown kind, so the page never sends one). */
const VALID: Record<FilterName, (value: string) => boolean> = {
  owner: (value) => /^[a-z0-9._-]{1,64}$/.test(value),
  kind: (value) => (KIND_NAMES as readonly string[]).includes(value),
};

/** The filters of an address's query (`?owner=asha&lang=hi`); anything else in it, and a value
 * the filter cannot take, is left out. */
export function filtersOf(search: string): DueFilters {
  const params = new URLSearchParams(search);
  const filters: DueFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value && VALID[name](value)) filters[name] = value;
  }
  return filters;
}

/** Whether any filter is set. */
export function isFiltered(filters: DueFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== undefined);
}

/** The query of `filters`, `?` included, in a fixed order; "" when there is nothing. */
export function queryOf(filters: DueFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
