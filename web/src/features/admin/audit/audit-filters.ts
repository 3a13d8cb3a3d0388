// The audit log's filters, which the page's address holds (so a filtered view can be
// bookmarked) and GET /api/audit takes under the same names.

/** The filters, in the order the form shows them. */
export const FILTER_NAMES = ["who", "kind", "action", "from", "to"] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters set, each with its value (an unset or empty filter is absent). */
export type AuditFilters = Partial<Record<FilterName, string>>;

/** The filters of an address's query (`?who=asha&lang=hi`); anything else in it is left out. */
export function filtersOf(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const filters: AuditFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** Whether any filter is set. */
export function isFiltered(filters: AuditFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== undefined);
}

/** The query of `filters` (with `extra` after them), `?` included; "" when there is nothing. */
export function queryOf(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The address of the CSV file of every entry the filters keep (a plain link downloads it). */
export function csvAddress(filters: AuditFilters): string {
  return `/api/audit${queryOf(filters, { format: "csv" })}`;
}
