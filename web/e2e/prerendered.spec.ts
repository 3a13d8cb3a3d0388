/**
 * Pages rendered at build time (web/scripts/prerender.mjs): the server sends every public page
 * already rendered, in the language of its address, so a visitor reads it before any script has
 * run. These tests open pages with JavaScript turned off and find them complete, "Last updated"
 * included (e2e/last-updated.ts); with JavaScript on, every other test file checks that the
 * app hydrates them without a console error (a rendered page that differed from the app's first
 * render would log one).
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dayOfRenderedPage, expectLastUpdated } from "./last-updated";
import { LANGS, ROUTES, SITE, UNKNOWN_PATHS, documentTitle, footerCredit, heading, pageName, t, withLang } from "./support";

/** A page of a browser that runs no script (with the given browser language). */
async function withoutScripts(browser: Browser, locale = "en-US") {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale });
  return { context, page: await context.newPage() };
}

const PUBLIC_ROUTES = ROUTES.filter((route) => route.layout === "public");

for (const lang of LANGS) {
  test(`every public page arrives rendered, in its language, with its last update, before any script runs (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await withoutScripts(browser);
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(withLang(route.path, lang));
      await expect(page.locator("html"), route.path).toHaveAttribute("lang", lang);
      await expect(heading(page), route.path).toHaveText(pageName(lang, route.page));
      if (route.path !== "/") await expect(page, route.path).toHaveTitle(documentTitle(lang, route.page));
      await expect(page.getByRole("banner").getByText(SITE.name[lang]).first(), route.path).toBeVisible();
      await expect(page.getByRole("contentinfo"), route.path).toBeVisible();
      await expectLastUpdated(page, lang, dayOfRenderedPage(await response!.text()), route.path);
    }
    const unknown = UNKNOWN_PATHS[0];
    const response = await page.goto(withLang(unknown, lang));
    expect(response?.status()).toBe(404);
    await expectLastUpdated(page, lang, dayOfRenderedPage(await response!.text()), unknown);
    await context.close();
  });
}

test("an address without ?lang arrives rendered in the saved choice, else the browser's language", async ({ browser }) => {
  const { context, page } = await withoutScripts(browser, "hi-IN");
  for (const [path, pageId] of [
    ["/", "home"],
    ["/mayor", "mayor"],
  ]) {
    await page.goto(path);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "hi");
    await expect(heading(page), path).toHaveText(pageName("hi", pageId));
  }
  // The choice the app saved (lib/language.tsx) beats the browser's language.
  const { baseURL } = test.info().project.use;
  await context.addCookies([{ name: "smc_lang", value: "en", url: baseURL! }]);
  await page.goto("/mayor");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(heading(page)).toHaveText(pageName("en", "mayor"));
  // And the address beats both.
  await page.goto(withLang("/mayor", "hi"));
  await expect(heading(page)).toHaveText(pageName("hi", "mayor"));
  await context.close();
});

test("a directory arrives with its whole list, and Enter before the app starts opens the search", async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  await page.goto(withLang("/smc-officer", "hi"));
  const table = page.getByRole("table");
  await expect(table).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(10);
  await expect(page.getByRole("status").filter({ hasText: t("hi", "common.loading") })).toHaveCount(0);
  // The form's fields carry the address's parameters, language included.
  const query = page.locator("#smc-officer-q");
  await query.fill("शर्मा");
  await query.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/smc-officer" && url.searchParams.get("q") === "शर्मा");
  expect(new URL(page.url()).searchParams.get("lang")).toBe("hi");
  await context.close();
});

test("the footer of a rendered page shows the current year once the app runs", async ({ page }) => {
  await page.goto(withLang("/rti", "en"));
  await expect(page.getByRole("contentinfo")).toContainText(footerCredit("en"));
});
