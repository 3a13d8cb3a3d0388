/**
 * The home page (its three columns and the sizes it is given), in English and Hindi:
 * the three columns and their counts, the certificate links, the SMC Updates ticker (two copies,
 * pause and play, reduced motion), the notice modal (title, PDF frame, focus, every way to
 * close it) and the Gallery & Events cards.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { heading, LANGS, longDate, pageName, repoRoot, t, urlOf, withLang, type Lang } from "./support";
import type { Bilingual } from "../src/generated/content";

interface Notice {
  id: string;
  title: Bilingual;
  date: string;
  pdf: string;
  new: boolean;
}
interface Home {
  results: { title: Bilingual; value: Bilingual; detail: Bilingual; certificate: string }[];
  helpline: string;
}
interface GalleryEvent {
  title: Bilingual;
  images: string[];
}

const readContent = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, "content", file), "utf8")) as T;
const NOTICES = readContent<Notice[]>("notices.json");
const HOME = readContent<Home>("home.json");
const LINK_COUNT = readContent<{ links: unknown[] }>("important-links.json").links.length;
/** The newest events, which the Gallery & Events cards show (events.json is newest first). */
const GALLERY = readContent<GalleryEvent[]>("events.json").slice(0, 3);

const section = (page: Page, lang: Lang, key: string): Locator =>
  page.locator("section, nav").filter({
    has: page.getByRole("heading", { level: 2, name: t(lang, key), exact: true }),
  });

const ticker = (page: Page) => page.locator("#home-updates-ticker");
const track = (page: Page) => ticker(page).locator(".ticker__track");
const mainCopy = (page: Page) => ticker(page).locator("ul").first();
const duplicateCopy = (page: Page) => ticker(page).locator("ul").nth(1);
const noticeButton = (page: Page, lang: Lang, notice: Notice) =>
  mainCopy(page).getByRole("link").filter({ hasText: notice.title[lang] });

/** The track's animation: its name, play state and current vertical offset. */
const motion = (page: Page) =>
  track(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      name: style.animationName,
      state: style.animationPlayState,
      offset: new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform).m42,
    };
  });

/** Whether the list moves within `ms` milliseconds. A pause or play takes effect on the
 * browser's next frame (the animation's `ready` promise), and on a busy machine that frame can
 * come late; until then the list rightly goes on moving, so the measure starts after it. */
async function moves(page: Page, ms = 400): Promise<boolean> {
  await track(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.ready)));
  const before = (await motion(page)).offset;
  await page.waitForTimeout(ms);
  return (await motion(page)).offset !== before;
}

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));

async function open(page: Page, lang: Lang) {
  const response = await page.goto(withLang("/", lang));
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText(pageName(lang, "home"));
}

for (const lang of LANGS) {
  test.describe(`home page (${lang})`, () => {
    test("shows three columns with links, results, helpline and 12 updates, then the gallery", async ({ page }) => {
      await open(page, lang);
      const links = page.getByRole("navigation", { name: t(lang, "links.title"), exact: true });
      const results = section(page, lang, "home.results.title");
      const helpline = section(page, lang, "home.helpline.title");
      const updates = section(page, lang, "home.updates.title");
      const gallery = section(page, lang, "home.gallery.title");
      await expect(links.getByRole("link")).toHaveCount(LINK_COUNT);
      await expect(results.getByRole("listitem")).toHaveCount(4);
      await expect(updates.getByRole("button", { name: t(lang, "home.updates.pause") })).toBeVisible();
      await expect(gallery.getByRole("listitem")).toHaveCount(3);

      // Three columns side by side at desktop width, the gallery below them.
      const [l, r, h, g] = await Promise.all([links, results, helpline, gallery].map((s) => s.boundingBox()));
      expect(l!.x + l!.width).toBeLessThanOrEqual(r!.x);
      expect(r!.x + r!.width).toBeLessThanOrEqual(h!.x);
      expect(Math.abs(l!.y - r!.y)).toBeLessThan(2);
      expect(g!.y).toBeGreaterThan(Math.max(l!.y + l!.height, r!.y + r!.height));

      // The facts of the result cards.
      for (const [i, card] of HOME.results.entries()) {
        const item = results.getByRole("listitem").nth(i);
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(card.title[lang]);
        await expect(item).toContainText(card.value[lang]);
        await expect(item).toContainText(card.detail[lang]);
      }

      // Tap to call.
      const call = helpline.getByRole("link", { name: new RegExp(HOME.helpline) });
      await expect(call).toHaveAttribute("href", `tel:+91${HOME.helpline}`);

      // Each notice once for assistive technology: title, long date, NEW badge, and the
      // address of its document's page (the app opens the notice in a dialog).
      const buttons = mainCopy(page).getByRole("link");
      await expect(buttons).toHaveCount(12);
      for (const [i, notice] of NOTICES.entries()) {
        await expect(buttons.nth(i)).toContainText(notice.title[lang]);
        await expect(buttons.nth(i)).toHaveAttribute("href", `/document?lang=${lang}&kind=notices&id=${notice.id}`);
        await expect(buttons.nth(i).locator("time")).toHaveText(longDate(notice.date, lang));
        await expect(buttons.nth(i).locator("time")).toHaveAttribute("datetime", notice.date);
        await expect(buttons.nth(i).getByText(t(lang, "home.updates.new"), { exact: true })).toHaveCount(notice.new ? 1 : 0);
      }
      await expect(page.getByRole("link", { name: new RegExp(NOTICES[0].title[lang]) })).toHaveCount(1);
    });

    test("stacks the columns on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, lang);
      const boxes = await Promise.all(
        [
          page.getByRole("navigation", { name: t(lang, "links.title"), exact: true }),
          section(page, lang, "home.results.title"),
          section(page, lang, "home.helpline.title"),
          section(page, lang, "home.updates.title"),
          section(page, lang, "home.gallery.title"),
        ].map((s) => s.boundingBox()),
      );
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
        expect(boxes[i]!.width).toBeLessThanOrEqual(375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test("opens every certificate, a real PDF, in a new tab", async ({ page }) => {
      await open(page, lang);
      const links = section(page, lang, "home.results.title").getByRole("link");
      await expect(links).toHaveCount(4);
      for (const [i, card] of HOME.results.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute("href", card.certificate);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toHaveAccessibleName(
          new RegExp(`${card.title[lang]}.*${t(lang, "common.opensInNewTab").replace(/[()]/g, "\\$&")}`),
        );
        const response = await page.request.get(card.certificate);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
      }
      // Every notice's PDF exists too.
      for (const notice of NOTICES) {
        const response = await page.request.get(notice.pdf);
        expect(response.status(), notice.pdf).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
      }
    });

    test("the ticker scrolls two copies, the second hidden from assistive technology", async ({ page }) => {
      await open(page, lang);
      await expect(ticker(page).locator("ul")).toHaveCount(2);
      await expect(duplicateCopy(page).getByRole("link", { includeHidden: true })).toHaveCount(12);
      await expect(duplicateCopy(page)).toHaveAttribute("aria-hidden", "true");
      // Nothing in the copy takes focus.
      const focusable = await duplicateCopy(page).evaluate(
        (list) =>
          [...list.querySelectorAll<HTMLElement>("a, button, [tabindex]")].filter((el) => {
            el.focus();
            return document.activeElement === el;
          }).length,
      );
      expect(focusable).toBe(0);
      const main = await mainCopy(page).evaluate((list) => {
        const notice = list.querySelector("a")!;
        notice.focus();
        const focused = document.activeElement === notice;
        notice.blur();
        return focused;
      });
      expect(main, "the first copy's notices take focus").toBe(true);

      const pause = page.getByRole("button", { name: t(lang, "home.updates.pause"), exact: true });
      expect((await motion(page)).name).toBe("home-ticker");
      await expect.poll(() => moves(page)).toBe(true);

      await pause.click();
      const play = page.getByRole("button", { name: t(lang, "home.updates.play"), exact: true });
      await expect(play).toBeVisible();
      expect((await motion(page)).state).toBe("paused");
      expect(await moves(page)).toBe(false);

      await play.click();
      await expect(pause).toBeVisible();
      expect((await motion(page)).state).toBe("running");
      await expect.poll(() => moves(page)).toBe(true);

      // Hovering the list holds it still too.
      await ticker(page).hover();
      expect((await motion(page)).state).toBe("paused");
      expect(await moves(page)).toBe(false);
    });

    test.describe(() => {
      test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

      test("a finger on the list holds it still until it lifts, as a mouse over it does", async ({ page }) => {
        await open(page, lang);
        await ticker(page).scrollIntoViewIfNeeded();
        const box = (await ticker(page).boundingBox())!;
        const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await expect.poll(() => moves(page)).toBe(true);

        // A touch that stays down, as a visitor's finger reaching for a notice.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [finger] });
        await expect.poll(async () => (await motion(page)).state).toBe("paused");
        expect(await moves(page)).toBe(false);

        // The finger goes without a tap (the page scrolled, say): the list moves on.
        await cdp.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
        await expect.poll(async () => (await motion(page)).state).toBe("running");
        await expect.poll(() => moves(page)).toBe(true);
        await cdp.detach();
      });
    });

    test("keyboard focus stills the list and keeps the focused notice in view", async ({ page }) => {
      await open(page, lang);
      await page.waitForTimeout(1500); // let the list move away from its start
      await page.getByRole("button", { name: t(lang, "home.updates.pause"), exact: true }).focus();
      await page.keyboard.press("Tab");
      const first = noticeButton(page, lang, NOTICES[0]);
      await expect(first).toBeFocused();
      expect((await motion(page)).name).toBe("none");
      await expect(first).toBeInViewport({ ratio: 1 });
      await expect(duplicateCopy(page)).toBeHidden();
      for (let i = 1; i < 12; i++) await page.keyboard.press("Tab");
      const last = noticeButton(page, lang, NOTICES[11]);
      await expect(last).toBeFocused();
      const [box, view] = await Promise.all([last.boundingBox(), ticker(page).boundingBox()]);
      expect(box!.y).toBeGreaterThanOrEqual(view!.y - 1);
      expect(box!.y + box!.height).toBeLessThanOrEqual(view!.y + view!.height + 1);
      // Enter opens it like a click.
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: NOTICES[11].title[lang], exact: true })).toBeVisible();
    });

    test("the ticker holds still under reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, lang);
      expect((await motion(page)).name).toBe("none");
      expect(await moves(page, 600)).toBe(false);
      await expect(duplicateCopy(page)).toBeHidden();
      await expect(mainCopy(page).getByRole("link")).toHaveCount(12);
      // The last notice can still be reached, by scrolling the list.
      const last = noticeButton(page, lang, NOTICES[11]);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
    });

    test("a notice opens in a modal: title, PDF frame 600 px, focus kept inside, Escape", async ({ page }) => {
      await open(page, lang);
      const notice = NOTICES[0];
      // Chromium's PDF viewer takes and gives back focus on its own schedule; a plain page
      // with a link stands in for it here, so that Tab through the frame's content and out
      // again tests the dialog's own focus guards, every time. (The frame's src is still the
      // notice's PDF, checked below.)
      await page.route(`**${notice.pdf}`, (route) =>
        route.fulfill({ contentType: "text/html", body: '<!doctype html><title>PDF</title><a href="#p1">1</a>' }),
      );
      const opener = noticeButton(page, lang, notice);
      await ticker(page).hover();
      await opener.click();

      const dialog = page.getByRole("dialog", { name: notice.title[lang], exact: true });
      await expect(dialog).toBeVisible();
      const frame = dialog.locator("iframe");
      await expect(frame).toHaveAttribute("src", `${notice.pdf}#toolbar=0`);
      await expect(frame).toHaveAttribute("title", t(lang, "home.modal.frame", { title: notice.title[lang] }));
      expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);

      const close = dialog.getByRole("button", { name: t(lang, "home.modal.close"), exact: true });
      const newTab = dialog.getByRole("link", { name: t(lang, "common.openInNewTab"), exact: true });
      await expect(close).toBeFocused();
      await expect(newTab).toHaveAttribute("href", notice.pdf);
      await expect(newTab).toHaveAttribute("target", "_blank");
      await expect(newTab).toHaveAttribute("rel", /noopener/);

      // Tab and Shift+Tab never leave the dialog, through the frame's content included.
      await expect(frame.contentFrame().getByRole("link")).toBeVisible();
      await newTab.focus();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInDialog(page), `Shift+Tab ${i + 1}`).toBe(true);
      }
      await close.focus();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await focusInDialog(page), `Tab ${i + 1}`).toBe(true);
      }
      // The rest of the page is out of reach while it is open.
      const outsideTakesFocus = await page
        .getByRole("button", { name: t(lang, "home.updates.pause"), exact: true, includeHidden: true })
        .evaluate((button) => {
          button.focus();
          return document.activeElement === button;
        });
      expect(outsideTakesFocus).toBe(false);

      await close.focus();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // The scroll lock is released when React unmounts the dialog, just after it closes.
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
    });

    test("the modal closes with its Close button and on the backdrop", async ({ page }) => {
      await open(page, lang);
      const notice = NOTICES[1];
      const opener = noticeButton(page, lang, notice);
      await page.getByRole("button", { name: t(lang, "home.updates.pause"), exact: true }).click();

      await opener.click();
      const dialog = page.getByRole("dialog", { name: notice.title[lang], exact: true });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
      await dialog.getByRole("button", { name: t(lang, "home.modal.close"), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      // A click inside the dialog keeps it open; one on the backdrop closes it.
      await dialog.getByRole("heading", { level: 2 }).click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("axe finds no violations with a notice open or the list still", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, lang);
      const scan = async () =>
        (
          await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
            .exclude("iframe")
            .analyze()
        ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(await scan()).toEqual([]);
      await noticeButton(page, lang, NOTICES[2]).click();
      await expect(page.getByRole("dialog", { name: NOTICES[2].title[lang], exact: true })).toBeVisible();
      expect(await scan()).toEqual([]);
    });

    test("the gallery cards show their images and lead to the events gallery", async ({ page }) => {
      await open(page, lang);
      const gallery = section(page, lang, "home.gallery.title");
      const links = gallery.getByRole("link");
      await expect(links).toHaveCount(3);
      const images = gallery.locator("img");
      for (const [i, event] of GALLERY.entries()) {
        await expect(links.nth(i)).toHaveText(event.title[lang]);
        await expect(links.nth(i)).toHaveAttribute("href", withLang("/events-gallery", lang));
        // The image illustrates the title beside it: it has no text of its own.
        const image = images.nth(i);
        await expect(image).toHaveAttribute("alt", "");
        await expect(image).toHaveAttribute("src", event.images[0]);
        await expect(image).toHaveAttribute("width", /\d+/);
        await expect(image).toHaveAttribute("height", /\d+/);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
      // The events page is another feature's: answer its data call so that this test checks
      // only where the card leads.
      await page.route("**/api/content/events", (route) => route.fulfill({ json: { items: [] } }));
      // The whole card is the link's target: a click on its image follows it.
      const box = (await images.nth(2).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(urlOf("/events-gallery", lang));
      await expect(heading(page)).toHaveText(pageName(lang, "events-gallery"));
    });
  });
}

test("the way to the notices' archive sits inside the updates panel, clear of the notices", async ({ browser }) => {
  for (const [width, lang] of [
    [1280, "en"],
    [320, "hi"],
  ] as const) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await open(page, lang);
    const updates = section(page, lang, "home.updates.title");
    const link = updates.getByRole("link", { name: t(lang, "home.updates.archive"), exact: true });
    await expect(link).toHaveAttribute("href", `/archive/notices?lang=${lang}`);
    const [panel, ticker, box] = await Promise.all([
      updates.boundingBox(),
      updates.locator(".ticker").boundingBox(),
      link.boundingBox(),
    ]);
    // Inset from the panel's edges, and below the moving notices with room between.
    expect(box!.x - panel!.x, `${width} px: from the panel's left edge`).toBeGreaterThanOrEqual(8);
    expect(panel!.y + panel!.height - (box!.y + box!.height), `${width} px: from its bottom`).toBeGreaterThanOrEqual(8);
    expect(box!.y - (ticker!.y + ticker!.height), `${width} px: under the notices`).toBeGreaterThanOrEqual(8);
    await context.close();
  }
});

test("the home page preloads the one wasm module it needs and loads no other", async ({ page }) => {
  await page.goto(withLang("/", "en"));
  await expect(heading(page)).toHaveText(pageName("en", "home"));
  const link = page.locator('link[rel="preload"][as="fetch"]');
  await expect(link).toHaveAttribute("href", /^\/assets\/wasm_core_bg-[\w-]+\.wasm$/);
  const preloaded = await link.getAttribute("href");
  // The search's and the admin forms' modules are fetched by the pages that use them only; a
  // preload the app did not reuse (a mismatched mode) would show as a second download.
  const wasm = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith(".wasm")),
  );
  expect(wasm).toEqual([preloaded]);
});
