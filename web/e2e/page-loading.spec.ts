/**
 * How a page arrives: its code and its texts (a part of the catalogs, in the page language)
 * are fetched when first visited. A download that fails says so, in the page language, with a
 * way to try again; a change of language keeps the page shown until the other language's texts
 * are there.
 */
import type { Page, Route } from "@playwright/test";
import { axeViolations } from "./axe";
import { appStarted, expect, freshPage, test } from "./fixtures";
import { LANGS, heading, languageSwitch, pageName, t, withLang } from "./support";

/** The RTI page's own chunk, and the RTI part of a catalog (`rti-<hash>.js`). */
const RTI_PAGE = /\/assets\/rti-page-[\w-]+\.js$/;
const RTI_TEXTS = /\/assets\/rti-[\w-]{8}\.js$/;

/** Fails every request to `pattern` until the returned function is called (the connection
 * comes back). */
async function failUntilBack(page: Page, pattern: RegExp): Promise<() => void> {
  let failing = true;
  await page.route(pattern, (route: Route) => (failing ? route.abort("connectionreset") : route.continue()));
  return () => {
    failing = false;
  };
}

/** The console lines a failed download of `pattern` leaves (the refused file, React's report). */
const expectedFailure = (line: string) =>
  line.includes("net::ERR_CONNECTION_RESET") || line.includes("dynamically imported module") || line.includes("Failed to fetch");

for (const lang of LANGS) {
  for (const [what, pattern] of [
    ["code", RTI_PAGE],
    ["texts", RTI_TEXTS],
  ] as const) {
    test(`a page whose ${what} cannot be downloaded says so and loads on a second try (${lang})`, async ({ browser }) => {
      const { context, page, log } = await freshPage(browser);
      const connectionBack = await failUntilBack(page, pattern);
      await page.goto(withLang("/rti", lang));
      await expect(heading(page)).toHaveText(pageName(lang, "rti"));
      const alert = page.getByRole("alert").filter({ hasText: t(lang, "common.loadFailed") });
      await expect(alert).toBeVisible();
      // The rest of the site still works: header, menus and footer are there.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      connectionBack();
      await alert.getByRole("button", { name: t(lang, "common.retry") }).click();
      await expect(page.getByRole("heading", { level: 2, name: t(lang, "rti.overview.title") })).toBeVisible();
      await expect(alert).toBeHidden();
      expect(log.errors().filter((line) => !expectedFailure(line))).toEqual([]);
      await context.close();
    });
  }

  test(`a change of language keeps the page until the other language's texts arrive (${lang})`, async ({ page }) => {
    const other = lang === "en" ? "hi" : "en";
    await page.goto(withLang("/rti", lang));
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "rti.overview.title") })).toBeVisible();
    // The other language's texts take a second to come.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(shell|rti)-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await languageSwitch(page, lang)
      .getByRole("link", { name: t(other, `lang.${other}`) })
      .click();
    await page.waitForTimeout(300);
    // Still the whole page in the first language, not an empty or half-translated one.
    await expect(heading(page)).toHaveText(pageName(lang, "rti"));
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "rti.overview.title") })).toBeVisible();
    release();
    await expect(heading(page)).toHaveText(pageName(other, "rti"));
    await expect(page.getByRole("heading", { level: 2, name: t(other, "rti.overview.title") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", other);
  });
}

for (const lang of LANGS) {
  test(`a change of language whose texts cannot be downloaded says so in the first language (${lang})`, async ({ browser }) => {
    const other = lang === "en" ? "hi" : "en";
    const { context, page, log } = await freshPage(browser);
    await page.goto(withLang("/rti", lang));
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "rti.overview.title") })).toBeVisible();
    await appStarted(page); // the switch must be the app's, not a rendered page's plain link
    const connectionBack = await failUntilBack(page, /\/assets\/shell-[\w-]{8}\.js$/);
    await languageSwitch(page, lang)
      .getByRole("link", { name: t(other, `lang.${other}`) })
      .click();
    const alert = page.getByRole("alert").filter({ hasText: t(lang, "common.loadFailed") });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute("lang", lang);

    connectionBack();
    await alert.getByRole("button", { name: t(lang, "common.retry") }).click();
    await expect(heading(page)).toHaveText(pageName(other, "rti"));
    await expect(page.getByRole("heading", { level: 2, name: t(other, "rti.overview.title") })).toBeVisible();
    expect(log.errors().filter((line) => !expectedFailure(line))).toEqual([]);
    await context.close();
  });
}

for (const lang of LANGS) {
  test(`a first visit whose texts cannot be downloaded says so and loads on a second try (${lang})`, async ({ browser }) => {
    const { context, page, log } = await freshPage(browser);
    const connectionBack = await failUntilBack(page, /\/assets\/shell-[\w-]{8}\.js$/);
    await page.goto(withLang("/rti", lang));
    const alert = page.getByRole("alert").filter({ hasText: t(lang, "common.loadFailed") });
    await expect(alert).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    connectionBack();
    await alert.getByRole("link", { name: t(lang, "common.retry") }).click();
    await expect(heading(page)).toHaveText(pageName(lang, "rti"));
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "rti.overview.title") })).toBeVisible();
    expect(log.errors().filter((line) => !expectedFailure(line))).toEqual([]);
    await context.close();
  });
}

test("a directory whose list cannot be downloaded says so and shows it on a second try", async ({ browser }) => {
  const { context, page, log } = await freshPage(browser);
  const connectionBack = await failUntilBack(page, /\/api\/content\/people\?directory=smc-officer$/);
  // A directory the app opens from the menu fetches its list itself.
  await page.goto(withLang("/rti", "en"));
  await appStarted(page);
  const nav = page.getByRole("navigation", { name: t("en", "nav.label") });
  await nav.getByRole("button", { name: t("en", "nav.directory") }).click();
  await nav.getByRole("link", { name: pageName("en", "smc-officer"), exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: t("en", "directory.loadFailed") });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);

  connectionBack();
  await alert.getByRole("button", { name: t("en", "directory.retry") }).click();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(log.errors().filter((line) => !expectedFailure(line))).toEqual([]);
  await context.close();
});
