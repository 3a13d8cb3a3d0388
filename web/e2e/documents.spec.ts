/**
 * A page per document, in both languages: a tender's page reached from its table in the app,
 * and rendered by the server without JavaScript, says what it is, its number, dates, format, size
 * (as the server read it from the PDF), pages and language, and offers the PDF itself; its
 * corrigenda are listed with theirs. An address of no document is answered 404 with where
 * documents are listed. axe finds nothing on either.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { heading, LANGS, longDate, repoRoot, SITE, t, withLang, type Lang } from "./support";

type Bi = Record<Lang, string>;
interface Tender {
  id: string;
  no: string;
  work: Bi;
  description: Bi;
  pdf: string;
  language: "hi" | "en" | "both";
  startDate: string;
  endDate: string;
  corrigenda: { date: string; note: Bi; pdf?: string }[];
}
const TENDERS = JSON.parse(readFileSync(path.join(repoRoot, "content", "tenders.json"), "utf8")) as Tender[];
const TENDER = TENDERS.find((tender) => tender.corrigenda.some((corrigendum) => corrigendum.pdf))!;
const SIZE = readFileSync(path.join(repoRoot, "content", "public", TENDER.pdf)).length;

/** The facts list of the page: each term with its value. */
async function facts(page: Page): Promise<Record<string, string>> {
  const list = page.locator("main dl");
  const terms = await list.locator("dt").allTextContents();
  const values = await list.locator("dd").allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

/** The tender's page as it must read; axe runs where scripts do (`checkWithAxe`). */
async function expectTenderPage(page: Page, lang: Lang, checkWithAxe: boolean) {
  await expect(heading(page)).toHaveText(TENDER.work[lang]);
  await expect(page).toHaveTitle(`${TENDER.work[lang]} | ${SITE.name[lang]}`);
  await expect(page.locator("main")).toContainText(t(lang, "documentPage.kind.tenders"));
  await expect(page.locator("main")).toContainText(TENDER.description[lang]);
  expect(await facts(page)).toEqual({
    [t(lang, "documentPage.number")]: TENDER.no,
    [t(lang, "documentPage.start")]: longDate(TENDER.startDate, lang),
    [t(lang, "documentPage.end")]: longDate(TENDER.endDate, lang),
    [t(lang, "documentPage.format")]: t(lang, "files.format.pdf"),
    [t(lang, "documentPage.size")]: t(lang, "files.kb", { size: Math.max(1, Math.round(SIZE / 1024)) }),
    [t(lang, "documentPage.pages")]: "1",
    [t(lang, "documentPage.language")]: t(lang, `documentPage.lang.${TENDER.language}`),
  });
  const size = t(lang, "files.kb", { size: Math.max(1, Math.round(SIZE / 1024)) });
  const download = page.getByRole("link", {
    name: t(lang, "documentPage.download", { format: t(lang, "files.format.pdf"), size }),
  });
  await expect(download).toHaveAttribute("href", TENDER.pdf);
  await expect(download).toHaveAttribute("download", "");
  const corrigenda = page.getByRole("region", { name: t(lang, "documentPage.corrigenda") });
  const items = corrigenda.getByRole("listitem");
  await expect(items).toHaveCount(TENDER.corrigenda.length);
  for (const [index, corrigendum] of TENDER.corrigenda.entries()) {
    await expect(items.nth(index)).toContainText(corrigendum.note[lang]);
    if (corrigendum.pdf) await expect(items.nth(index).locator("a[download]")).toHaveAttribute("href", corrigendum.pdf);
  }
  await expect(page.getByRole("link", { name: t(lang, "documentPage.list.tenders"), exact: true })).toHaveAttribute(
    "href",
    withLang("/tender", lang),
  );
  if (checkWithAxe) expect(await axeViolations(page)).toEqual([]);
}

async function withoutScripts(browser: Browser) {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const lang of LANGS) {
  test(`a tender's page, reached from its table, says its facts and offers its PDF (${lang})`, async ({ page }) => {
    await page.goto(withLang("/tender", lang));
    const row = page.getByRole("row").filter({ hasText: TENDER.no });
    const link = row.getByRole("link", {
      name: `${t(lang, "tender.downloadOf", { work: TENDER.work[lang] })} ${t(lang, "tender.downloadPdf")}`,
      exact: true,
    });
    await expect(row).toContainText(`(${t(lang, "files.kb", { size: Math.max(1, Math.round(SIZE / 1024)) })})`);
    // Followed from the keyboard (a pointer's click lands on the link's hidden text, 1 px at its
    // start, as Playwright aims for the first box of an element).
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/document?lang=${lang}&kind=tenders&id=${TENDER.id}`);
    await expectTenderPage(page, lang, true);
    // Its PDF is the file itself.
    const response = await page.request.get(TENDER.pdf);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).length).toBe(SIZE);
  });

  test(`a tender's page is rendered whole by the server, without JavaScript (${lang})`, async ({ browser }) => {
    const { context, page } = await withoutScripts(browser);
    const answer = await page.goto(`/document?lang=${lang}&kind=tenders&id=${TENDER.id}`);
    expect(answer?.status()).toBe(200);
    await expectTenderPage(page, lang, false);
    // "Was this page useful?" brings the visitor back to this document, thanked.
    await page
      .locator("#page-feedback")
      .getByRole("button", { name: t(lang, "pageFeedback.yes"), exact: true })
      .click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/document" && url.searchParams.get("id") === TENDER.id && url.searchParams.get("useful") === "thanks",
    );
    await expect(heading(page)).toHaveText(TENDER.work[lang]);
    // (Within the prompt: Playwright's page-wide text search skips <noscript>.)
    await expect(page.locator("#page-feedback").getByText(t(lang, "pageFeedback.thanks"))).toBeVisible();
    await context.close();
  });

  test(`a document's page fits a 320 px phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const address of [
      `/document?lang=${lang}&kind=tenders&id=${TENDER.id}`,
      `/document?lang=${lang}&kind=rti&id=application-form`,
    ]) {
      await page.goto(address);
      await expect(page.locator("main a.document-page__download")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  test(`an address of no document is answered 404 with where documents are listed (${lang})`, async ({ page }) => {
    const answer = await page.goto(`/document?lang=${lang}&kind=notices&id=no-such-notice`);
    expect(answer?.status()).toBe(404);
    await expect(heading(page)).toHaveText(t(lang, "page.document"));
    await expect(page.locator("main")).toContainText(t(lang, "documentPage.notFound"));
    await expect(page.getByRole("link", { name: t(lang, "documentPage.list.noticesArchive"), exact: true })).toHaveAttribute(
      "href",
      withLang("/archive/notices", lang),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}
