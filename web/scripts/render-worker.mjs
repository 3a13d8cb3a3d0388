// The render worker: a long-lived Node process the server starts (server/src/render/) to draw
// pages with the content of its store, with the same React components and the same code as the
// build's drawing (src/prerender.tsx). web/scripts/prerender.mjs copies it beside the bundle it
// loads (web/dist-render/). `node worker.mjs WEB_DIST`.
//
// It reads one request a line on standard input and writes one answer a line on standard
// output (JSON):
//   request  {"id": 1, "content": {"<kind>": {"items": [...]}, ...}, "pages": [{"path": "/", "lang": "en"}, ...]}
//   answer   {"id": 1, "pages": [{"path", "lang", "html", "read": ["notices", ...], "updated"} or {"path", "lang", "error"}]}
// `content` holds every kind as visitors see it at that moment; a request without it draws with
// the content of the one before. A page may carry a `query` ("q=singh&zone=2"): a directory or
// the site search drawn with that search applied. Each page's `html` is the whole document, and
// `read` the content lists it read (so the server knows which saves touch it), `updated` the
// day its content last changed (its "Last updated" line, which the sitemap gives too).
// Anything React logs goes to standard error, which the server logs.
import { createInterface } from "node:readline";
import { fillTemplate, template } from "./page-template.mjs";

const dist = process.argv[2];
if (!dist) {
  console.error("usage: node worker.mjs WEB_DIST");
  process.exit(2);
}

const here = new URL(".", import.meta.url);
const { LANGS, NOT_FOUND, drawWith, pageContentScript, prerenderedPages, renderPage } = await import(
  new URL("prerender.js", here).href
);
const templates = Object.fromEntries(LANGS.map((lang) => [lang, template(dist, lang)]));
const entries = new Map(prerenderedPages.map((entry) => [entry.path, entry]));

/** Console errors React logs while a page is drawn make that page fail (a missing message). */
let logged = [];
const consoleError = console.error;
console.error = (...args) => {
  logged.push(args.map(String).join(" "));
  consoleError(...args);
};

async function draw({ path, lang, query = "" }) {
  const entry = entries.get(path) ?? (path === "404" ? entries.get(NOT_FOUND) : undefined);
  if (!entry || !LANGS.includes(lang)) return { path, lang, error: "no such page" };
  logged = [];
  try {
    const { html, title, content, updated, feeds } = await renderPage(entry, lang, query);
    if (logged.length > 0) return { path, lang, error: logged.join("\n") };
    const page = fillTemplate(templates[lang], { html, title, data: pageContentScript(content), feeds });
    return { path, lang, html: page, read: Object.keys(content), updated };
  } catch (error) {
    return { path, lang, error: String(error?.stack ?? error) };
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
process.stdout.write(`${JSON.stringify({ ready: true, pages: prerenderedPages.map((entry) => entry.path) })}\n`);
for await (const line of lines) {
  if (!line.trim()) continue;
  let request;
  try {
    request = JSON.parse(line);
  } catch {
    process.stdout.write(`${JSON.stringify({ id: null, error: "unreadable request" })}\n`);
    continue;
  }
  if (request.content) drawWith(request.content);
  const pages = [];
  for (const page of request.pages ?? []) pages.push(await draw(page));
  process.stdout.write(`${JSON.stringify({ id: request.id, pages })}\n`);
}
