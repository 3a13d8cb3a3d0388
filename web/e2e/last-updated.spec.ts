/**
 * "Last updated" follows a save (e2e/last-updated.ts says what the line is; every page is checked
 * with the app in e2e/every-page.spec.ts and without JavaScript in e2e/prerendered.spec.ts): a
 * notice saved through the API as an admin makes the home page's day today's, in the page the
 * server renders.
 */
import type { Browser } from "@playwright/test";
import { ADMIN_URL, logIn } from "./admin-support";
import { expect, test } from "./fixtures";
import { dayOfRenderedPage, expectLastUpdated, indiaDay } from "./last-updated";
import { LANGS, withLang } from "./support";

/** A page of a browser that runs no script, on `baseURL`. */
async function withoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe("a save", () => {
  test.use({ baseURL: ADMIN_URL });

  test("a notice saved through the API as an admin makes the home page's day today's, rendered by the server", async ({
    page,
    browser,
  }) => {
    await logIn(page, "en");
    const stamp = Date.now() % 100000;
    const saved = await page.request.post("/api/content/notices", {
      headers: { origin: new URL(ADMIN_URL).origin },
      data: {
        title: { en: `Water supply timings changed ${stamp}`, hi: `जल आपूर्ति का समय बदला ${stamp}` },
        date: "2026-11-20",
        pdf: "/files/notices/property-tax-rebate-2026.pdf",
        new: false,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    expect(saved.headers()["pages"]).toBe("rendered");
    const { id } = (await saved.json()) as { id: string };
    const notice = (await (await page.request.get(`/api/content/notices/${id}`)).json()) as { updatedAt: string };
    const today = indiaDay(Date.parse(notice.updatedAt));
    expect(today, "the notice went on the site today, in India").toBe(indiaDay(Date.now()));

    for (const lang of LANGS) {
      // The page as the server sends it: rendered again with the notice, and the day with it.
      const html = await (await page.request.get(withLang("/", lang))).text();
      expect(html).toContain(`जल आपूर्ति का समय बदला ${stamp}`);
      expect(dayOfRenderedPage(html)).toBe(today);
      const { context, page: plain } = await withoutScripts(browser, ADMIN_URL);
      await plain.goto(withLang("/", lang));
      await expectLastUpdated(plain, lang, today, `/ without JavaScript (${lang})`);
      await context.close();
      // And once the app has hydrated it.
      await page.goto(withLang("/", lang));
      await expectLastUpdated(page, lang, today, `/ (${lang})`);
    }

    const removed = await page.request.delete(`/api/content/notices/${id}`, { headers: { origin: new URL(ADMIN_URL).origin } });
    expect(removed.status()).toBe(204);
  });
});
