// The build's rendering of every public page in each language (scripts/prerender.mjs builds this
// entry and runs `prerenderSite`, after `vite build` and before precompress): each page rendered
// from the content a new data directory starts with (content/*.json) and written to
// dist/_pages/<lang>/<path>.html (dist/_pages/en/index.html for "/", 404.html for the 404 page)
// from the built index.html of that language (template.ts). The server sends these until it
// has rendered the pages with its own content; main.tsx hydrates a page without rendering it again.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pageContentScript } from "../lib/content/store";
import { OFFLINE_LISTS, OFFLINE_NOTICE, OFFLINE_PAGES } from "../offline/offline-pages";
import { LANGS, NOT_FOUND, prerenderedPages, provideSeed, renderPage } from "./pages";
import { fileOf, fillTemplate, template } from "./template";

/** Renders every page into `dist` (the built web app), and gives how many it wrote. A page that
 * fails to render (its code throws: a missing message, for one) throws. */
export async function prerenderSite(dist: string): Promise<number> {
  provideSeed();
  let written = 0;
  /** What each page read, for the server (`_pages/reads.json`): while that content is as the
   * seed has it, it sends these pages as they are. */
  const reads: Record<string, Record<string, string[]>> = {};
  for (const lang of LANGS) {
    const read: Record<string, string[]> = (reads[lang] = {});
    const page = template(dist, lang);
    for (const entry of prerenderedPages) {
      // A page is rendered once in the second language, with the lists it read in the first.
      const expected = lang === LANGS[0] ? undefined : reads[LANGS[0]][entry.path];
      const { html, title, content, feeds } = await renderPage(entry, lang, { expected });
      const out = join(dist, "_pages", lang, `${fileOf(entry.path, NOT_FOUND)}.html`);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, fillTemplate(page, { html, title, data: pageContentScript(content), feeds }));
      read[entry.path] = Object.keys(content);
      written++;
    }
  }
  writeFileSync(join(dist, "_pages", "reads.json"), JSON.stringify(reads));
  // The lists the pages kept for use offline read, which the service worker fetches ahead: the
  // app asks for them when it moves to one of those pages (src/offline/offline-pages.ts).
  const lists = new Set(LANGS.flatMap((lang) => [...OFFLINE_PAGES, OFFLINE_NOTICE].flatMap((path) => reads[lang][path] ?? [])));
  writeFileSync(join(dist, OFFLINE_LISTS.slice(1)), JSON.stringify({ lists: [...lists].sort() }));
  return written;
}

export { LANGS };
// For bench/render/render-once.mjs, which times the rendering of every page.
export { renderFetching, prerenderedPages, provideSeed, renderPage } from "./pages";
