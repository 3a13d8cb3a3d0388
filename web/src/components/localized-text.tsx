import type { Bilingual } from "../config/site";
import { pickText } from "../lib/pick-text";
import { useLanguage } from "../lib/language";

interface LocalizedTextProps {
  text: Bilingual;
  /** Shortens the text shown (the gallery's card preview). */
  cut?: (text: string) => string;
}

/** Text in the page language, or in the other language (marked with its lang) when empty. */
export function LocalizedText({ text, cut }: LocalizedTextProps) {
  const { lang } = useLanguage();
  const picked = pickText(text, lang);
  const shown = cut ? cut(picked.text) : picked.text;
  return picked.lang === lang ? <>{shown}</> : <span lang={picked.lang}>{shown}</span>;
}
