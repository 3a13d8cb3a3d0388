// Every public page of the route table, and the 404 page, rendered to HTML in each language,
// exactly as the browser's first render renders them. A visitor on a slow network reads the page as
// soon as the HTML and the stylesheet arrive; main.tsx then hydrates it without
// rendering it again.
//
// src/render/ is the rendering of pages in Node, built for it as dist-render/ by
// scripts/prerender.mjs (the build step, which must run before the bundle exists):
// - pages.tsx (this file): what a page is rendered from (a content store, made for each content
//   and given to the page through React), and `renderPage`;
// - template.ts: the built index.html of a language, made ready to take a rendered page;
// - prerender.ts: the build's rendering of every page from the seed, into dist/_pages/ (the
//   bundle's entry prerender.js);
// - worker.ts: the server's render worker (the bundle's entry worker.mjs), which renders pages
//   with the store's content.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "../app/app";
import { pages } from "../app/pages";
import { renderPagesWhole } from "../components/layout/public-layout";
import { documentTitle } from "../components/page-title";
import { loadCatalogs, translate } from "../lib/catalogs/load";
import { PageBeingRenderedContext, type PageBeingRendered } from "../lib/content/page-being-rendered";
import { lastUpdatedDay } from "../lib/content/last-updated";
import { feedPath, feedsOfPage } from "../lib/feeds";
import { ContentContext, ContentStore, type List, type PageContent } from "../lib/content/store";
import { seedContent } from "../lib/content/seed";
import type { CatalogPart } from "../lib/catalogs/parts";
import { searchWithLang } from "../lib/language";
import { LANGS, routeTable, type Lang } from "../lib/wasm";
import type { FeedLink } from "./template";

// Every page is rendered whole here, "Was this page useful?" included as a plain form for a
// browser without JavaScript.
renderPagesWhole();

/** A page rendered at build time: its path (`NOT_FOUND` for the 404 page), its heading's key and
 * the catalog parts it needs besides the shell. */
export interface PrerenderedPage {
  path: string;
  titleKey: string;
  parts: readonly CatalogPart[];
}

/** Stands for any path outside the route table: the 404 page. */
export const NOT_FOUND = "/404";

export { LANGS };

/** Every page rendered at build time: each route but those only a signed-in admin sees. */
export const prerenderedPages: readonly PrerenderedPage[] = [
  ...routeTable
    .filter((route) => !pages[route.page]?.signedIn)
    .map((route) => ({ path: route.path, titleKey: route.titleKey, parts: pages[route.page]?.parts ?? [] })),
  { path: NOT_FOUND, titleKey: "notFound.title", parts: [] },
];

/** Renders from the content a new data directory starts with (content/*.json): nothing is
 * fetched while rendering. */
export function provideSeed() {
  renderWith(seedContent());
}

/** The store the pages are rendered from (`renderWith`, `renderFetching`). */
let contentStore = new ContentStore(null);

/** Renders from `lists` (every kind, as the seed has it) from now on, in a store of its own:
 * nothing read from earlier content is kept, and nothing is fetched while rendering. The lists,
 * and the directories made from them, stay in that store from one page to the next until the
 * content changes: they are what the server sent for every page rendered since. */
export function renderWith(lists: PageContent) {
  contentStore = new ContentStore(null);
  contentStore.provide(lists);
}

/** Renders from lists fetched as the pages read them (`fetch(key)`, the server's answer to `GET
 * /api/content/<key>`), from now on, in a store of their own: what was read before is forgotten,
 * and each list is asked for once (the render worker). */
export function renderFetching(fetch: (key: string) => Promise<List>) {
  contentStore = new ContentStore(fetch);
}

/** A store with `given` lists over `under`, for one page: the page reads those as its own, and
 * every other list from (and into) `under`, which keeps none of the given ones for the next page. */
class WithGiven extends ContentStore {
  constructor(
    private readonly under: ContentStore,
    private readonly given: PageContent,
  ) {
    super(under.fetcher);
    this.provide(given);
  }

  private owns(key: string): boolean {
    return Object.hasOwn(this.given, key);
  }

  override load(key: string): Promise<List> {
    if (this.owns(key)) return super.load(key);
    this.noteRead(key);
    return this.under.load(key);
  }

  override reading(key: string): Promise<List> {
    if (this.owns(key)) return super.reading(key);
    this.noteRead(key);
    return this.under.reading(key);
  }

  override now(key: string): List | undefined {
    return this.owns(key) ? super.now(key) : this.under.now(key);
  }

  override hasFailed(key: string): boolean {
    return this.under.hasFailed(key);
  }
}

/** What `renderPage` gives: the inside of `<div id="root">`, the browser tab's name, the
 * content lists the page read (which it carries, so the app hydrates it without asking
 * again), the day its content last changed (`YYYY-MM-DD`, in India), which it shows, and the
 * feeds it names. */
export interface RenderedPage {
  html: string;
  title: string;
  content: PageContent;
  updated: string;
  feeds: FeedLink[];
}

/** How to render a page besides its path and language. */
export interface RenderOptions {
  /** The search a directory or the site search renders with (`q=singh`), as if its address held
   * it after the language, as the site's own links and forms write it (`?lang=hi&q=singh`). */
  query?: string;
  /** Lists for this rendering alone (what the server made of one request: a form sent back with
   * its problems), held while it is rendered and carried like the lists it read, then forgotten. */
  given?: PageContent;
  /** The keys of the lists the page read when it was rendered last (in the other language, or
   * before a save): with them, it is rendered once, and twice only if they were not its lists. */
  expected?: readonly string[];
}

/** `page` in `lang` (`RenderedPage`). */
export async function renderPage(page: PrerenderedPage, lang: Lang, options: RenderOptions = {}): Promise<RenderedPage> {
  const given = options.given ?? {};
  const store = Object.keys(given).length > 0 ? new WithGiven(contentStore, given) : contentStore;
  return renderRoute(store, page, lang, options.query ?? "", options.expected);
}

/** The app at `location` reading `store`, rendered as `rendered` (the lists it reads, and its
 * title once rendered). */
const appAt = (store: ContentStore, location: string, rendered: PageBeingRendered) => (
  <StrictMode>
    <ContentContext value={store}>
      <PageBeingRenderedContext value={rendered}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </PageBeingRenderedContext>
    </ContentContext>
  </StrictMode>
);

/** Starts noting the lists `store` is read for. */
function noteContentRead(store: ContentStore) {
  store.read = new Set();
}

/** The lists `store` was read for since `noteContentRead`, to be carried by the rendered page. */
function contentRead(store: ContentStore): PageContent {
  const lists: PageContent = {};
  for (const key of [...(store.read ?? [])].sort()) {
    const list = store.now(key);
    if (list) lists[key] = list;
  }
  store.read = null;
  return lists;
}

/** The app at `location` rendered with the lists of `keys` (which it must read, and no other). */
function renderWithLists(store: ContentStore, location: string, keys: readonly string[]) {
  const rendered: PageBeingRendered = { lists: keys.map((key) => store.now(key)) };
  noteContentRead(store);
  const html = renderToString(appAt(store, location, rendered));
  const content = contentRead(store);
  return { html, content, title: rendered.title, same: Object.keys(content).join() === keys.join() };
}

/** A part still waiting (<!--$?-->), failed (<!--$!-->) or moved by a script is a page the
 * browser would render differently. */
const incomplete = (html: string) => /<!--\$[?!]-->|<script/.test(html);

/** Renders the app at `location` waiting for everything it reads (its code, a lazy chunk, and its
 * lists), and gives the keys of the lists it read. The HTML is thrown away: React moves a
 * large part that had to wait to the end of the HTML, with a script to put it in place, and the
 * site's pages run no inline script. */
async function readsOf(store: ContentStore, location: string): Promise<string[]> {
  const errors: unknown[] = [];
  noteContentRead(store);
  const { prelude } = await prerenderToNodeStream(appAt(store, location, { lists: [] }), {
    onError: (error) => void errors.push(error),
  });
  for await (const _chunk of prelude);
  if (errors.length > 0) throw errors[0];
  return Object.keys(contentRead(store));
}

/** Whether the lists of `keys` are all here, or fetched (`ContentStore.load`). */
async function listsHere(store: ContentStore, keys: readonly string[]): Promise<boolean> {
  try {
    await Promise.all(keys.map((key) => store.load(key)));
    return true;
  } catch {
    return false;
  }
}

async function renderRoute(
  store: ContentStore,
  page: PrerenderedPage,
  lang: Lang,
  query: string,
  expected: readonly string[] | undefined,
): Promise<RenderedPage> {
  const name = `${page.path} (${lang})`;
  await loadCatalogs(lang, ["shell", ...page.parts]);
  const location = `${page.path}${searchWithLang("", lang)}${query ? `&${query}` : ""}`;
  // The page renders its "Last updated" day from every list it reads, at the end of its main
  // content and in the footer after it alike (components/layout/last-updated.tsx), as the app
  // does from the lists the page carries: they must be known before it is rendered. Rendered once
  // with the lists it read last time, when it read those again and nothing had to wait;
  // else once to find what it reads (waiting for it), and again with them.
  let rendered = expected && (await listsHere(store, expected)) ? tryRendering(store, location, expected) : undefined;
  if (!rendered || !rendered.same || incomplete(rendered.html)) {
    let keys: string[];
    try {
      keys = await readsOf(store, location);
    } catch (error) {
      throw new Error(`${name} failed to render`, { cause: error });
    }
    rendered = renderWithLists(store, location, keys);
    if (!rendered.same) throw new Error(`${name} read other content when rendered again`);
  }
  const { html, content } = rendered;
  if (incomplete(html)) throw new Error(`${name} was not rendered in full`);
  // The Content Security Policy (style-src 'self') blocks style attributes in HTML: a CSS
  // variable is set from the script instead (lib/use-css-variable.ts).
  if (/<[^>]+\sstyle=/.test(html)) throw new Error(`${name} has a style attribute`);
  const t = (key: string, args?: Record<string, string | number>) => translate(lang, key, args);
  const site = store.now("site")?.items[0] as { name: Record<Lang, string> } | undefined;
  const updated = lastUpdatedDay(Object.values(content));
  const siteName = site?.name[lang] ?? "";
  const kinds = feedsOfPage(page.path);
  if (kinds.length > 0) await loadCatalogs(lang, ["feeds"]);
  const feeds = kinds.map((kind) => ({ href: feedPath(kind, lang), title: t(`feeds.${kind}`, { site: siteName }) }));
  // A page titled by its content (a document's) names the tab with the heading it rendered.
  const title = rendered.title ?? t(page.titleKey);
  return { html, title: documentTitle(t, siteName, title), content, updated, feeds };
}

/** `renderWithLists`, or nothing when the page could not be rendered at once (a part had to wait). */
function tryRendering(store: ContentStore, location: string, keys: readonly string[]) {
  try {
    return renderWithLists(store, location, keys);
  } catch {
    return undefined;
  }
}
