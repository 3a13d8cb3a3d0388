/**
 * The size budget of the home page's first load: what a visitor on a cheap phone
 * downloads before the page is usable, in each language, measured on the production build
 * served by the real server.
 *
 * The page is opened in a fresh browser (empty cache) and every file it fetches is noted. Each
 * one is then asked for again with `Accept-Encoding: gzip` only, and its size is the body the
 * server sends: the gzip copy the build wrote (web/scripts/precompress.mjs), or the file itself
 * when it does not compress. Browsers that take Brotli get less; the budget holds for any
 * browser. Sizes are deterministic, so the limits are exact.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { LANGS, repoRoot, withLang, type Lang } from "./support";

const KB = 1000;
const BUDGET = {
  /** HTML, CSS, JS and wasm together. */
  total: 200 * KB,
  /** JS and wasm together (the catalogs' parts are JS modules). */
  code: 110 * KB,
  wasm: 30 * KB,
  /** Any single image. */
  image: 80 * KB,
};

type Kind = "html" | "css" | "js" | "wasm" | "image" | "data";

interface Download {
  url: string;
  kind: Kind;
  /** Bytes of the body as sent with gzip offered, and as Chromium received it (Brotli). */
  gzip: number;
  received: number;
}

function kindOf(url: URL, resourceType: string): Kind {
  if (resourceType === "document") return "html";
  if (resourceType === "stylesheet") return "css";
  if (resourceType === "script") return "js";
  if (resourceType === "image") return "image";
  if (url.pathname.endsWith(".wasm")) return "wasm";
  return "data";
}

/** The body size of `url` as the server sends it to a client that accepts gzip only. */
async function servedWithGzip(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status(), url).toBe(200);
  const length = response.headers()["content-length"];
  expect(length, `${url} has a Content-Length`).toBeDefined();
  return Number(length);
}

/** Every file the home page fetches in `lang` until the network is quiet, with its sizes. */
async function firstLoad(browser: Browser, baseURL: string, lang: Lang): Promise<Download[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const sized: Promise<{ url: string; type: string; received: number }>[] = [];
  page.on("requestfinished", (request) => {
    sized.push(
      request.sizes().then(({ responseBodySize }) => ({
        url: request.url(),
        type: request.resourceType(),
        received: responseBodySize,
      })),
    );
  });
  await page.goto(withLang("/", lang), { waitUntil: "networkidle" });
  await expect(page.locator("main h2").first()).toBeVisible();
  const fetched = await Promise.all(sized); // the sizes are read asynchronously
  const downloads: Download[] = [];
  for (const { url, type, received } of fetched) {
    const parsed = new URL(url);
    if (parsed.origin !== new URL(baseURL).origin) continue;
    downloads.push({ url, kind: kindOf(parsed, type), gzip: await servedWithGzip(context.request, url), received });
  }
  await context.close();
  return downloads;
}

const sum = (downloads: Download[], kinds: Kind[], size: "gzip" | "received" = "gzip") =>
  downloads.filter((file) => kinds.includes(file.kind)).reduce((total, file) => total + file[size], 0);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

for (const lang of LANGS) {
  test(`the home page's first load (${lang}) stays within the size budget`, async ({ browser, baseURL }) => {
    const downloads = await firstLoad(browser, baseURL!, lang);
    const figures = {
      html: sum(downloads, ["html"]),
      css: sum(downloads, ["css"]),
      js: sum(downloads, ["js"]),
      wasm: sum(downloads, ["wasm"]),
      code: sum(downloads, ["js", "wasm"]),
      total: sum(downloads, ["html", "css", "js", "wasm"]),
      totalReceived: sum(downloads, ["html", "css", "js", "wasm"], "received"),
    };
    console.log(
      `home page first load (${lang}), gzip: HTML ${kb(figures.html)}, CSS ${kb(figures.css)}, ` +
        `JS ${kb(figures.js)}, wasm ${kb(figures.wasm)}; JS + wasm ${kb(figures.code)}; ` +
        `total ${kb(figures.total)} (Brotli, as Chromium received it: ${kb(figures.totalReceived)}); ` +
        `${downloads.length} files`,
    );
    console.log(
      downloads
        .map((file) => `  ${file.kind.padEnd(5)} ${String(file.gzip).padStart(6)} ${new URL(file.url).pathname}`)
        .join("\n"),
    );

    // The measurement saw the whole app: the page, its stylesheet, its scripts and the wasm.
    for (const kind of ["html", "css", "js", "wasm"] as const) {
      expect(
        downloads.some((file) => file.kind === kind),
        `a ${kind} download`,
      ).toBe(true);
    }
    expect(figures.total, "HTML + CSS + JS + wasm").toBeLessThanOrEqual(BUDGET.total);
    expect(figures.code, "JS + wasm").toBeLessThanOrEqual(BUDGET.code);
    expect(figures.wasm, "wasm").toBeLessThanOrEqual(BUDGET.wasm);
    for (const image of downloads.filter((file) => file.kind === "image")) {
      expect(image.gzip, image.url).toBeLessThanOrEqual(BUDGET.image);
    }
    const scripts = downloads.filter((file) => file.kind === "js").map((file) => new URL(file.url).pathname);
    // The interface texts come once, in the page language only.
    expect(
      scripts.filter((name) => /\/shell-[\w-]{8}\.js$/.test(name)),
      "catalog shells",
    ).toHaveLength(1);
    // Lazy code stays lazy: no admin page, directory, search or PDF viewer in the first load.
    for (const lazy of ["dashboard", "login-page", "upload-page", "directory", "search", "notice-modal"]) {
      expect(
        scripts.filter((name) => name.includes(lazy)),
        `${lazy} is not in the first load`,
      ).toEqual([]);
    }
  });
}

test("no image the site ships is over the budget", () => {
  const dist = path.resolve(repoRoot, process.env.SMC_WEB_DIR ?? path.join("web", "dist"));
  const images: { file: string; size: number }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(avif|gif|jpe?g|png|svg|webp)$/i.test(name)) images.push({ file, size: statSync(file).size });
    }
  };
  walk(dist);
  expect(images.length, "images in the build").toBeGreaterThan(0);
  const over = images.filter((image) => image.size > BUDGET.image).map((image) => path.relative(dist, image.file));
  expect(over, `images over ${kb(BUDGET.image)}`).toEqual([]);
});
