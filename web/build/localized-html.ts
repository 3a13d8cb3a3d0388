// Writes the app's page once per language: index.html (English) and index.hi.html (Hindi),
// with <html lang>, the title, the description and the no-script message of that language.
// The server sends the one the URL's ?lang= asks for, so the first byte is already right.
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
      const template = String(page.source);
      page.source = fill(template, contentDir, "en");
      this.emitFile({ type: "asset", fileName: "index.hi.html", source: fill(template, contentDir, "hi") });
    },
  };
}
