// Draws every public page to HTML in each language, after `vite build` and before precompress:
// builds src/prerender.tsx for Node, renders each page with it, and writes
// dist/_pages/<lang>/<path>.html (dist/_pages/en/index.html for "/", 404.html for the 404 page)
// from the built index.html of that language. The server sends these for a page's address
// (server/src/site/pages.rs); main.tsx takes the page over without drawing it again.
//
// A drawn page is drawn by the browser before the app starts (src/boot.ts), so it does not
// preload the app's code (the links build/localized-html.ts marks data-app-start): the page's
// stylesheet then has the connection to itself, and the app's code is fetched once the page is
// drawn. It keeps the preloads of the wasm module and the texts, which the app needs next.
// The events gallery also gets a kit beside its page (events-gallery.kit.json), from which the
// server draws the gallery with its events (server/src/site/gallery.rs).
// The build fails if a page fails to render or logs an error (such as a missing message).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = join(web, "dist");
const ssrOut = join(web, "dist-ssr");

await build({
  root: web,
  logLevel: "warn",
  build: { ssr: "src/prerender.tsx", outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, minify: false },
});

const errors = [];
const consoleError = console.error;
console.error = (...args) => errors.push(args.map(String).join(" "));

const { GALLERY_PATH, LANGS, NOT_FOUND, galleryKit, prerenderedPages, renderPage } = await import(pathToFileURL(join(ssrOut, "prerender.js")).href);

const ROOT = '<div id="root"></div>';
const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

// index.html's message for a failed download stands in for the whole page. A drawn page is
// there already: its message is an alert held at the bottom of the screen, without a second
// <main> and <h1>. It stays after the page, so that the skip link is still the first link.
const LOAD_FAILED = /\s*<main class="noscript" id="app-load-failed" hidden>\s*<h1>[^<]*<\/h1>\s*(<p role="alert">.*?<\/p>)\s*<\/main>/s;

/** The built page of `lang`, ready to take a page's HTML. */
function template(lang) {
  const html = readFileSync(join(dist, lang === "en" ? "index.html" : "index.hi.html"), "utf8");
  const failed = html.match(LOAD_FAILED);
  if (!html.includes(ROOT) || !/<title>[^<]*<\/title>/.test(html) || !failed) {
    throw new Error(`the ${lang} page has no ${ROOT}, <title> or #app-load-failed`);
  }
  return html
    .replace(/^\s*<link rel="modulepreload"[^>]* data-app-start>\n/gm, "")
    .replace(failed[0], () => `\n    <div class="noscript noscript--banner" id="app-load-failed" hidden>${failed[1]}</div>`);
}

const fileOf = (path) => (path === "/" ? "index" : path === NOT_FOUND ? "404" : path.slice(1));

let written = 0;
try {
  for (const lang of LANGS) {
    const page = template(lang);
    for (const entry of prerenderedPages) {
      const { html, title } = await renderPage(entry, lang);
      const out = join(dist, "_pages", lang, `${fileOf(entry.path)}.html`);
      mkdirSync(dirname(out), { recursive: true });
      const drawn = page
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
        .replace(ROOT, () => `<div id="root">${html}</div>`);
      writeFileSync(out, drawn);
      written++;
      // The server draws the gallery with its events from this kit (src/features/events/gallery-kit.tsx).
      if (entry.path === GALLERY_PATH) {
        writeFileSync(out.replace(/\.html$/, ".kit.json"), JSON.stringify(galleryKit(lang, drawn)));
      }
    }
  }
} finally {
  console.error = consoleError;
  rmSync(ssrOut, { recursive: true, force: true });
}
if (errors.length > 0) {
  console.error(`prerender: ${errors.length} error(s) while drawing the pages:\n${errors.join("\n")}`);
  process.exit(1);
}
console.log(`prerender: ${written} pages in ${LANGS.length} languages`);
