// Dates as the site shows them: the long Indian format of the page language
// ("21 November 2026", "21 नवंबर 2026").
import type { Lang } from "./wasm";

const LOCALES: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };

/** Calendar days (`YYYY-MM-DD`) are read and shown in UTC, so no time zone moves them. */
const dayFormatters: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALES.en, { dateStyle: "long", timeZone: "UTC" }),
  hi: new Intl.DateTimeFormat(LOCALES.hi, { dateStyle: "long", timeZone: "UTC" }),
};

/** A `YYYY-MM-DD` day in the long Indian format of `lang`; the text itself when it is not a
 * real day. */
export function formatDay(day: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC rolls 2026-02-30 over into March: such a day is not one.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return day;
  return dayFormatters[lang].format(utc);
}

/** A moment (such as now) as the day it is here, in the long Indian format of `lang`. */
export function formatLongDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long" }).format(date);
}

/** `date` as `YYYY-MM-DD` in local time, for a <time dateTime>. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
