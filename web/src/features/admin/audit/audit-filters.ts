// The audit log's filters, which the page's address holds (so a filtered view can be
// bookmarked) and GET /api/audit takes under the same names.
import { addressFilters } from "../address-filters";

/** The filters, in the order the form shows them. */
export const FILTER_NAMES = ["who", "kind", "action", "from", "to"] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters set, each with its value (an unset or empty filter is absent). */
export type AuditFilters = Partial<Record<FilterName, string>>;

/** Any value: the server says what it cannot read (a day that is not one), and the form shows
 * it at its field. */
export const AUDIT_FILTERS = addressFilters(FILTER_NAMES, {
  who: () => true,
  kind: () => true,
  action: () => true,
  from: () => true,
  to: () => true,
});
export const { filtersOf, isFiltered, queryOf } = AUDIT_FILTERS;

/** The address of the CSV file of every entry the filters keep (a plain link downloads it). */
export function csvAddress(filters: AuditFilters): string {
  return `/api/audit${queryOf(filters, { format: "csv" })}`;
}
