/**
 * GIGW's pages about the website in both languages: the accessibility statement, help, screen
 * reader access and the website policies. Every footer links them; each shows its sections with
 * the corporation's contacts taken from site.json (never a `{name}` left in the text); the
 * screen readers are a captioned table; the archival policy leads to the three archives; and
 * each page reads complete without JavaScript.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, SITE, type Lang, heading, pageName, repoRoot, t, urlOf, withLang } from "./support";

type Bi = Record<Lang, string>;
interface Section {
  id: string;
  title: Bi;
}
interface InfoPage {
  intro: Bi;
  sections: Section[];
}
const content = <T>(name: string): T => JSON.parse(readFileSync(path.join(repoRoot, "content", "info", name), "utf8")) as T;

const PAGES = {
  "accessibility-statement": content<InfoPage>("accessibility-statement.json"),
  help: content<InfoPage>("help.json"),
  "screen-reader-access": content<InfoPage>("screen-reader-access.json"),
  "website-policies": content<InfoPage>("website-policies.json"),
};
type PageId = keyof typeof PAGES;
const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The screen readers as GIGW lists them: name, website and whether they cost money. */
const READERS: { name: string; website: string; pricing: "free" | "commercial" }[] = [
  { name: "NVDA (NonVisual Desktop Access)", website: "https://www.nvaccess.org/", pricing: "free" },
  {
    name: "JAWS (Job Access With Speech)",
    website: "https://www.freedomscientific.com/products/software/jaws/",
    pricing: "commercial",
  },
  { name: "Orca", website: "https://orca.gnome.org/", pricing: "free" },
  { name: "TalkBack", website: "https://support.google.com/accessibility/android/answer/6283677", pricing: "free" },
  { name: "VoiceOver", website: "https://www.apple.com/accessibility/vision/", pricing: "free" },
  {
    name: "Narrator",
    website: "https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1",
    pricing: "free",
  },
];

const ENQUIRY_EMAIL = SITE.emails[0].address;
const HELPLINE = SITE.helplines[0].phone;

/** Opens one of the pages and waits for its content. */
async function open(page: Page, id: PageId, lang: Lang) {
  const response = await page.goto(withLang(`/${id}`, lang));
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText(pageName(lang, id));
  await expect(page.locator("main .page-loading")).toHaveCount(0);
}

async function withoutScripts(browser: Browser) {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const lang of LANGS) {
  test(`every footer links the pages about the website, which open in the same language (${lang})`, async ({ page }) => {
    await page.goto(withLang("/", lang));
    const footer = page.getByRole("contentinfo");
    for (const id of ["sitemap", "feeds", ...PAGE_IDS, "privacy-policy", "contact"]) {
      await expect(footer.getByRole("link", { name: pageName(lang, id), exact: true })).toHaveAttribute(
        "href",
        `/${id}?lang=${lang}`,
      );
    }
    await footer.getByRole("link", { name: pageName(lang, "accessibility-statement"), exact: true }).click();
    await expect(page).toHaveURL(urlOf("/accessibility-statement", lang));
    await expect(heading(page)).toHaveText(pageName(lang, "accessibility-statement"));
  });

  test(`each page shows its sections, its contents and the site's contacts, and passes axe (${lang})`, async ({ page }) => {
    for (const id of PAGE_IDS) {
      await open(page, id, lang);
      const main = page.locator("main");
      await expect(main.getByText(PAGES[id].intro[lang].split("{")[0].trim(), { exact: false }).first()).toBeVisible();
      for (const section of PAGES[id].sections) {
        await expect(page.locator(`section#${section.id}`).getByRole("heading", { level: 2 }), id).toHaveText(
          section.title[lang],
        );
      }
      await expect(main, id).not.toContainText(/\{\w+\}/);
      expect(await axeViolations(page), id).toEqual([]);
    }

    // The contents of a page lead to its sections.
    await open(page, "website-policies", lang);
    const contents = page.getByRole("navigation", { name: t(lang, "infoPage.contents") });
    const terms = PAGES["website-policies"].sections.find((s) => s.id === "terms")!;
    await contents.getByRole("link", { name: terms.title[lang], exact: true }).click();
    await expect(page).toHaveURL((url) => url.hash === "#terms" && url.searchParams.get("lang") === lang);
    await expect(page.locator("#terms")).toBeInViewport();

    // How to report a barrier: the e-mail address and helpline of site.json, as links.
    await open(page, "accessibility-statement", lang);
    const report = page.locator("section#report");
    await expect(report.getByRole("link", { name: ENQUIRY_EMAIL, exact: true })).toHaveAttribute(
      "href",
      `mailto:${ENQUIRY_EMAIL}`,
    );
    await expect(report.getByRole("link", { name: HELPLINE, exact: true })).toHaveAttribute("href", `tel:+91${HELPLINE}`);
    await expect(report).toContainText(SITE.helpDeskHours[lang]);
    await expect(report.getByRole("link", { name: pageName(lang, "contact") })).toHaveAttribute("href", `/contact?lang=${lang}`);
  });

  test(`screen reader access lists the screen readers in a captioned table (${lang})`, async ({ page }) => {
    await open(page, "screen-reader-access", lang);
    const table = page.getByRole("table", { name: t(lang, "screenReaders.caption") });
    await expect(table.getByRole("columnheader")).toHaveText(
      ["name", "website", "pricing", "platform"].map((column) => t(lang, `screenReaders.${column}`)),
    );
    await expect(table.getByRole("rowheader")).toHaveText(READERS.map((reader) => reader.name));
    const rows = table.locator("tbody tr");
    for (const [index, reader] of READERS.entries()) {
      await expect(rows.nth(index).getByRole("link")).toHaveAttribute("href", reader.website);
      await expect(rows.nth(index)).toContainText(t(lang, `screenReaders.${reader.pricing}`));
    }
  });

  test(`help gives free PDF readers and the archival policy leads to the archives (${lang})`, async ({ page }) => {
    await open(page, "help", lang);
    const readers = page.locator("section#pdf").getByRole("link");
    await expect(readers).not.toHaveCount(0);
    for (const href of await readers.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^https:\/\//);
    }
    await expect(page.locator("section#language")).toContainText("हिंदी / English");

    await open(page, "website-policies", lang);
    const archival = page.locator("section#archival");
    const archives = [
      ["/archive/notices", "notices-archive"],
      ["/archive/tenders", "tender-archive"],
      ["/archive/recruitment", "recruitment-archive"],
    ];
    for (const [archive] of archives) {
      await expect(archival.locator(`a[href="${archive}?lang=${lang}"]`)).toHaveCount(1);
    }
    await archival.locator(`a[href="/archive/tenders?lang=${lang}"]`).click();
    await expect(page).toHaveURL(urlOf("/archive/tenders", lang));
    await expect(heading(page)).toHaveText(pageName(lang, "tender-archive"));
  });

  test(`the pages read complete without JavaScript (${lang})`, async ({ browser }) => {
    const { context, page } = await withoutScripts(browser);
    for (const id of PAGE_IDS) {
      await page.goto(withLang(`/${id}`, lang));
      await expect(heading(page), id).toHaveText(pageName(lang, id));
      const last = PAGES[id].sections.at(-1)!;
      await expect(page.locator(`section#${last.id} h2`), id).toHaveText(last.title[lang]);
    }
    await expect(page.getByRole("link", { name: ENQUIRY_EMAIL, exact: true }).first()).toBeVisible();
    await context.close();
  });
}
