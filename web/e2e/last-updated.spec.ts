/**
 * "Last updated" on every public page: the main content ends with the day the page's content
 * last changed ("Last updated: 24 November 2026", "अंतिम अद्यतन: 24 नवंबर 2026") and the footer
 * says it too, each as a <time datetime>, in the page language. The day is the newest
 * `updatedAt` among the content lists the drawn page carries (its #page-content block), in
 * India, or the day the site was built when none has one; it is the same before any script runs
 * and once the app has taken the page over (a mismatch would log an error). A notice saved
 * through the API as an admin makes the home page's day today's, in the page the server draws.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_URL, logIn } from "./admin-support";
import { expect, test, testOnSharedPage } from "./fixtures";
import { LANGS, ROUTES, UNKNOWN_PATHS, repoRoot, t, withLang, type Lang } from "./support";

const PUBLIC_PATHS = [...ROUTES.filter((route) => route.layout === "public").map((route) => route.path), UNKNOWN_PATHS[0]];

/** The day the app was built (build/build-day.ts writes it beside the drawn pages). */
const BUILD_DAY = (
  JSON.parse(
    readFileSync(path.resolve(repoRoot, process.env.SMC_WEB_DIR ?? path.join("web", "dist"), "_pages", "build.json"), "utf8"),
  ) as { day: string }
).day;

/** The day (YYYY-MM-DD) it was in India (UTC+05:30 all year) at `ms`. */
const indiaDay = (ms: number): string => new Date(ms + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** `day` as the site writes it in `lang`: the Unicode CLDR's long date of India. */
const longDay = (day: string, lang: Lang): string =>
  new Intl.DateTimeFormat(`${lang}-IN`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The day a page drawn by the server must show: from the lists it carries. */
function dayOfDrawnPage(html: string): string {
  const block = html.match(/<script type="application\/json" id="page-content">([\s\S]*?)<\/script>/);
  expect(block, "the drawn page carries the content it read").not.toBeNull();
  const lists = JSON.parse(block![1]) as Record<string, { items: { updatedAt: string }[] }>;
  const moments = Object.values(lists).flatMap((list) => list.items.map((item) => Date.parse(item.updatedAt)));
  const newest = Math.max(...moments.filter((ms) => !Number.isNaN(ms)));
  return Number.isFinite(newest) ? indiaDay(newest) : BUILD_DAY;
}

/** Fails unless the page ends its own content with "Last updated: <day>" (only "Was this page
 * useful?" follows it in <main>) and its footer says
 * "Page last updated: <day>", both as <time datetime="<day>"> in `lang`. */
async function expectLastUpdated(page: Page, lang: Lang, day: string, where: string) {
  await expect(page.locator("html"), where).toHaveAttribute("lang", lang);
  const line = page.locator("main > p.last-updated");
  await expect(line, where).toHaveText(`${t(lang, "common.lastUpdated")} ${longDay(day, lang)}`);
  expect(await line.evaluate((element) => element.nextElementSibling?.nextElementSibling ?? null), where).toBeNull();
  await expect(line.locator("time"), where).toHaveAttribute("datetime", day);
  const footer = page.getByRole("contentinfo");
  await expect(footer, where).toContainText(`${t(lang, "footer.lastUpdated")} ${longDay(day, lang)}`);
  await expect(footer.locator("time"), where).toHaveAttribute("datetime", day);
  // Nothing between the page and the two lines speaks another language.
  for (const time of [line.locator("time"), footer.locator("time")]) {
    expect(await time.evaluate((element) => element.closest("[lang]")?.getAttribute("lang")), where).toBe(lang);
  }
}

/** A page of a browser that runs no script, on `baseURL`. */
async function withoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const lang of LANGS) {
  testOnSharedPage(
    `every public page and its footer say when its content last changed, once the app runs (${lang})`,
    async ({ page }) => {
      test.setTimeout(90_000);
      for (const address of PUBLIC_PATHS) {
        const response = await page.goto(withLang(address, lang));
        const day = dayOfDrawnPage(await response!.text());
        await expectLastUpdated(page, lang, day, address);
      }
    },
  );

  test(`every public page and its footer say when its content last changed, without JavaScript (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await withoutScripts(browser, test.info().project.use.baseURL!);
    for (const address of PUBLIC_PATHS) {
      const response = await page.goto(withLang(address, lang));
      await expectLastUpdated(page, lang, dayOfDrawnPage(await response!.text()), address);
    }
    await context.close();
  });
}

test.describe("a save", () => {
  test.use({ baseURL: ADMIN_URL });

  test("a notice saved through the API as an admin makes the home page's day today's, drawn by the server", async ({
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
    expect(saved.headers()["pages"]).toBe("drawn");
    const { id } = (await saved.json()) as { id: string };
    const notice = (await (await page.request.get(`/api/content/notices/${id}`)).json()) as { updatedAt: string };
    const today = indiaDay(Date.parse(notice.updatedAt));
    expect(today, "the notice went on the site today, in India").toBe(indiaDay(Date.now()));

    for (const lang of LANGS) {
      // The page as the server sends it: drawn again with the notice, and the day with it.
      const html = await (await page.request.get(withLang("/", lang))).text();
      expect(html).toContain(`जल आपूर्ति का समय बदला ${stamp}`);
      expect(dayOfDrawnPage(html)).toBe(today);
      const { context, page: plain } = await withoutScripts(browser, ADMIN_URL);
      await plain.goto(withLang("/", lang));
      await expectLastUpdated(plain, lang, today, `/ without JavaScript (${lang})`);
      await context.close();
      // And once the app has taken it over.
      await page.goto(withLang("/", lang));
      await expectLastUpdated(page, lang, today, `/ (${lang})`);
    }

    const removed = await page.request.delete(`/api/content/notices/${id}`, { headers: { origin: new URL(ADMIN_URL).origin } });
    expect(removed.status()).toBe(204);
  });
});
