// Which language a bilingual text is shown in: a module of its own, so the pages that show
// such texts (the home page's event cards) take nothing else with it.
import type { Bilingual } from "../generated/content";
import type { Lang } from "./wasm";

/** A text in the page language, or in the other one (with its language) when that is empty. */
export function pickText(text: Bilingual, lang: Lang): { text: string; lang: Lang } {
  if (text[lang].trim()) return { text: text[lang], lang };
  const other: Lang = lang === "en" ? "hi" : "en";
  return { text: text[other], lang: other };
}
