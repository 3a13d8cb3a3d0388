/**
 * The language switch: it keeps the page, sets <html lang>, translates every label of the
 * layout, shows in the URL (?lang=) so a shared link opens in that language, and persists.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test, trackErrors } from "./fixtures";
import {
  BAR_LINKS,
  type Lang,
  documentTitle,
  footerCredit,
  heading,
  hrefOf,
  hrefs,
  languageSwitch,
  mainNav,
  menuButton,
  pageName,
  routeOf,
  siteName,
  t,
  urlOf,
  withLang,
} from "./support";

/** A page in a new browser context (empty storage) with the given browser language. */
async function freshPage(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ baseURL, locale });
  const page = await context.newPage();
  return { context, page, log: trackErrors(page) };
}

/** The link of `target` in the language switch of a page shown in `current`. */
const languageLink = (page: Page, current: Lang, target: Lang) =>
  languageSwitch(page, current).getByRole("link", {
    name: t(target, `lang.${target}`),
    exact: true,
  });

/** Checks that the visible labels of the public layout are those of `lang`. */
async function expectLayoutIn(page: Page, lang: Lang, pageId: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(heading(page)).toHaveText(pageName(lang, pageId));
  await expect(page).toHaveTitle(documentTitle(lang, pageId));
  const nav = mainNav(page, lang);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: t(lang, "page.home"), exact: true })).toBeVisible();
  for (const menu of ["corporation", "departments", "directory"] as const) {
    await expect(menuButton(page, menu, lang)).toBeVisible();
  }
  for (const path of BAR_LINKS) {
    const name = pageName(lang, routeOf(path).page);
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: t(lang, "header.skipToContent"), exact: true })).toHaveAttribute("href", "#main");
  await expect(
    page.getByRole("banner").getByRole("link", {
      name: t(lang, "header.homeLink", { site: siteName(lang) }),
      exact: true,
    }),
  ).toBeVisible();
  const logo = page.getByRole("img", { name: t(lang, "header.logoAlt"), exact: true });
  await expect(logo).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(footerCredit(lang));
  await expect(languageSwitch(page, lang)).toBeVisible();
  // Every navigation link carries the language.
  const links = await hrefs(nav);
  expect(links.length).toBeGreaterThanOrEqual(1 + 7 + 17 + 6 + 9);
  for (const href of links) {
    expect(new URL(href).searchParams.get("lang"), href).toBe(lang);
  }
}

test.describe("the language switch", () => {
  test("offers English and हिंदी with their language and the current one marked", async ({ page }) => {
    await page.goto(withLang("/mayor", "en"));
    await expect(languageSwitch(page, "en")).toBeVisible();
    const english = languageLink(page, "en", "en");
    const hindi = languageLink(page, "en", "hi");
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(english).toHaveAttribute("lang", "en");
    await expect(hindi).toHaveAttribute("hreflang", "hi");
    await expect(hindi).toHaveAttribute("lang", "hi");
    await expect(english).toHaveAttribute("aria-current", "true");
    await expect(hindi).not.toHaveAttribute("aria-current", "true");
    const target = new URL(await hrefOf(hindi));
    expect(urlOf("/mayor", "hi")(target), `${target} keeps the page`).toBe(true);

    await page.goto(withLang("/mayor", "hi"));
    await expect(languageLink(page, "hi", "hi")).toHaveAttribute("aria-current", "true");
    await expect(languageLink(page, "hi", "en")).not.toHaveAttribute("aria-current", "true");
  });

  test("switching to हिंदी keeps the page and translates the layout", async ({ page }) => {
    await page.goto(withLang("/mayor", "en"));
    await expectLayoutIn(page, "en", "mayor");

    await languageLink(page, "en", "hi").click();
    await expect(page).toHaveURL(urlOf("/mayor", "hi"));
    await expectLayoutIn(page, "hi", "mayor");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toContainText("सर्वाधिकार सुरक्षित");
    await expect(page).toHaveTitle("महापौर | नगर पालिक निगम सिंगरौली");

    // And back.
    await languageLink(page, "hi", "en").click();
    await expect(page).toHaveURL(urlOf("/mayor", "en"));
    await expectLayoutIn(page, "en", "mayor");
  });

  test("the switch keeps the case of /Corporators", async ({ page }) => {
    await page.goto(withLang("/Corporators", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "corporators"));
    await languageLink(page, "en", "hi").click();
    await expect(page).toHaveURL(urlOf("/Corporators", "hi"));
    await expect(heading(page)).toHaveText(pageName("hi", "corporators"));
  });

  test("the choice persists to pages opened without ?lang and across a reload", async ({ page }) => {
    await page.goto(withLang("/mayor", "en"));
    await languageLink(page, "en", "hi").click();
    await expect(page).toHaveURL(urlOf("/mayor", "hi"));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    await page.goto("/commissioner");
    await expect(page).toHaveURL(urlOf("/commissioner", "hi"));
    await expectLayoutIn(page, "hi", "commissioner");

    await page.reload();
    await expect(page).toHaveURL(urlOf("/commissioner", "hi"));
    await expectLayoutIn(page, "hi", "commissioner");
  });

  test("a shared URL opens in its language in a fresh browser", async ({ page, browser, baseURL }) => {
    await page.goto(withLang("/chairman", "en"));
    await languageLink(page, "en", "hi").click();
    await expect(page).toHaveURL(urlOf("/chairman", "hi"));
    const shared = page.url();

    const fresh = await freshPage(browser, baseURL, "en-US");
    try {
      const response = await fresh.page.goto(shared);
      expect(response?.status()).toBe(200);
      await expect(fresh.page).toHaveURL(urlOf("/chairman", "hi"));
      await expectLayoutIn(fresh.page, "hi", "chairman");
      expect(fresh.log.errors()).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });

  test("the URL wins over the saved choice", async ({ page }) => {
    await page.goto(withLang("/mayor", "hi"));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.goto(withLang("/tender", "en"));
    await expectLayoutIn(page, "en", "tender");
  });

  test("without ?lang or a saved choice the browser language decides", async ({ browser, baseURL }) => {
    const hindiBrowser = await freshPage(browser, baseURL, "hi-IN");
    try {
      const first = await hindiBrowser.page.goto("/mayor");
      expect(await first!.text(), "the page arrives in Hindi").toContain('<html lang="hi">');
      await expect(hindiBrowser.page).toHaveURL(urlOf("/mayor", "hi"));
      await expectLayoutIn(hindiBrowser.page, "hi", "mayor");

      // A saved choice beats the browser language, on the server too: the page arrives in it.
      await languageLink(hindiBrowser.page, "hi", "en").click();
      await expect(hindiBrowser.page).toHaveURL(urlOf("/mayor", "en"));
      const rendered = await hindiBrowser.page.request.get("/chairman");
      expect(await rendered.text()).toContain('<html lang="en">');
      await hindiBrowser.page.goto("/chairman");
      await expect(hindiBrowser.page).toHaveURL(urlOf("/chairman", "en"));
      await expectLayoutIn(hindiBrowser.page, "en", "chairman");
      expect(hindiBrowser.log.errors()).toEqual([]);
    } finally {
      await hindiBrowser.context.close();
    }

    const englishBrowser = await freshPage(browser, baseURL, "en-US");
    try {
      await englishBrowser.page.goto("/mayor");
      await expect(englishBrowser.page).toHaveURL(urlOf("/mayor", "en"));
      await expectLayoutIn(englishBrowser.page, "en", "mayor");
      expect(englishBrowser.log.errors()).toEqual([]);
    } finally {
      await englishBrowser.context.close();
    }
  });

  test("the ?lang added to the URL replaces the history entry", async ({ page }) => {
    await page.goto(withLang("/mayor", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "mayor"));
    await page.goto("/tender");
    await expect(page).toHaveURL(urlOf("/tender", "en"));
    await page.goBack();
    await expect(page).toHaveURL(urlOf("/mayor", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "mayor"));
  });

  test("the bare layout has the switch too", async ({ page }) => {
    await page.goto(withLang("/login", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "login"));
    await languageLink(page, "en", "hi").click();
    await expect(page).toHaveURL(urlOf("/login", "hi"));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(heading(page)).toHaveText(pageName("hi", "login"));
    await expect(page).toHaveTitle(documentTitle("hi", "login"));
    const back = page.getByRole("link", { name: t("hi", "admin.backToSite"), exact: true });
    await expect(back).toBeVisible();
    await expect(languageSwitch(page, "hi")).toBeVisible();
  });
});
