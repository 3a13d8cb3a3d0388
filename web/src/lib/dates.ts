// Dates as the site shows them: the long Indian format of the page language
// ("21 November 2026", "21 नवंबर 2026"), written by wasm-core (`dates.rs`), which the server
// also uses for the pages it renders.
import { formatDay, type Lang } from "./wasm";

export { formatDay };

/** A moment (such as now) as the day it is here, in the long Indian format of `lang`. */
export function formatLongDate(date: Date, lang: Lang): string {
  return formatDay(isoDay(date), lang);
}

/** India's offset from UTC, the same all year (India keeps no summer time). */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The day (`YYYY-MM-DD`) it was in India at `moment` (RFC 3339), whatever the time zone of the
 * computer: `2026-11-23T20:00:00Z` is 24 November there. "" for a text that is not a moment. */
export function indiaDay(moment: string): string {
  return toIndiaTime(moment).slice(0, 10);
}

/** A moment (RFC 3339) as the clock reads it in India, to the minute: `2026-11-24T00:30:00Z` →
 * `2026-11-24T06:00`; "" for a text that is not a moment. */
export function toIndiaTime(moment: string): string {
  const ms = Date.parse(moment);
  if (moment === "" || Number.isNaN(ms)) return "";
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** `date` as `YYYY-MM-DD` in local time, for a <time dateTime>. */
export function isoDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
