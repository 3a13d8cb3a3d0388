// Draws every public page to HTML in each language, after `vite build` and before precompress:
// builds src/prerender.tsx for Node into dist-render/, draws each page with it from the content
// a new data directory starts with (content/*.json), and writes dist/_pages/<lang>/<path>.html
// (dist/_pages/en/index.html for "/", 404.html for the 404 page) from the built index.html of
// that language (src/render/template.ts). The server sends these until it has drawn the
// pages with its own content; main.tsx takes a page over without drawing it again.
//
// dist-render/ stays: it holds the server's render worker (src/render/worker.ts, built beside
// the drawing bundle as worker.mjs), which draws the pages again with the store's content
// whenever it changes; dist/_pages/reads.json tells it which content lists each page read.
// The build fails if a page fails to render (its code throws: a missing message, for one).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = join(web, "dist");
const renderDir = join(web, "dist-render");

// The drawing bundle holds the day the app's build wrote (BUILD_DAY_FILE of build/build-day.ts),
// not one of its own: a page drawn after midnight must still match the app that takes it over.
process.env.SMC_BUILD_DAY = JSON.parse(readFileSync(join(dist, "_pages", "build.json"), "utf8")).day;
await build({
  root: web,
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: renderDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: {
      input: { prerender: "src/prerender.tsx", worker: "src/render/worker.ts" },
      // The server runs worker.mjs (its --render-worker).
      output: { entryFileNames: (chunk) => (chunk.name === "worker" ? "worker.mjs" : "[name].js") },
    },
  },
});

const {
  LANGS,
  NOT_FOUND,
  fileOf,
  fillTemplate,
  template,
  OFFLINE_LISTS,
  OFFLINE_NOTICE,
  OFFLINE_PAGES,
  pageContentScript,
  prerenderedPages,
  provideSeed,
  renderPage,
} = await import(pathToFileURL(join(renderDir, "prerender.js")).href);
provideSeed();

let written = 0;
/** What each page read, for the server (`_pages/reads.json`): while that content is as the
 * seed has it, it sends these pages as they are. */
const reads = {};
try {
  for (const lang of LANGS) {
    reads[lang] = {};
    const page = template(dist, lang);
    for (const entry of prerenderedPages) {
      // A page is drawn once in the second language, with the lists it read in the first.
      const expected = lang === LANGS[0] ? undefined : reads[LANGS[0]][entry.path];
      const { html, title, content, feeds } = await renderPage(entry, lang, { expected });
      const out = join(dist, "_pages", lang, `${fileOf(entry.path, NOT_FOUND)}.html`);
      mkdirSync(dirname(out), { recursive: true });
      const drawn = fillTemplate(page, { html, title, data: pageContentScript(content), feeds });
      writeFileSync(out, drawn);
      reads[lang][entry.path] = Object.keys(content);
      written++;
    }
  }
  writeFileSync(join(dist, "_pages", "reads.json"), JSON.stringify(reads));
  // The lists the pages kept for use offline read, which the service worker fetches ahead: the
  // app asks for them when it moves to one of those pages (src/offline/offline-pages.ts).
  const lists = new Set(LANGS.flatMap((lang) => [...OFFLINE_PAGES, OFFLINE_NOTICE].flatMap((path) => reads[lang][path] ?? [])));
  writeFileSync(join(dist, OFFLINE_LISTS.slice(1)), JSON.stringify({ lists: [...lists].sort() }));
} catch (error) {
  console.error("prerender:", error);
  process.exit(1);
}
console.log(`prerender: ${written} pages in ${LANGS.length} languages`);
