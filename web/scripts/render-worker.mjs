// The render worker: a long-lived Node process the server starts (server/src/render/) to draw
// pages with the content of its store, with the same React components and the same code as the
// build's drawing (src/prerender.tsx). web/scripts/prerender.mjs copies it beside the bundle it
// loads (web/dist-render/). `node worker.mjs WEB_DIST`.
//
// It reads one request a line on standard input and writes one answer a line on standard
// output (JSON):
//   request  {"id": 1, "fresh": true, "pages": [{"path": "/", "lang": "en"}, ...]}
//   answer   {"id": 1, "pages": [{"path", "lang", "html", "read": ["notices", ...], "updated"} or {"path", "lang", "error"}]}
// While it draws, it asks for each content list a page reads that it does not hold, by the key
// the app would fetch (`GET /api/content/<key>`), and the server answers on standard input:
//   asked    {"need": "notices?page=2&status=archived"}
//   answer   {"list": {"items": [...]}} (or {"list": null}: there is no such list)
// It keeps the lists until a request says `fresh` (what visitors see has changed since). A page
// may carry a `query` ("q=singh&zone=2"): a directory or the site search drawn with that search
// applied; and `lists` ({"feedback-form": {...}}): what the server made of one request (a form
// sent back with its problems), held for that drawing alone and carried by the page. Each page's `html` is the whole document, and `read` the content lists it read (so
// the server knows which saves touch it), `updated` the day its content last changed (its "Last
// updated" line, which the sitemap gives too). Anything React logs goes to standard error,
// which the server logs.
import { createInterface } from "node:readline";
import { fillTemplate, template } from "./page-template.mjs";

const dist = process.argv[2];
if (!dist) {
  console.error("usage: node worker.mjs WEB_DIST");
  process.exit(2);
}

const here = new URL(".", import.meta.url);
const { LANGS, NOT_FOUND, drawFetching, pageContentScript, prerenderedPages, renderPage } = await import(
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

async function draw({ path, lang, query = "", lists = {} }) {
  const entry = entries.get(path) ?? (path === "404" ? entries.get(NOT_FOUND) : undefined);
  if (!entry || !LANGS.includes(lang)) return { path, lang, error: "no such page" };
  logged = [];
  try {
    const { html, title, content, updated, feeds } = await renderPage(entry, lang, query, lists);
    if (logged.length > 0) return { path, lang, error: logged.join("\n") };
    const page = fillTemplate(templates[lang], { html, title, data: pageContentScript(content), feeds });
    return { path, lang, html: page, read: Object.keys(content), updated };
  } catch (error) {
    return { path, lang, error: String(error?.stack ?? error) };
  }
}

const out = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

/** The lists asked of the server and not yet answered, in the order asked (it answers in turn). */
const asked = [];

/** The list of `key`, from the server. */
function askServer(key) {
  return new Promise((resolve, reject) => {
    asked.push({ key, resolve, reject });
    out({ need: key });
  });
}

function listArrived(line) {
  const waiting = asked.shift();
  if (!waiting) return;
  try {
    const { list } = JSON.parse(line);
    if (list) waiting.resolve(list);
    else waiting.reject(new Error(`there is no content list ${waiting.key}`));
  } catch {
    waiting.reject(new Error(`the content list ${waiting.key} is unreadable`));
  }
}

async function answer(line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch {
    out({ id: null, error: "unreadable request" });
    return;
  }
  if (request.fresh) drawFetching(askServer);
  const pages = [];
  for (const page of request.pages ?? []) pages.push(await draw(page));
  out({ id: request.id, pages });
}

// Requests are answered one after the other; the lists a drawing asks for arrive meanwhile.
let answering = Promise.resolve();
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on("line", (line) => {
  if (line.startsWith('{"list":')) listArrived(line);
  else if (line.trim()) answering = answering.then(() => answer(line));
});
out({ ready: true, pages: prerenderedPages.map((entry) => entry.path) });
