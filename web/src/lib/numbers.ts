// Numbers as the page language writes them: Indian grouping (1,23,456), at most one decimal, in
// the digits the site uses for both languages.
import type { Lang } from "./wasm";

const formats = new Map<Lang, Intl.NumberFormat>();

/** `value` written for a page in `lang`: `1,23,456.8`. */
export function formatNumber(value: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === "hi" ? "hi-IN" : "en-IN", { maximumFractionDigits: 1 });
    formats.set(lang, format);
  }
  return format.format(value);
}
