import type { Lang } from "../../lib/wasm";

const formatters: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  hi: new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/** A `YYYY-MM-DD` date in the long Indian format of `lang` ("18 November 2026",
 * "18 नवंबर 2026"); the text itself when it is not such a date. */
export function formatNoticeDate(date: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March: such a date is not one.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return date;
  return formatters[lang].format(utc);
}
