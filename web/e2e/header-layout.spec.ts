/**
 * The header's layout. On a phone (320 and 375 px) it is compact, so that a page's own content
 * starts in the first screen: two short rows of contacts, the emblem beside the name, the search
 * box in the navigation bar beside Menu, every item of the wide header still there (the
 * helplines to call, the e-mail addresses, the social accounts, the language, the emblem, the
 * name, the search, the menu). On a 1280 px screen the thirteen items of the navigation fit one
 * row in either language.
 */
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, SITE, heading, t, withLang } from "./support";

/** The tallest the header may be on a phone: about a quarter of a 740 px screen. */
const PHONE_HEADER_MAX = 200;

for (const lang of LANGS) {
  for (const width of [320, 375]) {
    test(`a phone's header is compact and keeps every item (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(withLang("/rti", lang));
      const header = page.getByRole("banner");
      const box = (await header.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
      const title = (await heading(page).boundingBox())!;
      expect(title.y + title.height).toBeLessThan(740 / 2);

      for (const link of await header.locator('a[href^="tel:"], a[href^="mailto:"]').all()) {
        await expect(link).toBeVisible();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      await expect(header.locator('a[href^="tel:"]')).toHaveCount(SITE.helplines.length);
      await expect(header.locator('a[href^="mailto:"]')).toHaveCount(SITE.emails.length);
      for (const email of SITE.emails) {
        await expect(header.getByRole("link", { name: new RegExp(email.address.replace(/\./g, "\\.")) })).toBeVisible();
      }
      await expect(header.getByRole("list", { name: t(lang, "header.social") }).getByRole("link")).toHaveCount(
        SITE.social.length,
      );
      for (const name of ["English", "हिंदी"]) await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(header.getByRole("img", { name: t(lang, "header.logoAlt") })).toBeVisible();
      await expect(header.getByText(SITE.name.hi, { exact: true })).toBeVisible();
      await expect(header.getByText(SITE.name.en, { exact: true })).toBeVisible();
      const search = header.getByRole("searchbox", { name: t(lang, "search.header.input") });
      await expect(search).toBeInViewport({ ratio: 1 });
      await expect(header.getByRole("button", { name: t(lang, "search.submit") })).toBeInViewport({ ratio: 1 });
      const menu = header.getByRole("button", { name: t(lang, "nav.toggle") });
      await expect(menu).toBeInViewport({ ratio: 1 });
      // The search box and the Menu button share the navigation bar without overlapping.
      const [menuBox, searchBox] = [(await menu.boundingBox())!, (await search.boundingBox())!];
      expect(menuBox.x + menuBox.width).toBeLessThan(searchBox.x);
      expect(Math.abs(menuBox.y + menuBox.height / 2 - (searchBox.y + searchBox.height / 2))).toBeLessThan(4);
      if (width === 375) expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`the navigation fits one row at 1280 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(withLang("/rti", lang));
    const tops = await page
      .getByRole("navigation", { name: t(lang, "nav.label") })
      .locator(".main-menu > li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(13);
    expect(new Set(tops).size).toBe(1);
  });
}
