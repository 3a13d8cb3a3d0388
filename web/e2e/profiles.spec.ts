/**
 * The commissioner, mayor and chairman profiles, in both languages:
 * every field, tap-to-call and mailto links, the photo, and the mayor's timeline in year order.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, testOnSharedPage as test } from "./fixtures";
import { LANGS, type Lang, heading, pageName, repoRoot, t, withLang } from "./support";
import type { Bilingual } from "../src/generated/content";

interface Profiles {
  commissioner: {
    name: Bilingual;
    photo: string;
    designation: Bilingual;
    service: Bilingual;
    jurisdiction: Bilingual;
    education: Bilingual;
    previousPostings: Bilingual[];
    achievement: Bilingual;
  };
  mayor: {
    name: Bilingual;
    photo: string;
    mobile: string;
    email: string;
    education: Bilingual;
    career: { year: number; text: Bilingual }[];
  };
  chairman: { name: Bilingual; photo: string; mobile: string; email: string; education: Bilingual; career: Bilingual[] };
}

const PROFILES = JSON.parse(readFileSync(path.join(repoRoot, "content/profiles.json"), "utf8")) as Profiles;

const tel = (number: string): string => `tel:+91${number.replace(/\D/g, "")}`;

/** The value (<dd>) of the description-list row labelled `key`. */
const field = (page: Page, lang: Lang, key: string): Locator =>
  page
    .locator("main dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${t(lang, key)}$`) }) })
    .locator("dd");

/** Checks that the profile's photo is shown with its alt text and really loads. */
async function expectPhoto(page: Page, lang: Lang, name: string, src: string): Promise<void> {
  const photo = page.getByRole("main").getByRole("img", { name: t(lang, "profiles.photoAlt", { name }), exact: true });
  await expect(photo).toHaveAttribute("src", src);
  await expect(photo).toHaveAttribute("width", /\d+/);
  await expect(photo).toHaveAttribute("height", /\d+/);
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

async function open(page: Page, route: string, lang: Lang): Promise<void> {
  await page.goto(withLang(`/${route}`, lang));
  await expect(heading(page)).toHaveText(pageName(lang, route));
}

/** The mobile and e-mail rows: a tel: link and a mailto: link. */
async function expectContacts(page: Page, lang: Lang, mobile: string, email: string): Promise<void> {
  const phone = field(page, lang, "profiles.mobile").getByRole("link");
  await expect(phone).toHaveText(mobile);
  await expect(phone).toHaveAttribute("href", tel(mobile));
  const mail = field(page, lang, "profiles.email").getByRole("link");
  await expect(mail).toHaveText(email);
  await expect(mail).toHaveAttribute("href", `mailto:${email}`);
}

const career = (page: Page, lang: Lang): Locator => page.getByRole("region", { name: t(lang, "profiles.career"), exact: true });

for (const lang of LANGS) {
  test(`/commissioner shows every field of the profile (${lang})`, async ({ page }) => {
    const c = PROFILES.commissioner;
    await open(page, "commissioner", lang);
    await expect(page.getByRole("heading", { level: 2, name: c.name[lang], exact: true })).toBeVisible();
    await expectPhoto(page, lang, c.name[lang], c.photo);
    await expect(field(page, lang, "profiles.designation")).toHaveText(c.designation[lang]);
    await expect(field(page, lang, "profiles.service")).toHaveText(c.service[lang]);
    await expect(field(page, lang, "profiles.jurisdiction")).toHaveText(c.jurisdiction[lang]);
    await expect(field(page, lang, "profiles.education")).toHaveText(c.education[lang]);
    await expect(field(page, lang, "profiles.previousPostings").getByRole("listitem")).toHaveText(
      c.previousPostings.map((p) => p[lang]),
    );
    await expect(field(page, lang, "profiles.achievement")).toHaveText(c.achievement[lang]);
  });

  test(`/mayor shows contacts, education and the career timeline in year order (${lang})`, async ({ page }) => {
    const m = PROFILES.mayor;
    await open(page, "mayor", lang);
    await expect(page.getByRole("heading", { level: 2, name: m.name[lang], exact: true })).toBeVisible();
    await expectPhoto(page, lang, m.name[lang], m.photo);
    await expectContacts(page, lang, m.mobile, m.email);
    await expect(field(page, lang, "profiles.education")).toHaveText(m.education[lang]);

    const steps = career(page, lang).locator("ol > li");
    await expect(steps).toHaveCount(m.career.length);
    const years = (await career(page, lang).locator("ol > li time").allInnerTexts()).map(Number);
    expect(years).toEqual(m.career.map((s) => s.year));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const [i, step] of m.career.entries()) {
      await expect(steps.nth(i)).toContainText(step.text[lang]);
    }
  });

  test(`/chairman shows contacts, education and the career list (${lang})`, async ({ page }) => {
    const c = PROFILES.chairman;
    await open(page, "chairman", lang);
    await expect(page.getByRole("heading", { level: 2, name: c.name[lang], exact: true })).toBeVisible();
    await expectPhoto(page, lang, c.name[lang], c.photo);
    await expectContacts(page, lang, c.mobile, c.email);
    await expect(field(page, lang, "profiles.education")).toHaveText(c.education[lang]);
    await expect(career(page, lang).getByRole("listitem")).toHaveText(c.career.map((s) => s[lang]));
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mayor's profile fits the screen without sideways scrolling", async ({ page }) => {
    await open(page, "mayor", "hi");
    await expect(career(page, "hi").locator("ol > li")).toHaveCount(PROFILES.mayor.career.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
