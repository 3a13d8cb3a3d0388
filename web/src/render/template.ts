// The built page of a language made ready to take a rendered page (the build's rendering and the
// render worker alike): the app's index.html of that language without the preloads of the app's
// start, with its message for a failed download turned into a banner, and a function that puts
// a rendered page in it.
//
// A rendered page is rendered by the browser before the app starts (src/boot.ts), so it does not
// preload the app's code (the links build/localized-html.ts marks data-app-start): the page's
// stylesheet then has the connection to itself, and the app's code is fetched once the page is
// rendered. It keeps the preloads of the wasm module and the texts, which the app needs next.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = '<div id="root"></div>';
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

// index.html's message for a browser without JavaScript is for the app's own page: a rendered
// page works without it (its links, forms and menus), so it has none.
const NOSCRIPT = /\s*<noscript><p class="noscript">.*?<\/p><\/noscript>/s;

// index.html's message for a failed download stands in for the whole page. A rendered page is
// there already: its message is an alert held at the bottom of the screen, without a second
// <main> and <h1>. It stays after the page, so that the skip link is still the first link.
const LOAD_FAILED =
  /\s*<main class="noscript" id="app-load-failed" hidden>\s*<h1>[^<]*<\/h1>\s*(<p role="alert">.*?<\/p>)\s*<\/main>/s;

/** The built page of `lang` in `dist`, ready to take a page's HTML. */
export function template(dist: string, lang: string): string {
  const html = readFileSync(join(dist, lang === "en" ? "index.html" : "index.hi.html"), "utf8");
  const failed = html.match(LOAD_FAILED);
  if (!html.includes(ROOT) || !/<title>[^<]*<\/title>/.test(html) || !failed || !NOSCRIPT.test(html)) {
    throw new Error(`the ${lang} page has no ${ROOT}, <title>, #app-load-failed or <noscript> message`);
  }
  return html
    .replace(NOSCRIPT, "")
    .replace(/^\s*<link rel="modulepreload"[^>]* data-app-start>\n/gm, "")
    .replace(failed[0], () => `\n    <div class="noscript noscript--banner" id="app-load-failed" hidden>${failed[1]}</div>`);
}

/** A feed the page names in its <head>: its address and title, in the page's language. */
export interface FeedLink {
  href: string;
  title: string;
}

/** What a rendered page puts in its template. */
export interface PageParts {
  /** The rendered page, the inside of `<div id="root">`. */
  html: string;
  /** The browser tab's name. */
  title: string;
  /** The data block (the content it was rendered with), after the root. */
  data: string;
  /** The feeds it names (src/lib/feeds.ts). */
  feeds?: readonly FeedLink[];
}

/** The whole page: `page` (a template) with the rendered `html` in its root, its `title`, the
 * `data` block after the root, and a `<link rel="alternate">` in its head for each of the
 * `feeds` it names. A feed is in the page's own language, so its link has no `hreflang`: search
 * engines read an alternate with `hreflang` as a translation of the page and want its address
 * absolute. */
export function fillTemplate(page: string, { html, title, data, feeds = [] }: PageParts): string {
  const links = feeds
    .map(
      (feed) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(feed.href)}">`,
    )
    .join("");
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>${links}`)
    .replace(ROOT, () => `<div id="root">${html}</div>${data}`);
}

/** The file a page is written to under `_pages/<lang>/`: `index` for `/`, `404` for the 404
 * page, else its path. */
export const fileOf = (path: string, notFound: string) => (path === "/" ? "index" : path === notFound ? "404" : path.slice(1));
