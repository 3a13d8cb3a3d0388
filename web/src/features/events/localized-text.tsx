import type { Bilingual } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { pickText } from "./event-data";

/** Text in the page language, or in the other language (marked with its lang) when empty. */
export function LocalizedText({ text, cut }: { text: Bilingual; cut?: (text: string) => string }) {
  const { lang } = useLanguage();
  const picked = pickText(text, lang);
  const shown = cut ? cut(picked.text) : picked.text;
  return picked.lang === lang ? <>{shown}</> : <span lang={picked.lang}>{shown}</span>;
}
