// Writes the app's page once per language: index.html (English) and index.hi.html (Hindi),
// with <html lang>, the title, the description and the no-script message of that language.
// The server sends the one the URL's ?lang= asks for, so the first byte is already right.
//
// Each page also preloads what the page's script (src/boot.ts) asks for only once it runs, so
// that these downloads do not wait for it: the app's start (src/main.tsx, with the chunk of what
// it imports, build/first-load.ts), the site's wasm module (wasm-core/pkg/site/) and the shell part of the interface
// catalog in the page's language (web/build/catalogs.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

type Lang = "en" | "hi";

/** Marks the preloads of the app's start: a page rendered at build time leaves them out
 * (scripts/prerender.mjs), so that they do not compete with the page's stylesheet. */
const APP_START = "data-app-start";

function fill(template: string, contentDir: string, lang: Lang): string {
  const catalog = JSON.parse(readFileSync(join(contentDir, "i18n", `${lang}.json`), "utf8")) as Record<string, string>;
  const site = JSON.parse(readFileSync(join(contentDir, "site.json"), "utf8")) as { name: Record<Lang, string> };
  const values: Record<string, string> = {
    lang,
    title: site.name[lang],
    description: catalog["meta.description"],
    noscript: catalog["meta.noscript"],
    // Shown by main.tsx when the interface texts themselves cannot be downloaded.
    loadFailed: catalog["common.loadFailed"],
    retry: catalog["common.retry"],
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`index.html: unknown placeholder ${whole}`);
    return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  });
}

/** The built file name of the site's wasm module (wasm-core/pkg/site/, not the search's, the
 * forms' or the content editor's). */
function siteWasm(bundle: Record<string, { type: string; fileName: string; originalFileNames?: string[] }>): string {
  const found = Object.values(bundle).filter(
    (file) =>
      file.type === "asset" &&
      file.fileName.endsWith(".wasm") &&
      (file.originalFileNames ?? []).some((name) => /(^|\/)pkg\/site\/wasm_core_bg\.wasm$/.test(name)),
  );
  if (found.length !== 1) throw new Error(`expected one wasm from wasm-core/pkg/site/ in the build, found ${found.length}`);
  return found[0].fileName;
}

type Bundle = Record<string, { type: string; fileName: string; facadeModuleId?: string | null; imports?: readonly string[] }>;

/** The built file names of the chunks that a lazy import of module `id` loads: its own and
 * every chunk that one imports, directly or not. */
function chunksOf(bundle: Bundle, id: string): string[] {
  const found = Object.values(bundle).filter((file) => file.type === "chunk" && file.facadeModuleId === id);
  if (found.length !== 1) throw new Error(`expected one chunk for ${id}, found ${found.length}`);
  const names: string[] = [];
  const pending = [found[0].fileName];
  while (pending.length > 0) {
    const name = pending.shift()!;
    if (names.includes(name)) continue;
    names.push(name);
    pending.push(...(bundle[name]?.imports ?? []));
  }
  return names;
}

/** The built file name of the shell part of the catalog of `lang`. */
function shellCatalog(bundle: Bundle, lang: Lang): string {
  const id = `\0virtual:catalog/${lang}/shell`;
  const found = Object.values(bundle).filter((file) => file.type === "chunk" && file.facadeModuleId === id);
  if (found.length !== 1) throw new Error(`expected one chunk of the ${lang} shell catalog, found ${found.length}`);
  return found[0].fileName;
}

/** `html` with `links` at the end of its head. */
function withPreloads(html: string, links: string[]): string {
  if (!html.includes("</head>")) throw new Error("index.html has no </head>");
  return html.replace("</head>", `${links.map((link) => `  ${link}\n`).join("")}  </head>`);
}

/** The app's page in each language; `app` is the app's start (src/main.tsx), an absolute path. */
export function localizedHtml(contentDir: string, app: string): Plugin {
  let ssr = false;
  return {
    name: "smc:localized-html",
    enforce: "post",
    configResolved(config) {
      ssr = Boolean(config.build.ssr); // the prerender's build has no page of its own
    },
    transformIndexHtml(html, ctx) {
      // The dev server shows the English page; the build fills both in generateBundle.
      return ctx.server ? fill(html, contentDir, "en") : html;
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const page = bundle["index.html"];
      if (!page || page.type !== "asset") throw new Error("index.html missing from the build");
      const wasm = `<link rel="preload" href="/${siteWasm(bundle)}" as="fetch" type="application/wasm" crossorigin>`;
      const template = String(page.source);
      const appChunks = chunksOf(bundle as Bundle, app)
        .filter((name) => !template.includes(`href="/${name}"`)) // Vite links some itself
        .map((name) => `<link rel="modulepreload" crossorigin href="/${name}" ${APP_START}>`);
      const localized = (lang: Lang) => {
        const catalog = `<link rel="modulepreload" crossorigin href="/${shellCatalog(bundle, lang)}">`;
        return fill(withPreloads(template, [...appChunks, wasm, catalog]), contentDir, lang);
      };
      page.source = localized("en");
      this.emitFile({ type: "asset", fileName: "index.hi.html", source: localized("hi") });
    },
  };
}
