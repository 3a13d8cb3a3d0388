// The filters of what is due for review, which the page's address holds (so the owners'
// reminder letters can link to their own list) and GET /api/review takes under the same names.
import { KIND_NAMES } from "../../../generated/content";
import { addressFilters } from "../address-filters";

/** The filters, in the order the form shows them. */
export const FILTER_NAMES = ["owner", "kind"] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters set, each with its value (an unset, empty or impossible filter is absent). */
export type DueFilters = Partial<Record<FilterName, string>>;

/** An account's username, a kind of content (the server refuses an unknown kind). */
export const DUE_FILTERS = addressFilters(FILTER_NAMES, {
  owner: (value) => /^[a-z0-9._-]{1,64}$/.test(value),
  kind: (value) => (KIND_NAMES as readonly string[]).includes(value),
});
export const { filtersOf, isFiltered, queryOf } = DUE_FILTERS;
