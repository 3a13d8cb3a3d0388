/**
 * axe (WCAG 2.0, 2.1 and 2.2 A and AA, plus best practices) with the menus open, on a phone and
 * at desktop width, in English and Hindi. Every page as it opens is checked in
 * e2e/every-page.spec.ts.
 */
import { axeViolations } from "./axe";
import { expect, testOnSharedPage as test } from "./fixtures";
import { LANGS, heading, menuButton, menuList, pageName, t, withLang } from "./support";

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
