/**
 * The 17 department pages (the Departments menu): one template, each
 * page with its own data from content/departments.json, in both languages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, testOnSharedPage as test } from "./fixtures";
import { LANGS, MENUS, type Lang, heading, pageName, repoRoot, t, withLang } from "./support";
import type { Bilingual } from "../src/generated/content";

interface Department {
  id: string;
  name: Bilingual;
  head: { name: Bilingual; post: Bilingual; phone: string; photo: string };
  about: Bilingual;
  responsibilities: Bilingual[];
  staff: { name: Bilingual; position: Bilingual; mobile: string; image: string }[];
}

const DEPARTMENTS: Department[] = JSON.parse(
  readFileSync(path.join(repoRoot, "content/departments.json"), "utf8"),
) as Department[];

function department(routePath: string): Department {
  const found = DEPARTMENTS.find((d) => `/${d.id}` === routePath);
  if (!found) throw new Error(`content/departments.json has no record for ${routePath}`);
  return found;
}

/** The tel: link of a 10-digit Indian number as the site writes it. */
const tel = (number: string): string => `tel:+91${number.replace(/\D/g, "")}`;

const section = (page: Page, lang: Lang, key: string): Locator => page.getByRole("region", { name: t(lang, key), exact: true });

/** Scrolls an image into view (staff photos load lazily) and returns its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

test("every route of the Departments menu has its own record", () => {
  expect(DEPARTMENTS.map((d) => `/${d.id}`).sort()).toEqual([...MENUS.departments].sort());
});

for (const lang of LANGS) {
  const other: Lang = lang === "en" ? "hi" : "en";
  for (const routePath of MENUS.departments) {
    test(`${routePath} shows its department in full (${lang})`, async ({ page }) => {
      const d = department(routePath);
      await page.goto(withLang(routePath, lang));
      await expect(heading(page)).toHaveText(pageName(lang, d.id));

      // The name in the other language, marked with its language, right under the heading.
      const otherName = page.locator(`main [lang="${other}"]`).filter({ hasText: d.name[other] });
      await expect(otherName).toHaveText(d.name[other]);
      await expect(otherName).toBeVisible();

      const head = section(page, lang, "departments.head");
      await expect(head.getByRole("heading", { level: 3 })).toHaveText(d.head.name[lang]);
      await expect(head).toContainText(d.head.post[lang]);
      const headPhone = head.getByRole("link", { name: d.head.phone, exact: true });
      await expect(headPhone).toHaveAttribute("href", tel(d.head.phone));
      const headPhoto = head.getByRole("img", { name: t(lang, "departments.photoAlt", { name: d.head.name[lang] }) });
      await expect(headPhoto).toHaveAttribute("src", d.head.photo);
      expect(await loadedWidth(headPhoto)).toBeGreaterThan(0);

      await expect(section(page, lang, "departments.about")).toContainText(d.about[lang]);

      const items = section(page, lang, "departments.responsibilities").getByRole("listitem");
      await expect(items).toHaveCount(6);
      await expect(items).toHaveText(d.responsibilities.map((r) => r[lang]));

      const cards = section(page, lang, "departments.staff").getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const [i, member] of d.staff.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name[lang]);
        await expect(card).toContainText(member.position[lang]);
        await expect(card.getByRole("link", { name: member.mobile, exact: true })).toHaveAttribute("href", tel(member.mobile));
        const image = card.getByRole("img", { name: t(lang, "departments.photoAlt", { name: member.name[lang] }) });
        await expect(image).toHaveAttribute("src", member.image);
        expect(await loadedWidth(image)).toBeGreaterThan(0);
      }
    });
  }

  test(`two departments show different text and responsibilities (${lang})`, async ({ page }) => {
    const read = async (routePath: string) => {
      await page.goto(withLang(routePath, lang));
      const items = section(page, lang, "departments.responsibilities").getByRole("listitem");
      await expect(items).toHaveCount(6);
      return {
        about: await section(page, lang, "departments.about").locator("p").innerText(),
        responsibilities: await items.allInnerTexts(),
      };
    };
    const engineering = await read("/engineering");
    const accounting = await read("/accounting");
    expect(accounting.about).not.toBe(engineering.about);
    expect(accounting.responsibilities.filter((r) => engineering.responsibilities.includes(r))).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the department page fits the screen without sideways scrolling", async ({ page }) => {
    await page.goto(withLang("/general-administration", "hi"));
    await expect(section(page, "hi", "departments.staff").getByRole("article")).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
