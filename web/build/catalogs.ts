// Serves the interface catalogs (content/i18n/en.json, hi.json) to the app in parts, one module
// per language and part (web/src/lib/catalogs/parts.ts says which key is in which part):
//
// - `virtual:catalogs` exports `loaders`, a dynamic import per language and part, so the build
//   makes each part a chunk of its own that is fetched only when a page needs it; the loaders of
//   the parts read later (the admin area's, the prompt at the end of a page) are in
//   `virtual:catalogs/later`, itself fetched on first use, so that the public site's first
//   download does not carry their files' names;
// - `virtual:catalog/<lang>/<part>` is one part's messages as a plain object.
//
// The build fails if a catalog key belongs to no part, so a new message cannot silently be
// left out of every download.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { LATER_PARTS, BUILD_ONLY_PREFIXES, CATALOG_PARTS, partOf, type CatalogPart } from "../src/lib/catalogs/parts.ts";

const LANGS = ["en", "hi"] as const;
const LOADERS = "virtual:catalogs";
const LATER_LOADERS = "virtual:catalogs/later";
const PART = /^virtual:catalog\/(en|hi)\/([\w-]+)$/;

type Messages = Record<string, string>;

/** Whether the browser never needs `key` (its prefix is written into index.html instead). */
function buildOnly(key: string): boolean {
  return BUILD_ONLY_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`));
}

/** Keys of `catalog` that belong to no part, for the build's error. */
export function keysWithoutPart(catalog: Messages): string[] {
  return Object.keys(catalog).filter((key) => !buildOnly(key) && partOf(key) === undefined);
}

/** The messages of `catalog` in `part`. */
export function partMessages(catalog: Messages, part: CatalogPart): Messages {
  return Object.fromEntries(Object.entries(catalog).filter(([key]) => !buildOnly(key) && partOf(key) === part));
}

/** The module of the loaders of `parts`; with `later`, those of `later` go through
 * `virtual:catalogs/later` (written once for both languages). */
function loadersModule(parts: readonly string[], later: readonly string[] = []): string {
  const byLang = LANGS.map((lang) => {
    const lines = parts
      .filter((part) => !later.includes(part))
      .map((part) => `    ${JSON.stringify(part)}: () => import(${JSON.stringify(`virtual:catalog/${lang}/${part}`)}),`);
    if (later.length > 0) lines.push(`    ...later(${JSON.stringify(lang)}),`);
    return `  ${lang}: {\n${lines.join("\n")}\n  },`;
  });
  const head =
    later.length === 0
      ? ""
      : [
          `const later = (lang) => Object.fromEntries(${JSON.stringify(later)}.map((part) => [part, () =>`,
          `  import(${JSON.stringify(LATER_LOADERS)}).then((m) => m.loaders[lang][part]())]));\n`,
        ].join("\n");
  return `${head}export const loaders = {\n${byLang.join("\n")}\n};\n`;
}

export function catalogs(contentDir: string): Plugin {
  const file = (lang: string) => join(contentDir, "i18n", `${lang}.json`);
  const read = (lang: string) => JSON.parse(readFileSync(file(lang), "utf8")) as Messages;
  return {
    name: "smc:catalogs",
    buildStart() {
      for (const lang of LANGS) {
        const catalog = read(lang);
        // wasm-core receives a part as one string, with U+001F between keys and messages
        // (wasm-core/js/format.js): it would drop a separator from a message.
        const separated = Object.keys(catalog).filter((key) =>
          ["\u001e", "\u001f"].some((separator) => (key + catalog[key]).includes(separator)),
        );
        if (separated.length > 0) this.error(`content/i18n/${lang}.json: U+001E or U+001F in ${separated.join(", ")}`);
        const stray = keysWithoutPart(catalog);
        if (stray.length > 0) {
          this.error(`content/i18n/${lang}.json: ${stray.join(", ")} belong to no part of web/src/lib/catalogs/parts.ts`);
        }
      }
    },
    resolveId(id) {
      return id === LOADERS || id === LATER_LOADERS || PART.test(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith("\0")) return undefined;
      const name = id.slice(1);
      if (name === LOADERS) return loadersModule(Object.keys(CATALOG_PARTS), LATER_PARTS);
      if (name === LATER_LOADERS) return loadersModule(LATER_PARTS);
      const match = PART.exec(name);
      if (!match) return undefined;
      const [, lang, part] = match;
      if (!(part in CATALOG_PARTS)) this.error(`${name}: no such catalog part`);
      this.addWatchFile(file(lang));
      return `export default ${JSON.stringify(partMessages(read(lang), part as CatalogPart))};\n`;
    },
  };
}
