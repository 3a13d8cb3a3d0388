/**
 * /hoarding: the current circular (Hoarding Circular - 2025 until an admin saves one, then named by
 * the financial year it was saved in, with its day), the PDF in a frame (without the viewer's toolbar, whose
 * opening moved the document: Lighthouse CLS 0.039), Open in New Tab and Download PDF, showing the latest
 * hoarding record of GET /api/hoarding, or the built-in circular when there is none or the call
 * fails; in both languages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, freshPage, test } from "./fixtures";
import { LANGS, type Lang, heading, pageName, repoRoot, t, withLang } from "./support";

const BUILT_IN = "/files/hoarding/hoarding-circular-2025.pdf";
const UPLOADED = "/uploads/3f2a9c-hoarding-2026.pdf";
const PDF = readFileSync(path.join(repoRoot, "content/public", BUILT_IN));

/** The page shows the circular at `url`; `saved` names the financial year and the day of one
 * an admin saved (none for the built-in one). */
async function expectCircular(page: Page, lang: Lang, url: string, saved?: { year: string; day: string }): Promise<void> {
  await expect(heading(page)).toHaveText(pageName(lang, "hoarding"));
  const title = saved ? t(lang, "hoarding.titleOf", { year: saved.year }) : t(lang, "hoarding.title");
  await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  if (saved) await expect(page.getByText(t(lang, "hoarding.published", { date: saved.day }), { exact: true })).toBeVisible();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", `${url}#toolbar=0`);
  const frameTitle = saved ? t(lang, "hoarding.frameTitleOf", { year: saved.year }) : t(lang, "hoarding.frameTitle");
  await expect(frame).toHaveAttribute("title", frameTitle);
  await expect(frame).toBeVisible();
  const download = page.getByRole("link", { name: t(lang, "hoarding.download"), exact: true });
  await expect(download).toHaveAttribute("href", url);
  await expect(download).toHaveAttribute("download", "");
  const newTab = page.getByRole("link", { name: `${t(lang, "common.openInNewTab")} ${t(lang, "common.opensInNewTab")}` });
  await expect(newTab).toHaveAttribute("href", url);
  await expect(newTab).toHaveAttribute("target", "_blank");
}

for (const lang of LANGS) {
  test.describe(`the hoarding page (${lang})`, () => {
    test("shows the latest hoarding record when there is one", async ({ page }) => {
      await page.route("**/api/hoarding", (route) =>
        route.fulfill({
          json: {
            current: { url: UPLOADED, savedAt: "2026-11-21T10:00:00Z" },
            history: [
              { url: UPLOADED, savedAt: "2026-11-21T10:00:00Z" },
              { url: "/uploads/old.pdf", savedAt: "2026-01-02T10:00:00Z" },
            ],
          },
        }),
      );
      await page.route(`**${UPLOADED}`, (route) => route.fulfill({ body: PDF, contentType: "application/pdf" }));
      await page.goto(withLang("/hoarding", lang));
      // Saved in November 2026: the circular of the financial year 2026-27.
      const day = lang === "en" ? "21 November 2026" : "21 नवंबर 2026";
      await expectCircular(page, lang, UPLOADED, { year: "2026-27", day });
    });

    test("shows the built-in circular without a record", async ({ page }) => {
      await page.route("**/api/hoarding", (route) => route.fulfill({ json: { current: null, history: [] } }));
      await page.goto(withLang("/hoarding", lang));
      await expectCircular(page, lang, BUILT_IN);
      expect(await axeViolations(page)).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: t(lang, "hoarding.download"), exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("hoarding-circular-2025.pdf");
      const response = await page.request.get(BUILT_IN);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
    });

    test("nothing moves on a phone when the circular arrives", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      // The answer comes late enough for the loading box to be drawn first.
      await page.route("**/api/hoarding", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.fulfill({ json: { current: null, history: [] } });
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(withLang("/hoarding", lang));
      await expect(page.getByRole("status").filter({ hasText: t(lang, "hoarding.loading") })).toBeVisible();
      // Open in New Tab and Download PDF are there already, as placeholders until the address is known.
      await expect(page.locator(".hoarding__actions a:not([href])")).toHaveCount(2);
      await expectCircular(page, lang, BUILT_IN);
      await page.waitForTimeout(200);
      const shift = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shift, "layout shift after the loading box").toBeLessThanOrEqual(0.001);
    });

    test("shows the built-in circular when the call fails", async ({ browser }) => {
      const { context, page, log } = await freshPage(browser);
      await page.route("**/api/hoarding", (route) =>
        route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong" } } }),
      );
      await page.goto(withLang("/hoarding", lang));
      await expectCircular(page, lang, BUILT_IN);
      expect(log.errors().filter((e) => !(e.includes("status of 500") && e.includes("/api/hoarding")))).toEqual([]);
      await context.close();
    });
  });
}
