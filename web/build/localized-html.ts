// Writes the app's page once per language: index.html (English) and index.hi.html (Hindi),
// with <html lang>, the title, the description and the no-script message of that language.
// The server sends the one the URL's ?lang= asks for, so the first byte is already right.
//
// The page also preloads the site's wasm module (pkg/): the app's script asks for it only once
// it runs, so without the hint the wasm download waits for the script's.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

type Lang = "en" | "hi";

function fill(template: string, contentDir: string, lang: Lang): string {
  const catalog = JSON.parse(readFileSync(join(contentDir, "i18n", `${lang}.json`), "utf8"));
  const site = JSON.parse(readFileSync(join(contentDir, "site.json"), "utf8"));
  const values: Record<string, string> = {
    lang,
    title: site.name[lang],
    description: catalog["meta.description"],
    noscript: catalog["meta.noscript"],
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`index.html: unknown placeholder ${whole}`);
    return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  });
}

/** The built file name of the site's wasm module (pkg/wasm_core_bg.wasm, not pkg-search/ or
 * pkg-forms/). */
function siteWasm(bundle: Record<string, { type: string; fileName: string; originalFileNames?: string[] }>): string {
  const found = Object.values(bundle).filter(
    (file) =>
      file.type === "asset" &&
      file.fileName.endsWith(".wasm") &&
      (file.originalFileNames ?? []).some((name) => /(^|\/)pkg\/wasm_core_bg\.wasm$/.test(name)),
  );
  if (found.length !== 1) throw new Error(`expected one wasm from pkg/ in the build, found ${found.length}`);
  return found[0].fileName;
}

/** `html` with a preload of `wasm` at the end of its head. */
function withWasmPreload(html: string, wasm: string): string {
  const link = `<link rel="preload" href="/${wasm}" as="fetch" type="application/wasm" crossorigin>`;
  if (!html.includes("</head>")) throw new Error("index.html has no </head>");
  return html.replace("</head>", `  ${link}\n  </head>`);
}

export function localizedHtml(contentDir: string): Plugin {
  return {
    name: "smc:localized-html",
    enforce: "post",
    transformIndexHtml(html, ctx) {
      // The dev server shows the English page; the build fills both in generateBundle.
      return ctx.server ? fill(html, contentDir, "en") : html;
    },
    generateBundle(_options, bundle) {
      const page = bundle["index.html"];
      if (!page || page.type !== "asset") throw new Error("index.html missing from the build");
      const template = withWasmPreload(String(page.source), siteWasm(bundle));
      page.source = fill(template, contentDir, "en");
      this.emitFile({ type: "asset", fileName: "index.hi.html", source: fill(template, contentDir, "hi") });
    },
  };
}
