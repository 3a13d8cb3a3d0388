// The language of a text a citizen or a clerk typed: Hindi when it has Devanagari letters,
// else English, so that screen readers read it in its own voice.
import type { Lang } from "../../../lib/wasm";

export const textLang = (text: string): Lang => (/[\u0900-\u097f]/.test(text) ? "hi" : "en");
