// The inbox's filters, which the page's address holds (so a filtered view can be bookmarked)
// and GET /api/feedback takes under the same names; and the median wait, said in hours and
// minutes.
import { FEEDBACK_STATUSES } from "../../../generated/content";
import { addressFilters } from "../address-filters";

/** The filters, in the order the form shows them. */
export const FILTER_NAMES = ["status", "category", "ward", "due"] as const;

/** The due filter's values: waiting for an answer due today (in India), or past it. */
export const DUE_VALUES = ["today", "overdue"] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters set, each with its value (an unset, empty or impossible filter is absent). */
export type InboxFilters = Partial<Record<FilterName, string>>;

export const INBOX_FILTERS = addressFilters(FILTER_NAMES, {
  status: (value) => (FEEDBACK_STATUSES as readonly string[]).includes(value),
  category: (value) => /^[a-z]+(-[a-z]+)*$/.test(value),
  ward: (value) => /^[1-9][0-9]{0,2}$/.test(value),
  due: (value) => (DUE_VALUES as readonly string[]).includes(value),
});
export const { filtersOf, isFiltered, queryOf } = INBOX_FILTERS;

/** A wait of `seconds` in whole hours and minutes (rounded to the nearest minute). */
export function waitParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.round(Math.max(0, seconds) / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

type Translate = (key: string, args?: Record<string, string | number>) => string;

/** The median time to a first answer as staff read it: `2 h 5 min`, `45 min`, or that no
 * message has been answered yet. */
export function medianText(seconds: number | null, t: Translate): string {
  if (seconds === null) return t("inbox.noAnswers");
  const { hours, minutes } = waitParts(seconds);
  return hours === 0 ? t("inbox.waitMinutes", { minutes }) : t("inbox.waitHours", { hours, minutes });
}
