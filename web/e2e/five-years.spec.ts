/**
 * Five years of documents (bench/data/make.mjs: 2,000 notices, 300 tenders, …) in a real browser,
 * on a server of its own: the notices' archive shows 25 at a time with links to its years and
 * pages; a year and a page are reached by those links with the app running and without
 * JavaScript alike, the address keeping them; the page carries only its own notices; axe finds
 * nothing; the home page carries only the three events it shows.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ListPage } from "../src/generated/content";
import { makeStore } from "../../bench/data/make.mjs";
import { startServer, type StartedServer } from "../../bench/lib/server.mjs";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, t, withLang } from "./support";

const withFiveYears = test.extend<object, { fiveYears: StartedServer }>({
  fiveYears: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const work = mkdtempSync(path.join(os.tmpdir(), "smc-e2e-five-years-"));
      const dataDir = path.join(work, "data");
      makeStore(process.env.SMC_E2E_SERVER_BIN!, dataDir);
      const server = await startServer({
        bin: process.env.SMC_E2E_SERVER_BIN!,
        webDir: process.env.SMC_E2E_WEB_DIR!,
        dataDir,
      });
      // Until its first rendering pass has marked its pages, the server sends the pages the build
      // rendered from the seed: wait for the archive rendered from the store (from then on every
      // page out of date is rendered before it is sent).
      await expect
        .poll(async () => (await fetch(`${server.url}/archive/notices?lang=en`)).text(), { timeout: 120_000 })
        .toContain('class="list-pager"');
      await use(server);
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
    // Making the store and the first rendering of its pages take tens of seconds.
    { scope: "worker", timeout: 180_000 },
  ],
});

withFiveYears.use({ baseURL: async ({ fiveYears }, use) => use(fiveYears.url) });
// One store and one server for the whole file.
withFiveYears.describe.configure({ mode: "serial" });

/** The notices of the archive's table, by their rows' dates (`YYYY-MM-DD`). */
const rowDays = (page: Page) =>
  page
    .getByRole("table")
    .locator("tbody time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));

/** The lists the rendered page carries, by key. */
async function carried(page: Page): Promise<Record<string, { items: unknown[] }>> {
  const html = await (await page.request.get(page.url())).text();
  const block = html.match(/<script type="application\/json" id="page-content">([\s\S]*?)<\/script>/);
  return JSON.parse(block![1]) as Record<string, { items: unknown[] }>;
}

for (const lang of LANGS) {
  withFiveYears(
    `the notices' archive goes by year and page, with the app and without it (${lang})`,
    async ({ page, browser, fiveYears }) => {
      test.slow(); // axe twice over 25-row tables, and a second browser without JavaScript
      // Where the archive stands, as the API says it (the years move with the calendar).
      const first = (await (await page.request.get("/api/content/notices?status=archived&page=1")).json()) as {
        page: ListPage;
      };
      const { year, count } = first.page.years[2];
      await page.goto(withLang("/archive/notices", lang));
      expect(await rowDays(page)).toHaveLength(25);
      const pages = page.getByRole("navigation", { name: t(lang, "pager.pages") });
      await expect(pages).toContainText(t(lang, "pager.status", { number: 1, pages: first.page.pages, total: first.page.total }));
      expect(await axeViolations(page)).toEqual([]);

      // With the app: a year, then its third page.
      const years = page.getByRole("navigation", { name: t(lang, "pager.years") });
      const yearLink = years.getByRole("link", { name: t(lang, "pager.year", { year, count }) });
      await yearLink.click();
      await expect(page).toHaveURL(new RegExp(`[?&]year=${year}`));
      await expect(yearLink).toHaveAttribute("aria-current", "page");
      await pages.getByRole("link", { name: t(lang, "pager.page", { number: 3 }) }).click();
      await expect(page).toHaveURL(/[?&]page=3/);
      await expect(pages.locator('[aria-current="page"]')).toHaveAccessibleName(t(lang, "pager.page", { number: 3 }));
      const days = await rowDays(page);
      expect(days).toHaveLength(25);
      expect(days.every((day) => day.startsWith(`${year}-`))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The same address as a shared link, without JavaScript: rendered by the server, carrying
      // only its own 25 notices.
      const context = await browser.newContext({ baseURL: fiveYears.url, javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(page.url());
      expect(await rowDays(plain)).toEqual(days);
      const lists = await carried(plain);
      expect(Object.keys(lists).filter((key) => key.startsWith("notices"))).toEqual([
        `notices?page=3&status=archived&year=${year}`,
      ]);
      // The next page, by its link.
      await plain
        .getByRole("navigation", { name: t(lang, "pager.pages") })
        .getByRole("link", { name: t(lang, "pager.next") })
        .click();
      await expect(plain).toHaveURL(/[?&]page=4/);
      const next = await rowDays(plain);
      expect(next).toHaveLength(25);
      expect(next[0] <= days.at(-1)!).toBe(true);
      await context.close();
    },
  );
}

withFiveYears("the home page carries only the three events it shows", async ({ page }) => {
  await page.goto(withLang("/", "en"));
  const lists = await carried(page);
  expect(Object.keys(lists)).toContain("events?first=3");
  expect(Object.keys(lists)).not.toContain("events");
  expect(lists["events?first=3"].items).toHaveLength(3);
});
