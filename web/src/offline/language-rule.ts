// The language of a page, by the rule the server and the app apply (wasm-core `Lang::resolve`),
// for the service worker, which cannot load wasm-core: the address's `lang`, else the visitor's
// saved choice (the language cookie), else the first of the browser's languages the site has,
// else English. language-rule.test.ts holds this copy to wasm-core's rule.

/** The site's languages (wasm-core `LANGS`). */
export const LANGS: readonly string[] = ["en", "hi"];
/** The language cookie (wasm-core `lang::COOKIE`). */
export const LANG_COOKIE = "smc_lang";

/** The site's language a tag names (`hi-IN` → `hi`), if any. */
export function fromTag(tag: string | null | undefined): string | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && LANGS.includes(primary) ? primary : undefined;
}

/** The language for the address's `param`, the `stored` choice and the browser's `preferred`. */
export function resolveLanguage(param: string | null, stored: string | null, preferred: readonly string[]): string {
  return fromTag(param) ?? fromTag(stored) ?? preferred.map(fromTag).find(Boolean) ?? LANGS[0];
}
