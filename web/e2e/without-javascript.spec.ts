/**
 * Searches work before and without the app: a telephone directory's search and filters, and
 * the header's site search, are plain GET forms whose results the server draws (the same
 * components and wasm-core search as the app's); Clear is a link. Addresses shared with a
 * tracking parameter (`utm_source`, `fbclid`) arrive drawn, as the address without it. And
 * what a visitor types into a directory's search before the app has started is applied when
 * it does.
 */
import type { Browser } from "@playwright/test";
import { expect, freshPage, test } from "./fixtures";
import { LANGS, heading, pageName, t, withLang } from "./support";

/** A page of a browser that runs no script. */
async function withoutScripts(browser: Browser) {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const lang of LANGS) {
  test(`a directory's search and filter are sent and drawn by the server, and Clear leads back (${lang})`, async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser);
    await page.goto(withLang("/smc-officer", lang));
    const rows = page.locator("main table tbody tr");
    const everyone = await rows.count();
    expect(everyone).toBeGreaterThan(10);
    const box = page.getByRole("searchbox", { name: t(lang, "directory.search.staff") });
    await box.fill("sharma");
    const search = page.getByRole("search", { name: t(lang, "directory.search.staff") });
    await search.getByRole("button", { name: t(lang, "directory.submit") }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "sharma" && url.searchParams.get("lang") === lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const found = await rows.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(everyone);
    // Latin letters found the name written in Devanagari too: one search for both scripts.
    await expect(rows.filter({ hasText: "शर्मा" }).first()).toBeVisible();
    await expect(box).toHaveValue("sharma");
    await expect(page.getByRole("status").filter({ hasText: t(lang, "directory.count", { shown: found, total: everyone }) })).toBeVisible();

    await page.getByRole("link", { name: t(lang, "directory.clear") }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/smc-officer" && !url.searchParams.has("q"));
    await expect(rows).toHaveCount(everyone);

    // A filter alone: the corporators of one zone.
    await page.goto(withLang("/Corporators", lang));
    const all = await rows.count();
    const corporators = page.getByRole("search", { name: t(lang, "directory.search.corporator") });
    await corporators.getByLabel(t(lang, "directory.filter.zone")).selectOption({ index: 1 });
    await corporators.getByRole("button", { name: t(lang, "directory.submit") }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has("zone"));
    const inZone = await rows.count();
    expect(inZone).toBeGreaterThan(0);
    expect(inZone).toBeLessThan(all);
    await context.close();
  });
}

test("the header search sends its words and the server draws the results", async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  for (const lang of LANGS) {
    await page.goto(withLang("/rti", lang));
    await page.getByRole("banner").getByRole("searchbox").fill("transport");
    await page.getByRole("banner").getByRole("button", { name: t(lang, "search.submit") }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "transport");
    await expect(heading(page)).toHaveText(pageName(lang, "search"));
    await expect(page.getByRole("heading", { name: t(lang, "search.results.heading", { query: "transport" }) })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: pageName(lang, "city-transport") })).toBeVisible();
  }
  await context.close();
});

test("a shared address with a tracking parameter arrives drawn, as the address without it", async ({ request }) => {
  for (const [path, marker] of [
    ["/smc-officer", "<table"],
    ["/", 'id="home-updates-title"'],
    ["/rti", "rti-overview"],
  ] as const) {
    for (const extra of ["utm_source=whatsapp", "fbclid=IwAR0abc&utm_medium=social"]) {
      const html = await (await request.get(`${path}?${extra}&lang=hi`)).text();
      expect(html, `${path}?${extra}`).toContain(marker);
      expect(html).toContain('<html lang="hi"');
    }
  }
});

test("what is typed into a directory's search before the app starts is searched when it does", async ({ browser }) => {
  const { context, page, log } = await freshPage(browser);
  // Hold the app's scripts back until the visitor has typed, as a slow network does.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // A module script holds back DOMContentLoaded: the page is read as soon as it has arrived.
  await page.goto(withLang("/smc-officer", "en"), { waitUntil: "commit" });
  const rows = page.locator("main table tbody tr");
  await expect(rows.first()).toBeVisible();
  const everyone = await rows.count();
  const box = page.getByRole("searchbox", { name: t("en", "directory.search.staff") });
  await box.pressSequentially("sharma");
  release();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "sharma");
  await expect.poll(() => rows.count()).toBeLessThan(everyone);
  await expect(rows.filter({ hasText: "शर्मा" }).first()).toBeVisible();
  await expect(box).toHaveValue("sharma");
  expect(log.errors()).toEqual([]);
  await context.close();
});
