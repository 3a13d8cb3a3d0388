/**
 * The navigation at 375 px: a hamburger toggle, dropdowns that open on tap with at most one
 * open, Escape, a click outside, scroll lock, reset when the window widens past 768 px, and
 * closing when a link is followed.
 */
import type { Page } from "@playwright/test";
import { expect, testOnSharedPage as test } from "./fixtures";
import {
  type MenuId,
  bodyOverflow,
  corporationName,
  heading,
  mainNav,
  menuButton,
  menuList,
  menuToggle,
  pageName,
  t,
  urlOf,
  withLang,
  expectOnlyOpen,
} from "./support";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const toggleOf = (page: Page) => menuToggle(page);

/** The entries of a dropdown menu. */
const entriesOf = async (page: Page, menu: MenuId) => (await menuList(menuButton(page, menu))).getByRole("link");

/** Some items of the navigation, hidden ones included, to check they show or hide. */
function navItems(page: Page) {
  const nav = page.getByRole("navigation", {
    name: t("en", "nav.label"),
    exact: true,
    includeHidden: true,
  });
  return [
    nav.getByRole("link", { name: t("en", "page.home"), exact: true, includeHidden: true }),
    nav.getByRole("button", { name: t("en", "nav.corporation"), exact: true, includeHidden: true }),
    nav.getByRole("link", { name: t("en", "page.contact"), exact: true, includeHidden: true }),
    nav.getByRole("link", { name: t("en", "page.login"), exact: true, includeHidden: true }),
  ];
}

async function expectMenuClosed(page: Page): Promise<void> {
  const toggle = toggleOf(page);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  for (const item of navItems(page)) {
    await expect(item).toHaveCount(1);
    await expect(item).toBeHidden();
  }
  await expect.poll(() => bodyOverflow(page), { message: "scroll is unlocked" }).not.toBe("hidden");
}

async function expectMenuOpen(page: Page): Promise<void> {
  await expect(toggleOf(page)).toHaveAttribute("aria-expanded", "true");
  for (const item of navItems(page)) {
    await expect(item).toBeVisible();
  }
  await expect.poll(() => bodyOverflow(page), { message: "scroll is locked" }).toBe("hidden");
}

async function openMenu(page: Page, path = "/mayor"): Promise<void> {
  await page.goto(withLang(path, "en"));
  await expect(heading(page)).toBeVisible();
  await expectMenuClosed(page);
  await toggleOf(page).tap();
  await expectMenuOpen(page);
}

test.describe("the mobile menu (375 px)", () => {
  test("starts closed behind a visible Menu toggle", async ({ page }) => {
    await page.goto(withLang("/", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "home"));
    await expectMenuClosed(page);
  });

  test("the toggle opens the menu and locks page scroll, and closes it again", async ({ page }) => {
    await openMenu(page);
    await expectOnlyOpen(page, null);
    await toggleOf(page).tap();
    await expectMenuClosed(page);
  });

  test("the toggle is labelled in Hindi on Hindi pages", async ({ page }) => {
    await page.goto(withLang("/mayor", "hi"));
    const toggle = page.getByRole("button", { name: t("hi", "nav.toggle"), exact: true });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const home = mainNav(page, "hi").getByRole("link", { name: t("hi", "page.home"), exact: true });
    await expect(home).toBeVisible();
  });

  test("dropdowns open on tap, one at a time, and close on a second tap", async ({ page }) => {
    await openMenu(page);

    await menuButton(page, "corporation").tap();
    await expectOnlyOpen(page, "corporation");
    await expect(await entriesOf(page, "corporation")).toHaveCount(7);

    await menuButton(page, "departments").tap();
    await expectOnlyOpen(page, "departments");
    await expect(await entriesOf(page, "departments")).toHaveCount(17);

    // The directory button sits below the 17 open entries: the panel must let it be reached.
    await menuButton(page, "directory").tap();
    await expectOnlyOpen(page, "directory");
    await expect(await entriesOf(page, "directory")).toHaveCount(6);

    await menuButton(page, "directory").tap();
    await expectOnlyOpen(page, null);
    await expectMenuOpen(page);
  });

  test("Escape closes the dropdown first, then the menu, returning focus each time", async ({ page }) => {
    await openMenu(page);
    const corporation = menuButton(page, "corporation");
    await corporation.tap();
    await expectOnlyOpen(page, "corporation");
    const list = await menuList(corporation);
    await list.getByRole("link").first().focus();

    await page.keyboard.press("Escape");
    await expectOnlyOpen(page, null);
    await expect(corporation).toBeFocused();
    await expectMenuOpen(page);

    await page.keyboard.press("Escape");
    await expectMenuClosed(page);
    await expect(toggleOf(page)).toBeFocused();
  });

  test("a click on the corporation name in the header closes the menu", async ({ page }) => {
    await openMenu(page);
    await menuButton(page, "corporation").tap();
    const box = await corporationName(page, "en").boundingBox();
    expect(box, "the corporation name is on screen").not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expectMenuClosed(page);
    await expect(page).toHaveURL(urlOf("/mayor", "en"));
    await expectOnlyOpen(page, null);
  });

  test("a click on the dimmed area right of the panel closes the menu", async ({ page }) => {
    await openMenu(page);
    await page.mouse.click(360, 400);
    await expectMenuClosed(page);
    await expect(page).toHaveURL(urlOf("/mayor", "en"));
  });

  test("a tap outside the panel closes the menu too", async ({ page }) => {
    await openMenu(page);
    await page.touchscreen.tap(360, 600);
    await expectMenuClosed(page);
  });

  test("widening past 768 px resets the menu; narrowing shows it closed", async ({ page }) => {
    await openMenu(page);
    await menuButton(page, "departments").tap();
    await expectOnlyOpen(page, "departments");

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(toggleOf(page)).toBeHidden();
    for (const item of navItems(page)) {
      await expect(item).toBeVisible();
    }
    await expectOnlyOpen(page, null);
    await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");

    await page.setViewportSize({ width: 375, height: 812 });
    await expectMenuClosed(page);
    await toggleOf(page).tap();
    await expectMenuOpen(page);
    await expectOnlyOpen(page, null);
  });

  test("following a link in the menu navigates and closes the menu", async ({ page }) => {
    await openMenu(page, "/");
    await menuButton(page, "corporation").tap();
    const entries = await entriesOf(page, "corporation");
    await entries.filter({ hasText: pageName("en", "mayor") }).tap();
    await expect(page).toHaveURL(urlOf("/mayor", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "mayor"));
    await expectMenuClosed(page);
    await expectOnlyOpen(page, null);
  });

  test("the last entry of the longest dropdown can be reached and followed", async ({ page }) => {
    await openMenu(page, "/");
    await menuButton(page, "departments").tap();
    await (await entriesOf(page, "departments")).last().tap();
    await expect(page).toHaveURL(urlOf("/duda", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "duda"));
    await expectMenuClosed(page);
  });

  test("a plain link of the menu navigates and closes the menu", async ({ page }) => {
    await openMenu(page, "/");
    await mainNav(page)
      .getByRole("link", { name: pageName("en", "contact"), exact: true })
      .tap();
    await expect(page).toHaveURL(urlOf("/contact", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "contact"));
    await expectMenuClosed(page);
  });
});
