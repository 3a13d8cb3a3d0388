/**
 * Offline use as a citizen meets it on a phone. After a first visit to the home page, with the
 * network cut, the telephone directories, the corporators' cards, the contact page and the home
 * page open from the phone's copy in the page language, say when the copy was saved, and their
 * search works; any other page says, in the page language, that it is not available offline and
 * links those that are, whether it is opened by its address or from a menu. A change made while
 * the phone was offline is shown once the network is back, where the visitor stands. The service
 * worker keeps nothing of the admin area or of a session, and precaches only what those pages
 * need. Real service worker (Workbox), real server, real Chromium.
 *
 * The rest of the suite blocks the service worker (playwright.config.ts); these tests allow it.
 * Playwright's offline mode does not reach a service worker's own requests, so cutting the
 * network also aborts those.
 */
import type { Browser, BrowserContext, Page, Route } from "@playwright/test";
import { CACHES, OFFLINE_PAGES } from "../src/offline/offline-pages";
import { ADMIN_URL, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { appStarted, expect, test, trackErrors, type ErrorLog } from "./fixtures";
import { LANGS, ROUTES, heading, pageName, t, withLang, type Lang } from "./support";

/** The messages a browser logs for requests that fail without a network, which are expected. */
const OFFLINE_LOG = /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;

const pageOf = (path: string): string => ROUTES.find((route) => route.path === path)!.page;
/** The text of `key` before its `{placeholder}`. */
const opening = (lang: Lang, key: string): string => t(lang, key).split("{")[0].trim();

async function phone(browser: Browser, baseURL?: string): Promise<{ context: BrowserContext; page: Page; log: ErrorLog }> {
  const options = test.info().project.use;
  const context = await browser.newContext({
    baseURL: baseURL ?? options.baseURL,
    locale: "en-US",
    serviceWorkers: "allow",
  });
  const page = await context.newPage();
  return { context, page, log: trackErrors(page) };
}

/** Waits until the service worker controls the page and keeps every page for use offline in
 * `lang`, the offline notice and every list those pages read. */
async function keptForOffline(page: Page, lang: Lang): Promise<void> {
  const kept = () =>
    page.evaluate(
      async ({ pages, lang, caches: names }) => {
        if (!navigator.serviceWorker.controller) return false;
        const urls = async (name: string) => new Set((await (await caches.open(name)).keys()).map((request) => request.url));
        // The pages' cache is named for the build.
        const pagesCache = (await caches.keys()).find((name) => name.startsWith(`${names.pages}-`));
        if (!pagesCache) return false;
        const kept = await urls(pagesCache);
        const lists = await urls(names.content);
        const { lists: wanted } = (await (await fetch("/offline.json")).json()) as { lists: string[] };
        return (
          [...pages, "/offline"].every((path) => kept.has(`${location.origin}${path}?lang=${lang}`)) &&
          wanted.length > 0 &&
          wanted.every((key) => lists.has(`${location.origin}/api/content/${key}`))
        );
      },
      { pages: OFFLINE_PAGES, lang, caches: CACHES },
    );
  await expect.poll(kept, { message: "every page and list kept for use offline", timeout: 20_000 }).toBe(true);
}

const offlineForWorker = (route: Route) =>
  route.request().serviceWorker() ? route.abort("internetdisconnected") : route.fallback();

async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route("**/*", offlineForWorker);
}

async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute("**/*", offlineForWorker);
  await context.setOffline(false);
}

/** The errors of `log` other than failed requests without a network. */
const unexpected = (log: ErrorLog) => log.errors().filter((error) => !OFFLINE_LOG.test(error));

for (const lang of LANGS) {
  test(`after a first visit in ${lang}, the kept pages open and search with no network, and any other page says it is not kept`, async ({
    browser,
  }) => {
    const { context, page, log } = await phone(browser);
    await page.goto(withLang("/", lang));
    await appStarted(page);
    await keptForOffline(page, lang);
    await cutNetwork(context);

    for (const path of OFFLINE_PAGES) {
      await page.goto(withLang(path, lang));
      await appStarted(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("data-saved-at", /GMT$/);
      if (path !== "/") await expect(heading(page)).toHaveText(pageName(lang, pageOf(path)));
      const line = page.locator(".saved-copy");
      await expect(line, path).toContainText(opening(lang, "offline.savedCopy"));
      await expect(line).toContainText(String(new Date().getFullYear()));
    }
    expect(await axeViolations(page), "the last kept page, with its line").toEqual([]);

    // A directory's search, with wasm-core's Hindi-aware search: a Latin name finds a person
    // written only in Devanagari.
    await page.goto(withLang("/smc-officer", lang));
    await appStarted(page);
    const rows = page.getByRole("main").locator("table tbody tr");
    const everyone = await rows.count();
    await page
      .getByRole("main")
      .getByRole("searchbox", { name: t(lang, "directory.search.staff"), exact: true })
      .fill("sharma");
    await expect(rows.filter({ hasText: "सुरेश कुमार शर्मा" })).toHaveCount(1);
    expect(await rows.count()).toBeLessThan(everyone);

    // A page not kept, by its address: the notice in the page language, with the kept pages.
    await page.goto(withLang("/tender", lang));
    const notice = page.locator(".offline__in-place");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t(lang, "offline.unavailable"));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator(".offline__pages a")).toHaveCount(OFFLINE_PAGES.length);
    expect(await axeViolations(page), "the notice in place of a page").toEqual([]);
    // Its links open the kept pages.
    await page
      .locator(".offline__pages a")
      .filter({ hasText: pageName(lang, "contact") })
      .click();
    await expect(page).toHaveURL(/\/contact\?lang=/);
    await appStarted(page);
    await expect(heading(page)).toHaveText(pageName(lang, "contact"));

    // A page not kept, from the menu of a kept page: the app loads it as a page, and the notice
    // says it is not kept.
    await page
      .getByRole("navigation")
      .getByRole("link", { name: pageName(lang, "faq"), exact: true })
      .first()
      .click();
    await expect(page.locator(".offline__in-place")).toBeVisible();
    await expect(page).toHaveURL(/\/faq/);

    expect(unexpected(log)).toEqual([]);
    await context.close();
  });
}

test("an address without ?lang= opens the copy of the visitor's language, and the copy of the other one when that is all there is", async ({
  browser,
}) => {
  const { context, page, log } = await phone(browser);
  await page.goto(withLang("/", "hi"));
  await appStarted(page);
  await keptForOffline(page, "hi");
  await cutNetwork(context);
  // The browser speaks English and no choice is saved: the English copy was never fetched.
  await page.goto("/zone-officer");
  await appStarted(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(heading(page)).toHaveText(pageName("hi", "zone-officer"));
  expect(unexpected(log)).toEqual([]);
  await context.close();
});

test.describe("on the admin server", () => {
  test.use({ baseURL: ADMIN_URL });

  test("a change made while the phone is offline is shown once the network is back, where the visitor stands", async ({
    browser,
  }) => {
    const { context, page, log } = await phone(browser, ADMIN_URL);
    const staff = await browser.newContext({ baseURL: ADMIN_URL, serviceWorkers: "block" });
    const clerk = await staff.newPage();
    await logIn(clerk, "en");
    const uri = "/api/content/people/smc-officer-4";
    const change = async (mobile: string) => {
      const item = (await (await clerk.request.get(`${uri}?scope=all`)).json()) as Record<string, unknown> & { version: number };
      const saved = await clerk.request.put(uri, {
        data: { ...item, mobile },
        headers: { origin: new URL(ADMIN_URL).origin, "if-match": `"${item.version}"` },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      return item.mobile as string;
    };
    try {
      await page.goto(withLang("/smc-officer", "en"));
      await appStarted(page);
      await keptForOffline(page, "en");
      await cutNetwork(context);

      await page.goto(withLang("/smc-officer", "en"));
      await appStarted(page);
      const line = page.locator(".saved-copy");
      await expect(line).toContainText(opening("en", "offline.savedCopy"));
      const box = page.getByRole("main").getByRole("searchbox", { name: t("en", "directory.search.staff"), exact: true });
      await box.fill("jaiswal");
      const rows = page.getByRole("main").locator("table tbody tr");
      const row = rows.filter({ hasText: "Mahesh Jaiswal" });
      await expect(row).toContainText("7000000304");
      const found = await rows.count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled, "the page is read further down").toBeGreaterThan(0);

      const before = await change("7000000399");
      expect(before).toBe("7000000304");
      await restoreNetwork(context);

      await expect(line).toHaveText(t("en", "offline.updated"));
      await expect(row).toContainText("7000000399");
      await expect(box, "what the visitor typed stays").toHaveValue("jaiswal");
      await expect(rows, "the search still applies").toHaveCount(found);
      expect(await page.evaluate(() => window.scrollY), "the visitor's place stays").toBe(scrolled);
      expect(unexpected(log)).toEqual([]);
    } finally {
      await change("7000000304");
      await staff.close();
      await context.close();
    }
  });

  test("the service worker keeps nothing of the admin area, the staff's view or a session", async ({ browser }) => {
    const { context, page } = await phone(browser, ADMIN_URL);
    await logIn(page, "en");
    await page.goto("/admin/content?kind=notices&lang=en");
    await appStarted(page);
    await page.goto(withLang("/", "en"));
    await appStarted(page);
    await keptForOffline(page, "en");
    await page.goto("/admin/dashboard?lang=en");
    await appStarted(page);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname + new URL(request.url).search);
      }
      return urls;
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((url) => /\/admin|scope=|scm-auth|content-waiting|\/api\/(?!content\/)/.test(url))).toEqual([]);
    await context.close();
  });
});

test("the service worker precaches only what the kept pages need", async ({ request }) => {
  const worker = await (await request.get("/sw.js")).text();
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  expect(precached.length).toBeGreaterThan(10);
  // The site's own wasm module and the search's; not the admin forms' or the content editor's.
  expect(precached.filter((url) => url.endsWith(".wasm"))).toHaveLength(2);
  for (const url of precached)
    expect(url, "no code of the admin area").not.toMatch(/admin|content-editor|dashboard|accounts|audit|login/);
  let total = 0;
  for (const url of precached) {
    const response = await request.get(`/${url}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status(), url).toBe(200);
    total += Number(response.headers()["content-length"]);
  }
  // The app, the home page and the site's wasm module (about 110 KB, which the first visit has
  // downloaded already), the directory and contact pages, the search's wasm module and the
  // catalog parts in both languages.
  expect(total, `precache of ${precached.length} files, gzip`).toBeLessThan(170_000);
});
