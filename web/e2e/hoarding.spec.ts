/**
 * /hoarding: the hoarding circular, a content document rendered into the page by the server. A new
 * site shows the built-in "Hoarding Circular - 2025": the PDF in a frame (without the viewer's
 * toolbar, whose opening moved the document: Lighthouse CLS 0.039), Open in New Tab and Download
 * PDF, the circular GET /api/hoarding names, in both languages; the browser asks nothing more
 * for it, and the page is complete without JavaScript. A circular saved through the upload page
 * (named by its financial year, with its day) is tested on the admin specs' server, with
 * JavaScript and without it (e2e/admin-upload.spec.ts).
 */
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { BUILT_IN, expectCircular } from "./hoarding-support";
import { LANGS, layoutShifts, t, watchLayoutShifts, withLang } from "./support";

for (const lang of LANGS) {
  test.describe(`the hoarding page (${lang})`, () => {
    test("shows the circular of its content, the one GET /api/hoarding names, without asking for it", async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/hoarding") || pathname.startsWith("/api/content/hoarding")) asked.push(pathname);
      });
      await page.goto(withLang("/hoarding", lang));
      await expectCircular(page, lang, BUILT_IN, "2025");
      expect(await axeViolations(page)).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: t(lang, "hoarding.download"), exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("hoarding-circular-2025.pdf");
      const response = await page.request.get(BUILT_IN);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      // The page and the API name the same circular.
      const state = (await (await page.request.get("/api/hoarding")).json()) as {
        current: { url: string; savedAt: string };
        history: { url: string }[];
      };
      expect(state.current.url).toBe(BUILT_IN);
      expect(state.history.map((record) => record.url)).toEqual([BUILT_IN]);
      expect(asked, "the app took the page over with the circular it carries").toEqual([]);
    });

    test("nothing moves on a phone as the page is shown", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await watchLayoutShifts(page);
      await page.goto(withLang("/hoarding", lang));
      await expectCircular(page, lang, BUILT_IN, "2025");
      await page.waitForTimeout(400);
      const shift = (await layoutShifts(page)).filter((each) => !each.afterInput).reduce((sum, each) => sum + each.value, 0);
      expect(shift, "layout shift while the page is shown").toBeLessThanOrEqual(0.001);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`the page is complete: its links and frame have the PDF's address (${lang})`, async ({ context }) => {
      const page = await context.newPage();
      await page.goto(withLang("/hoarding", lang));
      await expectCircular(page, lang, BUILT_IN, "2025");
      await expect(page.getByText(t(lang, "hoarding.download"), { exact: true })).toBeVisible();
      const response = await page.request.get(BUILT_IN);
      expect(response.status()).toBe(200);
    });
  }
});
