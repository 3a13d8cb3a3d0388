// The filters of a list in the admin area (the audit log, the feedback inbox, what is due for
// review), which the page's address holds (so a filtered view can be bookmarked, and the
// reminder letters can link to one) and its API takes under the same names.

/** A list's filters: their names in the order the form shows them, and what each takes. */
export interface AddressFilters<N extends string> {
  names: readonly N[];
  /** The filters of an address's query (`?owner=asha&lang=hi`); anything else in it, and a value
   * its filter cannot take, is left out. */
  filtersOf: (search: string) => Partial<Record<N, string>>;
  /** Whether any filter is set. */
  isFiltered: (filters: Partial<Record<N, string>>) => boolean;
  /** The query of `filters` (with `extra` after them), `?` included, in a fixed order; "" when
   * there is nothing. */
  queryOf: (filters: Partial<Record<N, string>>, extra?: Record<string, string>) => string;
}

/** The filters named `names`, each value checked with `valid` (the server refuses anything
 * else, so the page never sends it). */
export function addressFilters<N extends string>(
  names: readonly N[],
  valid: Record<N, (value: string) => boolean>,
): AddressFilters<N> {
  return {
    names,
    filtersOf: (search) => {
      const params = new URLSearchParams(search);
      const filters: Partial<Record<N, string>> = {};
      for (const name of names) {
        const value = params.get(name)?.trim();
        if (value && valid[name](value)) filters[name] = value;
      }
      return filters;
    },
    isFiltered: (filters) => names.some((name) => filters[name] !== undefined),
    queryOf: (filters, extra = {}) => {
      const params = new URLSearchParams();
      for (const name of names) {
        const value = filters[name];
        if (value) params.set(name, value);
      }
      for (const [name, value] of Object.entries(extra)) params.set(name, value);
      const query = params.toString();
      return query ? `?${query}` : "";
    },
  };
}
