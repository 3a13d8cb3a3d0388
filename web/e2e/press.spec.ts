/**
 * /press: the News card with today's date in long Indian format, the loading state while the
 * photos really load, the lightbox (scroll lock, Escape, Close, focus back), the placeholder
 * for a photo that fails, in English and Hindi.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, freshPage, test } from "./fixtures";
import { LANGS, type Lang, bodyOverflow, heading, mainNav, pageName, repoRoot, t, withLang } from "./support";

interface PressImage {
  src: string;
  alt: Record<Lang, string>;
}
const PRESS = JSON.parse(readFileSync(path.join(repoRoot, "content/press.json"), "utf8")) as {
  placeholder: string;
  images: PressImage[];
};
const SHOWN = PRESS.images.slice(0, 4);

const today = (lang: Lang) =>
  new Intl.DateTimeFormat(lang === "hi" ? "hi-IN" : "en-IN", { dateStyle: "long" }).format(new Date());

const thumbs = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("button");
const thumb = (page: Page, lang: Lang, image: PressImage) =>
  page.getByRole("button", { name: t(lang, "press.openImage", { alt: image.alt[lang] }), exact: true });

for (const lang of LANGS) {
  test.describe(`the press page (${lang})`, () => {
    test("shows today's date in long Indian format in the News card", async ({ page }) => {
      await page.goto(withLang("/press", lang));
      await expect(heading(page)).toHaveText(pageName(lang, "press"));
      const news = page.getByRole("region", { name: t(lang, "press.newsTitle"), exact: true });
      await expect(news.getByRole("heading", { level: 2 })).toHaveText(t(lang, "press.newsTitle"));
      await expect(news).toContainText(t(lang, "press.today", { date: today(lang) }));
    });

    test("arriving from another page, shows the loading state until the photos have loaded, then at most four", async ({
      page,
    }) => {
      const held: Route[] = [];
      let release = false;
      await page.route("**/images/press/press-*.svg", (route) => (release ? route.continue() : held.push(route)));
      await page.goto(withLang("/", lang));
      await mainNav(page, lang)
        .getByRole("link", { name: pageName(lang, "press"), exact: true })
        .click();
      await expect(heading(page)).toHaveText(pageName(lang, "press"));
      const status = page.getByRole("status").filter({ hasText: t(lang, "press.loading") });
      await expect(status).toBeVisible();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expect(thumbs(page)).toHaveCount(0);
      // Still loading while the photos are held back: no fixed delay ends it.
      await page.waitForTimeout(1200);
      await expect(status).toBeVisible();

      release = true;
      for (const route of held) await route.continue();
      await expect(status).toHaveCount(0);
      await expect(thumbs(page)).toHaveCount(SHOWN.length);
      for (const image of SHOWN) {
        const img = thumb(page, lang, image).locator("img");
        await expect(img).toHaveAttribute("src", image.src);
        await expect(img).toHaveAttribute("width", /\d+/);
        await expect(img).toHaveAttribute("height", /\d+/);
        expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
    });

    test("opened at its address, shows the photos as they arrive, each in its own box, without a loading state", async ({
      page,
    }) => {
      const held: Route[] = [];
      await page.route("**/images/press/press-*.svg", (route) => held.push(route));
      // The page's load event waits for the photos held back.
      await page.goto(withLang("/press", lang), { waitUntil: "domcontentloaded" });
      await expect(thumbs(page)).toHaveCount(SHOWN.length);
      await expect(page.getByRole("status").filter({ hasText: t(lang, "press.loading") })).toHaveCount(0);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const image of SHOWN) {
        const img = thumb(page, lang, image).locator("img");
        await expect(img).toHaveAttribute("src", image.src);
        // The box keeps its size while the photo is still on its way.
        const box = (await img.boundingBox())!;
        expect(box.height).toBeGreaterThan(0);
      }
      for (const route of held) await route.continue();
    });

    test("opens a photo full size in a lightbox that locks the page and closes on Escape", async ({ page }) => {
      await page.goto(withLang("/press", lang));
      const image = SHOWN[1];
      const opener = thumb(page, lang, image);
      await opener.click();
      const dialog = page.getByRole("dialog", { name: image.alt[lang], exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img", { name: image.alt[lang], exact: true })).toHaveAttribute("src", image.src);
      expect(await bodyOverflow(page)).toBe("hidden");
      await expect(dialog.getByRole("button", { name: t(lang, "press.close") })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      // Focus stays in the dialog: the page behind is inert.
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
      await expect(opener).toBeFocused();
    });

    test("opens with Enter and closes with the Close button", async ({ page }) => {
      await page.goto(withLang("/press", lang));
      const image = SHOWN[0];
      const opener = thumb(page, lang, image);
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: image.alt[lang], exact: true });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: t(lang, "press.close") }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
      await expect(opener).toBeFocused();
    });

    test("shows the placeholder for a photo that fails to load", async ({ browser }) => {
      const { context, page, log } = await freshPage(browser);
      const broken = SHOWN[2];
      await page.route(`**${broken.src}`, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto(withLang("/press", lang));
      const unavailable = t(lang, "press.imageUnavailable", { alt: broken.alt[lang] });
      const opener = page.getByRole("button", { name: t(lang, "press.openImage", { alt: unavailable }) });
      await expect(opener.locator("img")).toHaveAttribute("src", PRESS.placeholder);
      // The placeholder really renders: it loads a moment after the src switches to it.
      await expect
        .poll(() => opener.locator("img").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
      // The others still show their own photo.
      await expect(thumb(page, lang, SHOWN[0]).locator("img")).toHaveAttribute("src", SHOWN[0].src);
      await opener.click();
      await expect(page.getByRole("dialog").getByRole("img")).toHaveAttribute("src", PRESS.placeholder);
      await page.keyboard.press("Escape");
      await expect(opener).toBeFocused();

      const unexpected = log.errors().filter((e) => !(e.includes("status of 404") && e.includes(broken.src)));
      expect(unexpected).toEqual([]);
      await context.close();
    });
  });
}
