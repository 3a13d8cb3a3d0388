// The build's second entry (scripts/prerender.mjs runs it in Node, and the render worker,
// src/render/worker.ts, imports it): every public page of the
// route table, and the 404 page, drawn to HTML in each language, exactly as the browser's first
// render draws them. A visitor on a slow network reads the page as soon as the HTML and the
// stylesheet arrive; main.tsx then takes it over (hydrates it) without drawing it again.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/app";
import { pages } from "./app/pages";
import { drawPagesWhole } from "./components/layout/public-layout";
import * as pageTitle from "./components/page-title";
import { loadCatalogs, translate } from "./lib/catalogs/load";
import { lastUpdatedDay } from "./lib/content/last-updated";
import { feedPath, feedsOfPage } from "./lib/feeds";
import {
  contentNow,
  contentRead,
  drawingPage,
  forgetContent,
  forgetLists,
  noteContentRead,
  provideContent,
  setContentFetcher,
  type List,
  type PageContent,
} from "./lib/content/store";
import { forgetDirectories } from "./lib/directory/load";
import { seedContent } from "./lib/content/seed";
import type { CatalogPart } from "./lib/catalogs/parts";
import { searchWithLang } from "./lib/language";
import { LANGS, routeTable, type Lang } from "./lib/wasm";
import type { FeedLink } from "./render/template";

// Every page is drawn whole here, "Was this page useful?" included as a plain form for a
// browser without JavaScript.
drawPagesWhole();

/** A page drawn at build time: its path (`NOT_FOUND` for the 404 page), its heading's key and
 * the catalog parts it needs besides the shell. */
export interface PrerenderedPage {
  path: string;
  titleKey: string;
  parts: readonly CatalogPart[];
}

/** Stands for any path outside the route table: the 404 page. */
export const NOT_FOUND = "/404";

export { LANGS };
export { pageContentScript } from "./lib/content/store";
export { OFFLINE_LISTS, OFFLINE_NOTICE, OFFLINE_PAGES } from "./offline/offline-pages";
export { fileOf, fillTemplate, template } from "./render/template";

/** Every page drawn at build time: each route but those only a signed-in admin sees. */
export const prerenderedPages: readonly PrerenderedPage[] = [
  ...routeTable
    .filter((route) => !pages[route.page]?.signedIn)
    .map((route) => ({ path: route.path, titleKey: route.titleKey, parts: pages[route.page]?.parts ?? [] })),
  { path: NOT_FOUND, titleKey: "notFound.title", parts: [] },
];

/** Draws from the content a new data directory starts with (content/*.json): nothing is
 * fetched while drawing. */
export function provideSeed() {
  drawWith(seedContent());
}

/** Draws from `content` (every kind, as the seed has it) from now on: what was read from
 * earlier content is forgotten, and nothing is fetched while drawing. */
export function drawWith(content: PageContent) {
  setContentFetcher(null);
  forgetContent();
  forgetDirectories();
  provideContent(content);
}

/** Draws from lists fetched as the pages read them (`fetch(key)`, the server's answer to `GET
 * /api/content/<key>`), from now on: what was read before is forgotten (the render worker). */
export function drawFetching(fetch: (key: string) => Promise<List>) {
  drawWith({});
  setContentFetcher(fetch);
}

/** `page` in `lang`: the inside of `<div id="root">`, the browser tab's name, the content lists
 * the page read (which it carries, so the app takes it over without asking again), and the day
 * its content last changed (`YYYY-MM-DD`, in India), which it shows. `query` (`q=singh`) is the
 * search a directory or the site search draws with, as if its address held it after the
 * language, as the site's own links and forms write it (`?lang=hi&q=singh`). `given` are lists
 * for this drawing alone (what the server made of one request: a form sent back with its
 * problems), held while it is drawn and carried like the lists it read, then forgotten. */
export async function renderPage(
  page: PrerenderedPage,
  lang: Lang,
  query = "",
  given: PageContent = {},
): Promise<{ html: string; title: string; content: PageContent; updated: string; feeds: FeedLink[] }> {
  provideContent(given);
  try {
    return await drawPage(page, lang, query);
  } finally {
    forgetLists(Object.keys(given));
  }
}

async function drawPage(
  page: PrerenderedPage,
  lang: Lang,
  query: string,
): Promise<{ html: string; title: string; content: PageContent; updated: string; feeds: FeedLink[] }> {
  await loadCatalogs(lang, ["shell", ...page.parts]);
  const app = (
    <StrictMode>
      <StaticRouter location={`${page.path}${searchWithLang("", lang)}${query ? `&${query}` : ""}`}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>
  );
  // The first pass waits for the page's code (a lazy chunk) and throws its answer away: React
  // moves a large part that had to wait to the end of the HTML, with a script to put it in
  // place, and the site's pages run no inline script. The second finds everything loaded and
  // draws the page in order, in one go.
  // The first pass also notes every list the page reads: the second draws its "Last updated"
  // day from all of them, at the end of its main content and in the footer after it alike
  // (components/layout/last-updated.tsx), as the app does from the lists the page carries.
  const errors: unknown[] = [];
  noteContentRead();
  const { prelude } = await prerenderToNodeStream(app, { onError: (error) => void errors.push(error) });
  for await (const _chunk of prelude);
  if (errors.length > 0) throw new Error(`${page.path} (${lang}) failed to render`, { cause: errors[0] });
  const keys = Object.keys(contentRead());
  drawingPage(page.path, keys);
  noteContentRead();
  pageTitle.forgetDrawnTitle();
  const html = renderToString(app);
  const content = contentRead();
  if (Object.keys(content).join() !== keys.join()) {
    throw new Error(`${page.path} (${lang}) read other content when drawn again`);
  }
  // A part still waiting (<!--$?-->), failed (<!--$!-->) or moved by a script is a page the
  // browser would draw differently.
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error(`${page.path} (${lang}) was not drawn in full`);
  // The Content Security Policy (style-src 'self') blocks style attributes in HTML: a CSS
  // variable is set from the script instead (lib/use-css-variable.ts).
  if (/<[^>]+\sstyle=/.test(html)) throw new Error(`${page.path} (${lang}) has a style attribute`);
  const t = (key: string, args?: Record<string, string | number>) => translate(lang, key, args);
  const site = contentNow("site")?.items[0] as { name: Record<Lang, string> } | undefined;
  const updated = lastUpdatedDay(Object.values(content));
  const siteName = site?.name[lang] ?? "";
  const kinds = feedsOfPage(page.path);
  if (kinds.length > 0) await loadCatalogs(lang, ["feeds"]);
  const feeds = kinds.map((kind) => ({ href: feedPath(kind, lang), title: t(`feeds.${kind}`, { site: siteName }) }));
  // A page titled by its content (a document's) names the tab with the heading it drew.
  const title = pageTitle.drawnTitle ?? t(page.titleKey);
  return { html, title: pageTitle.documentTitle(t, siteName, title), content, updated, feeds };
}
