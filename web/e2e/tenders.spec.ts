/**
 * /tender and /recruitment: the Important Links sidebar (12 links) and the notice tables with
 * their given columns, rows from content/tenders.json and content/recruitment.json with dates in the page
 * language, the empty message, the table scrolling inside its own region when the screen is too
 * narrow for it, and each notice a card on a phone.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, testOnSharedPage as test } from "./fixtures";
import { heading, LANGS, longDate, pageName, repoRoot, t, withLang, type Lang } from "./support";

interface Row {
  id: string;
  no: string;
  work: Record<Lang, string>;
  desc: Record<Lang, string>;
  corrigenda?: { date: string; note: Record<Lang, string>; pdf?: string }[];
  pdf: string;
  link?: string | null;
  startDate: string;
  endDate: string;
}
const readRows = (file: string, work: "work" | "post"): Row[] =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, "content", file), "utf8")) as (Row & {
      post: Row["work"];
      description: Row["desc"];
    })[]
  ).map((row) => ({ ...row, work: row[work], desc: row.description }));
const TABLES: Record<"tender" | "recruitment", Row[]> = {
  tender: readRows("tenders.json", "work"),
  recruitment: readRows("recruitment.json", "post"),
};

/** The content kind of each table, which names its documents' pages. */
const KINDS = { tender: "tenders", recruitment: "recruitment" } as const;
const pageOf = (kind: "tender" | "recruitment", row: Row, lang: Lang) =>
  `/document?lang=${lang}&kind=${KINDS[kind]}&id=${row.id}`;

const COLUMNS = {
  tender: ["No.", "Work", "Work Description", "Download", "Link", "Start Date", "End Date"],
  recruitment: ["No.", "Work", "Work Description", "Download", "Start Date", "End Date"],
};
const COLUMN_KEYS = {
  tender: ["no", "work", "desc", "download", "link", "start", "end"],
  recruitment: ["no", "work", "desc", "download", "start", "end"],
};

async function expectSidebar(page: Page, lang: Lang) {
  const links = page.getByRole("navigation", { name: t(lang, "links.title"), exact: true }).getByRole("link");
  await expect(links).toHaveCount(12);
}

for (const kind of ["tender", "recruitment"] as const) {
  for (const lang of LANGS) {
    test.describe(`/${kind} (${lang})`, () => {
      test("has the sidebar and the table with its columns and rows", async ({ page }) => {
        await page.goto(withLang(`/${kind}`, lang));
        await expect(heading(page)).toHaveText(pageName(lang, kind));
        await expectSidebar(page, lang);
        const table = page.getByRole("table", { name: t(lang, `${kind}.caption`), exact: true });
        await expect(table).toBeVisible();
        const headers = table.locator("thead th");
        await expect(headers).toHaveText(COLUMN_KEYS[kind].map((key) => t(lang, `${kind}.col.${key}`)));
        if (lang === "en") await expect(headers).toHaveText(COLUMNS[kind]);
        for (const th of await headers.all()) await expect(th).toHaveAttribute("scope", "col");

        const rows = table.locator("tbody tr");
        const data = TABLES[kind];
        if (data.length === 0) {
          await expect(rows).toHaveCount(1);
          const cell = rows.locator("td");
          await expect(cell).toHaveText(t(lang, `${kind}.empty`));
          await expect(cell).toHaveAttribute("colspan", String(COLUMNS[kind].length));
          return;
        }
        await expect(rows).toHaveCount(data.length);
        for (const [i, row] of data.entries()) {
          const cells = rows.nth(i).locator("th, td");
          await expect(cells).toHaveCount(COLUMNS[kind].length);
          await expect(cells.nth(0)).toHaveText(row.no);
          await expect(cells.nth(1)).toHaveText(row.work[lang]);
          const corrigenda = row.corrigenda ?? [];
          if (corrigenda.length === 0) await expect(cells.nth(2)).toHaveText(row.desc[lang]);
          else {
            // The description, then the corrigenda, each with its day, its note, and its PDF's
            // size with a link to the tender's page, which offers it.
            await expect(cells.nth(2)).toContainText(row.desc[lang]);
            await expect(cells.nth(2).getByText(t(lang, "tender.corrigenda"), { exact: true })).toBeVisible();
            const items = cells.nth(2).getByRole("listitem");
            await expect(items).toHaveCount(corrigenda.length);
            for (const [j, corrigendum] of corrigenda.entries()) {
              await expect(items.nth(j)).toContainText(`${longDate(corrigendum.date, lang)}: ${corrigendum.note[lang]}`);
              if (corrigendum.pdf) {
                const pdf = items.nth(j).getByRole("link");
                await expect(pdf).toHaveAttribute("href", pageOf(kind, row, lang));
                await expect(items.nth(j)).toContainText(new RegExp(`\\(\\d+ ${t(lang, "files.kb").replace("{size} ", "")}\\)`));
                expect((await page.request.get(corrigendum.pdf)).status()).toBe(200);
              }
            }
          }
          // The notice's page, which offers its download; its size beside the link.
          const download = cells.nth(3).getByRole("link");
          await expect(download).toHaveAttribute("href", pageOf(kind, row, lang));
          await expect(download).toContainText(row.work[lang]);
          await expect(cells.nth(3)).toContainText(new RegExp(`\\(\\d+ ${t(lang, "files.kb").replace("{size} ", "")}\\)`));
          const n = COLUMNS[kind].length;
          await expect(cells.nth(n - 2)).toHaveText(longDate(row.startDate, lang));
          await expect(cells.nth(n - 1)).toHaveText(longDate(row.endDate, lang));
          if (kind === "tender" && row.link) {
            const link = cells.nth(4).getByRole("link");
            await expect(link).toHaveAttribute("href", row.link);
            await expect(link).toHaveAttribute("target", "_blank");
            await expect(link).toContainText(t(lang, "common.opensInNewTab"));
          }
          const response = await page.request.get(row.pdf);
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toBe("application/pdf");
        }
      });

      test.describe(() => {
        test.use({ viewport: { width: 800, height: 800 } });

        test("scrolls the table inside a focusable region when the screen is too narrow for it beside the links, not the page", async ({
          page,
        }) => {
          await page.goto(withLang(`/${kind}`, lang));
          const region = page.getByRole("region", { name: t(lang, `${kind}.caption`), exact: true });
          await expect(region).toBeVisible();
          await expect(region).toHaveAttribute("tabindex", "0");
          expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
          await region.focus();
          await page.keyboard.press("ArrowRight");
          await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        });
      });

      test.describe(() => {
        test.use({ viewport: { width: 375, height: 667 } });

        test("shows each notice as a card on a phone, its caption, PDF and dates on screen, and axe finds nothing", async ({
          page,
        }) => {
          await page.goto(withLang(`/${kind}`, lang));
          const table = page.getByRole("table", { name: t(lang, `${kind}.caption`), exact: true });
          const caption = table.locator("caption");
          await caption.evaluate((element) => element.scrollIntoView({ block: "center" }));
          await expect(caption).toBeInViewport({ ratio: 1 });
          const region = page.getByRole("region", { name: t(lang, `${kind}.caption`), exact: true });
          expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

          const data = TABLES[kind];
          if (data.length === 0) {
            // The message in full, not cut at the screen's edge.
            const cell = table.getByRole("cell");
            await expect(cell).toHaveText(t(lang, `${kind}.empty`));
            await cell.evaluate((element) => element.scrollIntoView({ block: "center" }));
            await expect(cell).toBeInViewport({ ratio: 1 });
            expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          } else {
            const card = table.locator("tbody tr").first();
            const cells = card.locator("th, td");
            const download = cells.nth(3).getByRole("link");
            await expect(download).toHaveAttribute("href", pageOf(kind, data[0], lang));
            for (const value of [download, cells.nth(COLUMNS[kind].length - 2), cells.nth(COLUMNS[kind].length - 1)]) {
              await value.evaluate((cell) => cell.scrollIntoView({ block: "center" }));
              await expect(value).toBeInViewport({ ratio: 1 });
              const rendered = (await value.boundingBox())!;
              expect(rendered.x).toBeGreaterThanOrEqual(0);
              expect(rendered.x + rendered.width).toBeLessThanOrEqual(375);
            }
            if (kind === "tender" && data[0].link) {
              const portal = cells.nth(4).getByRole("link");
              await portal.evaluate((element) => element.scrollIntoView({ block: "center" }));
              await expect(portal).toBeInViewport({ ratio: 1 });
            }
            // Each value beside its column's heading, from the catalog.
            const labels = await cells.evaluateAll((all) => all.map((cell) => getComputedStyle(cell, "::before").content));
            expect(labels).toEqual(COLUMN_KEYS[kind].map((key) => `${JSON.stringify(t(lang, `${kind}.col.${key}`))} / ""`));
          }
          expect(await page.evaluate(() => window.scrollX)).toBe(0);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(await axeViolations(page)).toEqual([]);
        });
      });
    });
  }
}

test("the recruitment table ships empty and says so", async ({ page }) => {
  expect(TABLES.recruitment).toEqual([]);
  await page.goto(withLang("/recruitment", "hi"));
  await expect(page.getByRole("cell")).toHaveText(t("hi", "recruitment.empty"));
});
