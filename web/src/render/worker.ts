// The render worker: a long-lived Node process the server starts (server/src/render/) to render
// pages with the content of its store, with the same React components and the same code as the
// build's rendering (pages.tsx). Built with it into dist-render/worker.mjs (scripts/prerender.mjs).
// `node worker.mjs WEB_DIST`.
//
// It speaks the protocol of server/src/render/protocol.rs, whose types are generated into
// src/generated/render-protocol.ts: one JSON object a line, requests on standard input and
// answers on standard output; while it renders, it asks the server for each content list a page
// reads that it does not hold, and keeps the lists until a request says `fresh`. Anything React
// logs goes to standard error, which the server logs; a page that fails to render (its code
// throws: a missing message) is answered with the error.
import { createInterface } from "node:readline";
import type { Answer, ListReply, Need, PageAnswer, PageOrder, Ready, Request } from "../generated/render-protocol";
import { pageContentScript, type List, type PageContent } from "../lib/content/store";
import { LANGS, NOT_FOUND, renderFetching, prerenderedPages, renderPage } from "./pages";
import { fillTemplate, template } from "./template";

const dist = process.argv[2];
if (!dist) {
  console.error("usage: node worker.mjs WEB_DIST");
  process.exit(2);
}

const templates = new Map(LANGS.map((lang) => [lang, template(dist, lang)]));
const entries = new Map(prerenderedPages.map((entry) => [entry.path, entry]));
const langOf = (tag: string) => LANGS.find((lang) => lang === tag);

/** The lists each page read when it was last rendered, by path: rendered again (after a save, or in
 * the other language), it is rendered once with them (`RenderOptions.expected`). */
const lastRead = new Map<string, string[]>();

async function render({ path, lang: tag, query = "", lists = {} }: PageOrder): Promise<PageAnswer> {
  const entry = entries.get(path) ?? (path === "404" ? entries.get(NOT_FOUND) : undefined);
  const lang = langOf(tag);
  if (!entry || !lang) return { path, lang: tag, error: "no such page" };
  // Only the site's pages are remembered: a page rendered for a query or with lists of its own (a
  // form sent back) is rendered for one visitor, and there is no end to the queries.
  const seen = !query && Object.keys(lists).length === 0 ? entry.path : undefined;
  try {
    // The lists are the API's (ContentList), which the store reads by kind.
    const given = lists as PageContent;
    const expected = seen === undefined ? undefined : lastRead.get(seen);
    const { html, title, content, updated, feeds } = await renderPage(entry, lang, { query, given, expected });
    if (seen !== undefined) lastRead.set(seen, Object.keys(content));
    const page = fillTemplate(templates.get(lang)!, { html, title, data: pageContentScript(content), feeds });
    return { path, lang, html: page, read: Object.keys(content), updated };
  } catch (error) {
    return { path, lang, error: String((error as Error | undefined)?.stack ?? error) };
  }
}

/** Writes one message to the server. */
const out = (message: Ready | Need | Answer) => process.stdout.write(`${JSON.stringify(message)}\n`);

/** The lists asked of the server and not yet answered, in the order asked (it answers in turn). */
const asked: { key: string; resolve: (list: List) => void; reject: (error: Error) => void }[] = [];

/** The list of `key`, from the server. */
function askServer(key: string): Promise<List> {
  return new Promise((resolve, reject) => {
    asked.push({ key, resolve, reject });
    out({ need: key });
  });
}

/** How every reply to an ask starts (`ListReply::START`). */
const LIST_REPLY = '{"list":';

function listArrived(line: string) {
  const waiting = asked.shift();
  if (!waiting) return;
  try {
    const { list } = JSON.parse(line) as ListReply;
    if (list) waiting.resolve(list as List);
    else waiting.reject(new Error(`there is no content list ${waiting.key}`));
  } catch {
    waiting.reject(new Error(`the content list ${waiting.key} is unreadable`));
  }
}

async function answer(line: string) {
  let request: Request;
  try {
    request = JSON.parse(line) as Request;
  } catch {
    out({ id: null, error: "unreadable request" });
    return;
  }
  if (request.fresh) renderFetching(askServer);
  const pages: PageAnswer[] = [];
  for (const page of request.pages ?? []) pages.push(await render(page));
  out({ id: request.id, pages });
}

// Requests are answered one after the other; the lists a rendering asks for arrive meanwhile.
let answering = Promise.resolve();
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on("line", (line) => {
  if (line.startsWith(LIST_REPLY)) listArrived(line);
  else if (line.trim()) answering = answering.then(() => answer(line));
});
out({ ready: true, pages: prerenderedPages.map((entry) => entry.path) });
