/**
 * Phones: no public page scrolls sideways at 320 and 375 px wide, in either language. Each page
 * is loaded once, at 375 px, and measured there and again at 320 px.
 */
import type { Page } from "@playwright/test";
import { expect, testOnSharedPage as test } from "./fixtures";
import { LANGS, ROUTES, heading, pageName, withLang } from "./support";

const WIDTHS = [
  { width: 375, height: 667 },
  { width: 320, height: 640 },
] as const;

/** How wide the document is against the viewport, with the elements that stick out past its
 * right edge (the outermost ones only) to say where an overflow comes from. */
function measure(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const wide: string[] = [];
    const walk = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && Math.round(box.right) > limit) {
        const name =
          element.tagName.toLowerCase() +
          (element.className && typeof element.className === "string"
            ? `.${element.className.trim().split(/\s+/).join(".")}`
            : "");
        wide.push(`${name} (right edge ${Math.round(box.right)})`);
        return;
      }
      // What a scrolling or clipping box holds cannot widen the page.
      if (getComputedStyle(element).overflowX !== "visible") return;
      for (const child of element.children) walk(child);
    };
    walk(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, wide: wide.slice(0, 8) };
  });
}

test.describe("no public page scrolls sideways on a phone", () => {
  test.use({ viewport: WIDTHS[0] });

  for (const lang of LANGS) {
    for (const route of ROUTES.filter((r) => r.layout === "public")) {
      test(`${route.path} (${lang})`, async ({ page }) => {
        await page.goto(withLang(route.path, lang));
        await expect(heading(page)).toHaveText(pageName(lang, route.page));
        // Pages that load their lists after the first draw (the directories, the search) are
        // measured once those have arrived.
        await page.waitForLoadState("networkidle");
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          await expect
            .poll(() => measure(page), { message: `${route.path} at ${viewport.width} px` })
            .toEqual(expect.objectContaining({ innerWidth: viewport.width }));
          const { scrollWidth, innerWidth, wide } = await measure(page);
          expect(
            scrollWidth,
            `${route.path} at ${innerWidth} px is wider than the screen: ${wide.join(", ")}`,
          ).toBeLessThanOrEqual(innerWidth);
        }
      });
    }
  }
});
