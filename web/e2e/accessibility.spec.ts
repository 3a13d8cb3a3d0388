/**
 * axe (WCAG 2.0, 2.1 and 2.2 A and AA, plus best practices) on every route of the table
 * (`support.ts`) and on the 404 page, in English and Hindi; and with the menus open, on a phone
 * and at desktop width. The guarded admin pages (/admin/dashboard, /admin/upload, /admin/content, /admin/accounts,
 * /admin/password) show only the
 * login page without a session: e2e/admin-login.spec.ts checks them signed in.
 */
import { axeViolations } from "./axe";
import { expect, testOnSharedPage as test } from "./fixtures";
import { LANGS, ROUTES, heading, menuButton, menuList, pageName, t, withLang } from "./support";

const GUARDED = new Set(["admin-dashboard", "admin-upload", "admin-content", "admin-accounts", "admin-password"]);

test.describe("axe finds no violations", () => {
  for (const lang of LANGS) {
    for (const route of ROUTES.filter((r) => !GUARDED.has(r.page))) {
      test(`on ${route.path} (${lang})`, async ({ page }) => {
        const response = await page.goto(withLang(route.path, lang));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(heading(page)).toHaveText(pageName(lang, route.page));
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`on the 404 page (${lang})`, async ({ page }) => {
      const response = await page.goto(withLang("/no-such-page", lang));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(heading(page)).toHaveText(t(lang, "notFound.title"));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe finds no violations with the menus open", () => {
  for (const lang of LANGS) {
    test.describe(() => {
      test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

      test(`at 375 px with the menu and a dropdown open (${lang})`, async ({ page }) => {
        await page.goto(withLang("/mayor", lang));
        await expect(heading(page)).toHaveText(pageName(lang, "mayor"));
        const toggle = page.getByRole("button", { name: t(lang, "nav.toggle"), exact: true });
        await toggle.tap();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        expect(await axeViolations(page)).toEqual([]);

        const button = menuButton(page, "corporation", lang);
        await button.tap();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(await menuList(button)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    test(`at desktop width with a dropdown open (${lang})`, async ({ page }) => {
      await page.goto(withLang("/", lang));
      await expect(heading(page)).toHaveText(pageName(lang, "home"));
      const button = menuButton(page, "departments", lang);
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(await menuList(button)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
