/**
 * The text inside documents, in Chromium against the real server: a clerk uploads a PDF of each
 * kind in the editor and is told, in the page's language, what was read of it (Hindi typed in
 * Kruti Dev and converted, Unicode Hindi and its pages, English, or the warning of a scan); a
 * notice published with the Kruti Dev PDF is found by the site search by a word inside it, typed
 * in Devanagari or in Latin letters, with the sentence it is in; its page shows the text, page by
 * page and marked Hindi, with JavaScript off. The seed's Hindi, Kruti Dev and scanned notices'
 * pages read the same way without JavaScript. axe finds nothing on any of these screens.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_URL, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, escapeRegExp, repoRoot, t, type Lang } from "./support";

test.describe.configure({ mode: "serial" });

const notices = path.join(repoRoot, "content/public/files/notices");
/** The seed's sample PDFs, one of each kind whose text the server reads. */
const KRUTI_DEV = readFileSync(path.join(notices, "dengue-prevention-advisory.pdf"));
const HINDI = readFileSync(path.join(notices, "water-tax-camp.pdf"));
const SCAN = readFileSync(path.join(notices, "pmay-beneficiary-list.pdf"));
const ENGLISH = readFileSync(path.join(repoRoot, "content/public/files/tenders/tender-2025-01.pdf"));

/** The content area's notices in `lang`. */
const noticesAddress = (lang: Lang) => `/admin/content?kind=notices&lang=${lang}`;

/** A page of its own with JavaScript off, on the server at `baseURL`. */
async function withoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** The region of a document's page that holds its text. */
const textRegion = (page: Page, lang: Lang) => page.getByRole("region", { name: t(lang, "documentPage.text.title") });

for (const lang of LANGS) {
  test.describe(() => {
    test.use({ baseURL: ADMIN_URL });

    test(`the editor says what was read of each kind of PDF (${lang})`, async ({ page }) => {
      await logIn(page, lang);
      await page.goto(noticesAddress(lang));
      await page.getByRole("link", { name: t(lang, "content.addNew"), exact: true }).click();
      const hindi = t(lang, "content.file.text.lang.hi");
      const uploads: [string, Buffer, string][] = [
        [
          "fogging-schedule.pdf",
          KRUTI_DEV,
          t(lang, "content.file.text.converted", { language: hindi, font: "Kruti Dev", pages: t(lang, "content.file.onePage") }),
        ],
        [
          "water-tax-camp.pdf",
          HINDI,
          t(lang, "content.file.text.unicode", { language: hindi, pages: t(lang, "content.file.pages", { count: 2 }) }),
        ],
        [
          "tender.pdf",
          ENGLISH,
          t(lang, "content.file.text.unicode", {
            language: t(lang, "content.file.text.lang.en"),
            pages: t(lang, "content.file.onePage"),
          }),
        ],
        ["beneficiaries.pdf", SCAN, t(lang, "content.file.text.scanned")],
      ];
      const said = page.locator(".content-file__text");
      for (const [name, buffer, message] of uploads) {
        await page
          .getByLabel(t(lang, "content.field.pdf"), { exact: true })
          .setInputFiles({ name, mimeType: "application/pdf", buffer });
        await expect(page.getByText(t(lang, "content.file.uploaded", { name }))).toBeVisible();
        await expect(said).toHaveText(message);
        // Said to a screen reader as it arrives, and tied to the file's field.
        await expect(said).toHaveAttribute("role", "status");
        const described = await page.getByLabel(t(lang, "content.field.pdf"), { exact: true }).getAttribute("aria-describedby");
        expect(described?.split(" ")).toContain(await said.getAttribute("id"));
      }
      // The scan warns: nobody can read it aloud or find it.
      await expect(said).toHaveClass(/content-file__text--warns/);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe(() => {
  test.use({ baseURL: ADMIN_URL });

  test("a notice typed in Kruti Dev is found by a word inside it in both scripts, and its text reads without JavaScript", async ({
    page,
    browser,
  }) => {
    await logIn(page, "en");
    await page.goto(noticesAddress("en"));
    await page.getByRole("link", { name: t("en", "content.addNew"), exact: true }).click();
    const stamp = Date.now() % 100000;
    const title = { en: `Fogging schedule ${stamp}`, hi: `फॉगिंग की समय-सारणी ${stamp}` };
    const titleGroup = page.getByRole("group", { name: t("en", "content.field.title"), exact: true });
    await titleGroup.getByLabel(t("en", "content.field.en"), { exact: true }).fill(title.en);
    await titleGroup.getByLabel(t("en", "content.field.hi"), { exact: true }).fill(title.hi);
    await page.getByLabel(t("en", "content.field.date"), { exact: true }).fill("2026-09-24");
    await page
      .getByLabel(t("en", "content.field.pdf"), { exact: true })
      .setInputFiles({ name: "fogging-schedule.pdf", mimeType: "application/pdf", buffer: KRUTI_DEV });
    await expect(page.getByText(t("en", "content.file.uploaded", { name: "fogging-schedule.pdf" }))).toBeVisible();
    await page.getByRole("button", { name: t("en", "content.add"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t("en", "content.saved.rendered") })).toBeVisible();
    const id = new URL(page.url()).searchParams.get("item")!;
    expect(id).toContain(String(stamp));
    const editor = page.url();

    // Found by a word only its PDF holds ("fever"), typed in Devanagari or in Latin letters,
    // with the sentence it is in, marked Hindi, as its snippet.
    for (const [lang, query] of [
      ["hi", "बुखार"],
      ["en", "bukhar"],
    ] as const) {
      await page.goto(`/search?lang=${lang}&q=${encodeURIComponent(query)}`);
      const found = page.getByRole("region", {
        name: new RegExp(`^${escapeRegExp(t(lang, "search.notices.heading"))} \\(\\d+\\)$`),
      });
      const item = found.getByRole("listitem").filter({ has: page.getByRole("link", { name: title[lang], exact: true }) });
      await expect(item).toHaveCount(1);
      const snippet = item.locator('p[lang="hi"]');
      await expect(snippet).toContainText("बुखार, सरदर्द या शरीर में दर्द हो तो");
      expect(await axeViolations(page)).toEqual([]);
    }

    // Its page shows its text with JavaScript off: converted from Kruti Dev, marked Hindi.
    const { context, page: plain } = await withoutScripts(browser, ADMIN_URL);
    for (const lang of LANGS) {
      await plain.goto(`/document?lang=${lang}&kind=notices&id=${id}`);
      const region = textRegion(plain, lang);
      await expect(region).toContainText(t(lang, "documentPage.text.converted", { font: "Kruti Dev" }));
      await expect(region.getByRole("heading", { level: 3 })).toHaveText([t(lang, "documentPage.text.page", { number: 1 })]);
      await expect(region.locator('p[lang="hi"]').filter({ hasText: "डेंगू से बचाव हेतु परामर्श" })).toHaveCount(1);
      await expect(region.locator("details")).toHaveAttribute("open", "");
    }
    await context.close();
    await page.goto(`/document?lang=hi&kind=notices&id=${id}`);
    await expect(textRegion(page, "hi")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Deleted again, so the other tests see the notices they expect.
    await page.goto(editor);
    await page.getByRole("button", { name: t("en", "content.delete"), exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t("en", "content.confirmDelete") });
    await dialog.getByRole("button", { name: t("en", "content.delete"), exact: true }).click();
    await expect(page.getByRole("button", { name: t("en", "content.delete"), exact: true })).toHaveCount(0);
  });
});

for (const lang of LANGS) {
  test(`the seed's Hindi, Kruti Dev and scanned notices read on their pages without JavaScript (${lang})`, async ({
    browser,
    page,
  }) => {
    const { baseURL } = test.info().project.use;
    const { context, page: plain } = await withoutScripts(browser, baseURL!);
    const address = (id: string) => `/document?lang=${lang}&kind=notices&id=${id}`;

    await plain.goto(address("water-tax-camp"));
    const hindi = textRegion(plain, lang);
    await expect(hindi.getByRole("heading", { level: 3 })).toHaveText(
      [1, 2].map((number) => t(lang, "documentPage.text.page", { number })),
    );
    // Each page in paragraphs, each marked with the language of its script.
    const pages = hindi.locator(".document-text__page");
    await expect(pages).toHaveCount(2);
    await expect(pages.nth(0).locator('p[lang="hi"]').filter({ hasText: "जलकर शिविर लगाया जाएगा" })).toHaveCount(1);
    await expect(pages.nth(1).locator('p[lang="hi"]').filter({ hasText: "बकाया राशि" }).first()).toBeVisible();
    await expect(pages.nth(0).locator('p[lang="en"]')).toHaveText(["Sample document – to be replaced by the official one"]);
    await expect(hindi).not.toContainText(t(lang, "documentPage.text.converted", { font: "Kruti Dev" }));

    await plain.goto(address("dengue-prevention-advisory"));
    await expect(textRegion(plain, lang)).toContainText(t(lang, "documentPage.text.converted", { font: "Kruti Dev" }));
    await expect(
      textRegion(plain, lang).locator('p[lang="hi"]').filter({ hasText: "सभी वार्डों में फॉगिंग की समय-सारणी" }),
    ).toHaveCount(1);

    await plain.goto(address("pmay-beneficiary-list"));
    await expect(textRegion(plain, lang)).toHaveText(
      `${t(lang, "documentPage.text.title")}${t(lang, "documentPage.text.scanned")}`,
    );
    await context.close();

    for (const id of ["water-tax-camp", "dengue-prevention-advisory", "pmay-beneficiary-list"]) {
      await page.goto(address(id));
      await expect(textRegion(page, lang)).toBeVisible();
      expect(await axeViolations(page), id).toEqual([]);
    }
  });
}
