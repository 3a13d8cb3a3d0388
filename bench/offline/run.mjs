// `node bench/offline/run.mjs`: what a first visit to the home page costs a phone for offline
// use, in each language: the bytes the page itself fetches, and the bytes the service worker
// fetches after it to keep the directories, the corporators' cards, the contact page and the
// home page for use without a network (web/src/service-worker/sw.ts): the build's files it
// precaches, the pages in the page's language, and the content lists the app reads on them.
//
// Bytes are as Chromium received them (Brotli from this server), headers included; a file the
// page has already fetched comes from the browser's cache and costs nothing again. Starts the
// server (SMC_SERVER_BIN, default target/release/server, on SMC_WEB_DIR, default web/dist) on a
// free port with a temporary data directory, and Debian's Chromium. Prints a table; exits 2 when
// it could not run.
/* global caches -- The function given to page.evaluate runs in the page, where the service worker's caches are. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../../web/chromium.mjs";
import { startServer } from "../lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverBin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/release/server");
const webDir = path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist");
const LANGS = ["en", "hi"];
const KEEP_TIMEOUT_MS = 60_000;

/** What a request of the service worker is for. */
function purpose(url) {
  if (url.pathname.startsWith("/assets/")) return "precache";
  if (url.pathname.startsWith("/api/content/")) return "lists";
  if (url.pathname === "/offline.json") return "lists";
  return "pages";
}

async function firstVisit(browser, baseURL, lang) {
  const context = await browser.newContext({ baseURL, serviceWorkers: "allow", locale: "en-US" });
  const page = await context.newPage();
  const rows = [];
  context.on("requestfinished", (request) => {
    rows.push(
      request.sizes().then((sizes) => ({
        url: new URL(request.url()),
        byWorker: Boolean(request.serviceWorker()),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto(`/?lang=${lang}`, { waitUntil: "load" });
  const started = Date.now();
  // Kept when the service worker controls the page and its caches hold every page and list.
  const kept = () =>
    page.evaluate(async (lang) => {
      if (!navigator.serviceWorker.controller) return false;
      const pagesCache = (await caches.keys()).find((name) => name.startsWith("smc-pages-"));
      if (!pagesCache) return false;
      const pages = await (await caches.open(pagesCache)).keys();
      const lists = await (await caches.open("smc-content")).keys();
      const wanted = (await (await fetch("/offline.json")).json()).lists;
      return pages.filter((r) => r.url.endsWith(`lang=${lang}`)).length >= 10 && lists.length >= wanted.length;
    }, lang);
  while (!(await kept())) {
    if (Date.now() - started > KEEP_TIMEOUT_MS) throw new Error("the pages were not kept in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const keptMs = Date.now() - started;
  await page.waitForLoadState("networkidle");
  const done = await Promise.all(rows);
  await context.close();
  const sum = (filter) =>
    done.filter(filter).reduce((total, row) => ({ n: total.n + 1, bytes: total.bytes + row.bytes }), { n: 0, bytes: 0 });
  return {
    page: sum((row) => !row.byWorker),
    worker: Object.fromEntries(
      ["precache", "pages", "lists"].map((kind) => [kind, sum((row) => row.byWorker && purpose(row.url) === kind)]),
    ),
    all: sum((row) => row.byWorker),
    keptMs,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

let server;
let browser;
try {
  server = await startServer({ bin: serverBin, webDir, tempPrefix: "smc-offline-", env: { RUST_LOG: "warn" } });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  console.log("First visit to the home page, and what the service worker fetches after it for offline use");
  console.log("lang | the page itself | precache (files) | pages (HTML) | content lists | extra for offline | kept after");
  for (const lang of LANGS) {
    const r = await firstVisit(browser, server.url, lang);
    const cell = ({ n, bytes }) => `${kb(bytes)} (${n})`;
    console.log(
      `${lang}   | ${cell(r.page)} | ${cell(r.worker.precache)} | ${cell(r.worker.pages)} | ${cell(r.worker.lists)} | ${cell(r.all)} | ${(r.keptMs / 1000).toFixed(1)} s`,
    );
  }
} catch (error) {
  console.error(`bench/offline: ${error.stack ?? error}`);
  process.exitCode = 2;
} finally {
  await browser?.close();
  await server?.stop();
}
