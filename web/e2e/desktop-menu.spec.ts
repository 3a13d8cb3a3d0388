/**
 * The navigation at desktop width, by mouse and keyboard: its items in the spec's order, the
 * dropdowns (Enter, Space, Escape, one open at a time, a click outside), the skip link and a
 * visible focus indicator.
 */
import type { Page } from "@playwright/test";
import { expect, testOnSharedPage as test } from "./fixtures";
import {
  BAR_LINKS,
  corporationName,
  MENUS,
  MENU_IDS,
  hrefs,
  heading,
  mainNav,
  menuButton,
  menuList,
  menuToggle,
  pageName,
  routeOf,
  t,
  urlOf,
  withLang,
  expectOnlyOpen,
} from "./support";

test.use({ viewport: { width: 1280, height: 800 } });

async function load(page: Page, path = "/mayor"): Promise<void> {
  await page.goto(withLang(path, "en"));
  await expect(heading(page)).toHaveText(pageName("en", routeOf(path).page));
}

test.describe("the desktop navigation", () => {
  test("lists Home, the three menus and the other links in the spec's order", async ({ page }) => {
    await load(page);
    await expect(menuToggle(page)).toBeHidden();
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    const shown = await nav
      .locator("a, button")
      .filter({ visible: true })
      .evaluateAll((elements) =>
        elements.map((el) => {
          const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
          const href = el instanceof HTMLAnchorElement ? new URL(el.href).pathname : "";
          return `${el.tagName.toLowerCase()} ${name} ${href}`.trim();
        }),
      );
    expect(shown).toEqual([
      `a ${pageName("en", "home")} /`,
      `button ${t("en", "nav.corporation")}`,
      `button ${t("en", "nav.departments")}`,
      `button ${t("en", "nav.directory")}`,
      ...BAR_LINKS.map((p) => `a ${pageName("en", routeOf(p).page)} ${p}`),
    ]);
    await expect(nav.getByRole("link", { name: "Admin Login", exact: true })).toBeVisible();
    await expectOnlyOpen(page, null);
  });

  test("every navigation link carries ?lang", async ({ page }) => {
    await load(page);
    const links = await hrefs(mainNav(page));
    expect(links).toHaveLength(1 + 7 + 17 + 6 + BAR_LINKS.length);
    for (const href of links) {
      expect(new URL(href).searchParams.get("lang"), href).toBe("en");
    }
    const login = mainNav(page).getByRole("link", { name: pageName("en", "login"), exact: true });
    await expect(login).toHaveAttribute("href", "/login?lang=en");
  });

  for (const menu of MENU_IDS) {
    test(`the ${menu} menu holds its ${MENUS[menu].length} entries in order`, async ({ page }) => {
      await load(page);
      const button = menuButton(page, menu);
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const list = await menuList(button);
      await expect(list).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(list).toBeVisible();
      const entries = list.getByRole("link");
      await expect(entries).toHaveCount(MENUS[menu].length);
      await expect(entries).toHaveText(MENUS[menu].map((p) => pageName("en", routeOf(p).page)));
      const paths = (await hrefs(list)).map((href) => {
        const url = new URL(href);
        expect(url.searchParams.get("lang"), href).toBe("en");
        return url.pathname;
      });
      expect(paths).toEqual([...MENUS[menu]]);

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
    });
  }

  test("the fifth directory entry goes to /Corporators", async ({ page }) => {
    await load(page);
    await menuButton(page, "directory").click();
    const list = await menuList(menuButton(page, "directory"));
    const fifth = list.getByRole("link").nth(4);
    await fifth.click();
    await expect(page).toHaveURL(urlOf("/Corporators", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "corporators"));
    await expectOnlyOpen(page, null);
  });

  test("Enter and Space toggle a dropdown", async ({ page }) => {
    await load(page);
    const button = menuButton(page, "corporation");
    await button.focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, "corporation");
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, null);
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, "corporation");
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, null);
    await expect(button).toBeFocused();
  });

  test("every entry of an open dropdown is reachable with Tab and followed with Enter", async ({ page }) => {
    await load(page);
    const button = menuButton(page, "departments");
    await button.focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, "departments");
    const entries = (await menuList(button)).getByRole("link");
    for (let i = 0; i < MENUS.departments.length; i += 1) {
      await page.keyboard.press("Tab");
      await expect(entries.nth(i)).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(urlOf("/duda", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "duda"));
    await expectOnlyOpen(page, null);
  });

  test("at most one dropdown is open, by mouse or keyboard", async ({ page }) => {
    await load(page);
    await menuButton(page, "corporation").click();
    await expectOnlyOpen(page, "corporation");
    await menuButton(page, "departments").click();
    await expectOnlyOpen(page, "departments");
    await menuButton(page, "directory").focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, "directory");
    await menuButton(page, "corporation").focus();
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, "corporation");
  });

  test("Escape closes the open dropdown and returns focus to its button", async ({ page }) => {
    await load(page);
    const button = menuButton(page, "directory");
    await button.focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, "directory");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect((await menuList(button)).getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expectOnlyOpen(page, null);
    await expect(button).toBeFocused();

    // With the focus still on the button.
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, "directory");
    await page.keyboard.press("Escape");
    await expectOnlyOpen(page, null);
    await expect(button).toBeFocused();
  });

  test("a click outside the navigation closes the dropdown", async ({ page }) => {
    await load(page);
    await menuButton(page, "departments").click();
    await expectOnlyOpen(page, "departments");
    await page.getByRole("contentinfo").click();
    await expectOnlyOpen(page, null);

    await menuButton(page, "corporation").click();
    await expectOnlyOpen(page, "corporation");
    const box = await corporationName(page, "en").boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expectOnlyOpen(page, null);
  });
});

test.describe("keyboard access", () => {
  test("the first Tab stop is the skip link, which moves focus to main", async ({ page }) => {
    await load(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: t("en", "header.skipToContent"), exact: true });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute("href", "#main");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page.getByRole("main")).toHaveAttribute("tabindex", "-1");
    // The next Tab continues from the main content, not from the top of the page.
    await page.keyboard.press("Tab");
    const afterMain = await page.evaluate(() => document.activeElement?.closest("header, [role=banner]") !== null);
    expect(afterMain, "focus stays past the header").toBe(false);
  });

  test("the skip link is in Hindi on Hindi pages", async ({ page }) => {
    await page.goto(withLang("/mayor", "hi"));
    await expect(heading(page)).toHaveText(pageName("hi", "mayor"));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: t("hi", "header.skipToContent"), exact: true })).toBeFocused();
  });

  test("every link and button of the header shows a visible focus outline", async ({ page }) => {
    await load(page);
    const seen: string[] = [];
    const faults: string[] = [];
    // Walk the Tab order through the header until the navigation's last link (Admin Login).
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ");
        return {
          label: `${el.tagName.toLowerCase()} "${name.trim()}"`,
          href: el.getAttribute("href") ?? "",
          inHeader: el.closest("header, nav") !== null || el.getAttribute("href") === "#main",
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth),
        };
      });
      if (!focused || !focused.inHeader) break;
      seen.push(focused.label);
      if (focused.outlineStyle === "none" || !(focused.outlineWidth >= 2)) {
        faults.push(`${focused.label}: outline ${focused.outlineStyle} ${focused.outlineWidth}px`);
      }
      if (focused.href.startsWith("/login")) break;
    }
    // Skip link, home link, 2 phones, 2 e-mails, 4 social links, 2 languages, 13 nav items.
    expect(seen.length, seen.join("\n")).toBeGreaterThanOrEqual(1 + 1 + 2 + 2 + 4 + 2 + 13);
    expect(seen.at(-1)).toBe(`a "${pageName("en", "login")}"`);
    expect(faults).toEqual([]);
  });

  test("the focus outline also shows inside an open dropdown", async ({ page }) => {
    await load(page);
    const button = menuButton(page, "corporation");
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const first = (await menuList(button)).getByRole("link").first();
    await expect(first).toBeFocused();
    await expect(first).not.toHaveCSS("outline-style", "none");
    const width = await first.evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth));
    expect(width).toBeGreaterThanOrEqual(2);
  });
});
