/**
 * /events-gallery: Upcoming Events from GET /api/events — filter buttons only for the
 * categories present, filtering, the responsive grid, the 100-character preview, the gallery
 * modal (2-column grid, "Description:", Close / Escape / backdrop, focus back), the loading,
 * empty and failure states; with mocked answers and against the real server, in both languages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page, Route } from "@playwright/test";
import { axeViolations } from "./axe";
import { appStarted, expect, freshPage, test } from "./fixtures";
import { LANGS, type Lang, bodyOverflow, heading, pageName, repoRoot, t, withLang } from "./support";

type Category = "cultural" | "health" | "environment";
interface ApiEvent {
  id: string;
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  date: string;
  location: Record<Lang, string> | null;
  category: Category;
  images: string[];
}

const IMAGE = "/images/press/press-1.svg"; // an image the site ships, so mocks need no server images
const LONG = {
  en: "The annual cultural evening brought folk dancers, singers and school children together on one stage for the whole city to enjoy.",
  hi: "वार्षिक सांस्कृतिक संध्या में लोक नर्तक, गायक और विद्यालयों के बच्चे एक ही मंच पर आए और पूरे शहर ने इस कार्यक्रम का आनंद लिया, देर रात तक।",
};
const EXACT = { en: "e".repeat(100), hi: "क".repeat(100) };
const SHORT = { en: "Saplings planted along the ring road.", hi: "रिंग रोड के किनारे पौधे लगाए गए।" };

const mockEvent = (
  id: string,
  category: Category,
  title: Record<Lang, string>,
  description: Record<Lang, string>,
  images = 4,
): ApiEvent => ({
  id,
  title,
  description,
  date: "2025-06-05",
  location: { en: "Town hall", hi: "नगर भवन" },
  category,
  images: Array.from({ length: images }, () => IMAGE).map((src, i) => `${src}?${id}-${i}`),
});

const MOCK: ApiEvent[] = [
  mockEvent("evening", "cultural", { en: "Cultural Evening", hi: "सांस्कृतिक संध्या" }, LONG),
  mockEvent("camp", "health", { en: "Eye Camp", hi: "नेत्र शिविर" }, EXACT, 3),
  mockEvent("trees", "environment", { en: "Tree Planting", hi: "वृक्षारोपण" }, SHORT),
];
const REAL = JSON.parse(readFileSync(path.join(repoRoot, "content/events.json"), "utf8")) as ApiEvent[];

const cut = (text: string) => (Array.from(text).length > 100 ? `${Array.from(text).slice(0, 100).join("")}...` : text);

const json = (body: unknown) => (route: Route) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
/** The events as GET /api/content/events answers them. */
const events = (list: unknown[]) => json({ items: list });
/** The address the app asks the events at when it renders the gallery itself. */
const EVENTS = "**/api/content/events";

const filterRow = (page: Page, lang: Lang) => page.getByRole("group", { name: t(lang, "events.filterLabel") });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const categoryLabel = (lang: Lang, c: Category | "all") => t(lang, c === "all" ? "events.all" : `events.category.${c}`);

async function filterLabels(page: Page, lang: Lang): Promise<string[]> {
  return filterRow(page, lang).getByRole("button").allTextContents();
}

/** The elements' tags, attributes (sorted: their order in the HTML does not matter) and texts. */
async function markup(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) => {
    const write = (node: Node): string => {
      if (!(node instanceof Element)) return node.textContent ?? "";
      const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(write).join("")}</${node.localName}>`;
    };
    return els.map(write);
  });
}

/** How many cards share the first row of the grid. */
async function cardsPerRow(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

async function expectModal(page: Page, lang: Lang, event: ApiEvent, opener: Locator): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: event.title[lang], exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(event.title[lang]);
  const images = dialog.getByRole("img");
  await expect(images).toHaveCount(event.images.length);
  // Two images to a row.
  const boxes = await images.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
  expect(Math.round(boxes[0].top)).toBe(Math.round(boxes[1].top));
  expect(boxes[1].left).toBeGreaterThan(boxes[0].left);
  if (boxes.length > 2) expect(boxes[2].top).toBeGreaterThan(boxes[0].top);
  const columns = await dialog.locator("ul").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(2);
  const label = dialog.getByRole("heading", { name: t(lang, "events.description"), exact: true });
  await expect(label).toBeVisible();
  await expect(dialog.locator("h3 + p")).toHaveText(event.description[lang]);
  expect(await bodyOverflow(page)).toBe("hidden");
  expect(await opener.isVisible()).toBe(true);
  return dialog;
}

/** Opens the gallery from the menu of another page, as a visitor moving around the site does:
 * the app then asks GET /api/content/events (mocked here) itself. A visit of the gallery's own address
 * gets the page the server rendered with its own events (see the real server's tests below). */
async function openFromMenu(page: Page, lang: Lang) {
  await page.goto(withLang("/faq", lang));
  await appStarted(page);
  await page
    .getByRole("link", { name: pageName(lang, "events-gallery"), exact: true })
    .first()
    .click();
  await expect(heading(page)).toHaveText(pageName(lang, "events-gallery"));
}

for (const lang of LANGS) {
  test.describe(`the events gallery with mocked answers (${lang})`, () => {
    test("shows Upcoming Events, a filter for each category present, and filters", async ({ page }) => {
      await page.route(EVENTS, events(MOCK));
      await openFromMenu(page, lang);
      await expect(heading(page)).toHaveText(pageName(lang, "events-gallery"));
      await expect(page.getByRole("heading", { level: 2, name: t(lang, "events.upcoming"), exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(3);
      expect(await filterLabels(page, lang)).toEqual(
        (["all", "cultural", "health", "environment"] as const).map((c) => categoryLabel(lang, c)),
      );
      const button = (c: Category | "all") =>
        filterRow(page, lang).getByRole("button", { name: categoryLabel(lang, c), exact: true });
      await expect(button("all")).toHaveAttribute("aria-pressed", "true");

      for (const event of MOCK) {
        await button(event.category).click();
        await expect(button(event.category)).toHaveAttribute("aria-pressed", "true");
        await expect(button("all")).toHaveAttribute("aria-pressed", "false");
        await expect(cards(page)).toHaveCount(1);
        await expect(card(page, event.title[lang])).toHaveCount(1);
      }
      await button("all").click();
      await expect(cards(page)).toHaveCount(3);
    });

    test("shows the events to come soonest first, then Past Events newest first, as the server marks them", async ({ page }) => {
      const soon = { ...MOCK[0], id: "soon", date: "2099-01-10", past: false };
      const later = { ...MOCK[1], id: "later", date: "2099-05-01", past: false };
      const recent = { ...MOCK[2], id: "recent", date: "2025-06-05", past: true };
      const older = { ...MOCK[1], id: "older", title: { en: "Blood Donation", hi: "रक्तदान" }, date: "2025-01-05", past: true };
      // The list comes newest first, as the store keeps it.
      await page.route(EVENTS, events([later, soon, recent, older]));
      await openFromMenu(page, lang);
      const part = (key: string) =>
        page.getByRole("region", { name: t(lang, key), exact: true }).getByRole("heading", { level: 3 });
      await expect(part("events.upcoming")).toHaveText([soon.title[lang], later.title[lang]]);
      await expect(part("events.past")).toHaveText([recent.title[lang], older.title[lang]]);
      await expect(page.locator("main h2")).toHaveText([t(lang, "events.upcoming"), t(lang, "events.past")]);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("says plainly when no event is to come", async ({ page }) => {
      await page.route(EVENTS, events(MOCK.map((event) => ({ ...event, past: true }))));
      await openFromMenu(page, lang);
      const upcoming = page.getByRole("region", { name: t(lang, "events.upcoming"), exact: true });
      await expect(upcoming).toContainText(t(lang, "events.noUpcoming"));
      await expect(upcoming.getByRole("article")).toHaveCount(0);
      await expect(page.getByRole("region", { name: t(lang, "events.past"), exact: true }).getByRole("article")).toHaveCount(3);
    });

    test("offers only the categories that have events", async ({ page }) => {
      await page.route(EVENTS, events([MOCK[1], { ...MOCK[1], id: "camp-2", title: { en: "Blood Donation", hi: "रक्तदान" } }]));
      await openFromMenu(page, lang);
      await expect(cards(page)).toHaveCount(2);
      expect(await filterLabels(page, lang)).toEqual([categoryLabel(lang, "all"), categoryLabel(lang, "health")]);
    });

    test("cuts descriptions longer than 100 characters and adds '...'", async ({ page }) => {
      await page.route(EVENTS, events(MOCK));
      await openFromMenu(page, lang);
      const text = (title: string) => card(page, title).locator("p").last();
      await expect(text(MOCK[0].title[lang])).toHaveText(cut(LONG[lang]));
      expect(cut(LONG[lang]).endsWith("...")).toBe(true);
      await expect(text(MOCK[1].title[lang])).toHaveText(EXACT[lang]);
      await expect(text(MOCK[2].title[lang])).toHaveText(SHORT[lang]);
      const first = card(page, MOCK[0].title[lang]).getByRole("img");
      await expect(first).toHaveAttribute("src", MOCK[0].images[0]);
      await expect(card(page, MOCK[0].title[lang]).getByRole("button", { name: t(lang, "events.viewGallery") })).toBeVisible();
    });

    test("opens the gallery modal and closes it with Close, Escape and the backdrop", async ({ page }) => {
      await page.route(EVENTS, events(MOCK));
      await openFromMenu(page, lang);
      const event = MOCK[0];
      const opener = card(page, event.title[lang]).getByRole("button", { name: t(lang, "events.viewGallery") });
      // axe reads the page as it is: wait until the app has rendered the cards.
      await expect(opener).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await opener.click();
      let dialog = await expectModal(page, lang, event, opener);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: t(lang, "events.close"), exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");

      await opener.press("Enter");
      dialog = await expectModal(page, lang, event, opener);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await opener.click();
      dialog = await expectModal(page, lang, event, opener);
      await page.mouse.click(5, 5);
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      // A click inside the dialog keeps it open; the other event opens its own gallery.
      const other = MOCK[1];
      const otherOpener = card(page, other.title[lang]).getByRole("button", { name: t(lang, "events.viewGallery") });
      await otherOpener.click();
      dialog = await expectModal(page, lang, other, otherOpener);
      await dialog.getByRole("heading", { level: 2 }).click();
      await expect(dialog).toBeVisible();
    });

    test("lays the cards out 1, 2 or 3 to a row", async ({ page }) => {
      await page.route(EVENTS, events(MOCK));
      await openFromMenu(page, lang);
      // The cards are there before the window changes size.
      await expect(cards(page)).toHaveCount(3);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(cards(page)).toHaveCount(3);
      expect(await cardsPerRow(page)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(() => cardsPerRow(page)).toBe(2);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => cardsPerRow(page)).toBe(3);
    });

    test("shows a loading state, then says when there are no events", async ({ page }) => {
      let answer: (() => Promise<void>) | undefined;
      await page.route(EVENTS, (route) => {
        answer = () => events([])(route);
      });
      await openFromMenu(page, lang);
      await expect(page.getByRole("status").filter({ hasText: t(lang, "events.loading") })).toBeVisible();
      await expect.poll(() => answer !== undefined).toBe(true);
      await answer!();
      await expect(page.getByText(t(lang, "events.empty"))).toBeVisible();
      expect(await filterLabels(page, lang)).toEqual([categoryLabel(lang, "all")]);
      await expect(cards(page)).toHaveCount(0);
    });

    test("shows the text in the other language, marked, when one is empty", async ({ page }) => {
      const other: Lang = lang === "en" ? "hi" : "en";
      const event = { ...MOCK[2], title: { ...MOCK[2].title, [lang]: "" } };
      await page.route(EVENTS, events([event]));
      await openFromMenu(page, lang);
      const title = cards(page).getByRole("heading", { level: 3 });
      await expect(title).toHaveText(MOCK[2].title[other]);
      await expect(title.locator(`[lang="${other}"]`)).toHaveText(MOCK[2].title[other]);
    });

    test("says the events failed to load, and tries again", async ({ browser }) => {
      const { context, page, log } = await freshPage(browser);
      let fail = true;
      await page.route(EVENTS, (route) =>
        fail
          ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal","message":"x"}}' })
          : events(MOCK)(route),
      );
      await openFromMenu(page, lang);
      const alert = page.getByRole("alert").filter({ hasText: t(lang, "events.loadFailed") });
      await expect(alert).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      fail = false;
      await alert.getByRole("button", { name: t(lang, "events.retry") }).click();
      await expect(cards(page)).toHaveCount(3);
      // The refused download, as the browser and as the app's error boundary report it.
      expect(log.errors().filter((e) => !(e.includes("500") && e.includes("/api/content/events")))).toEqual([]);
      await context.close();
    });
  });

  test.describe(`the events gallery against the real server (${lang})`, () => {
    test("arrives with its cards rendered by the server, before any script runs", async ({ browser }) => {
      const { baseURL } = test.info().project.use;
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(withLang("/events-gallery", lang));
      const newestFirst = [...REAL].sort((a, b) => b.date.localeCompare(a.date));
      await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst.map((e) => e.title[lang]));
      await expect(page.getByRole("status")).toHaveCount(0);
      for (const [index, event] of newestFirst.entries()) {
        const item = card(page, event.title[lang]);
        await expect(item.locator("p").last()).toHaveText(cut(event.description[lang]));
        await expect(item.locator("time")).toHaveAttribute("datetime", event.date);
        await expect(item.getByRole("img")).toHaveAttribute("src", event.images[0]);
        await expect(item.getByRole("img")).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
      }
      const categories = (["cultural", "health", "environment"] as const).filter((c) => REAL.some((e) => e.category === c));
      expect(await filterLabels(page, lang)).toEqual(["all" as const, ...categories].map((c) => categoryLabel(lang, c)));
      await context.close();
    });

    test("shows the built-in events, all of 2025, under Past Events, and says none are to come", async ({ browser }) => {
      const { baseURL } = test.info().project.use;
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(withLang("/events-gallery", lang));
      await expect(page.locator("main h2")).toHaveText([t(lang, "events.upcoming"), t(lang, "events.past")]);
      const upcoming = page.getByRole("region", { name: t(lang, "events.upcoming"), exact: true });
      await expect(upcoming).toContainText(t(lang, "events.noUpcoming"));
      const newestFirst = [...REAL].sort((a, b) => b.date.localeCompare(a.date)).map((e) => e.title[lang]);
      await expect(
        page.getByRole("region", { name: t(lang, "events.past"), exact: true }).getByRole("heading", { level: 3 }),
      ).toHaveText(newestFirst);
      await context.close();
    });

    test("reaches every image of an event through plain links without JavaScript", async ({ browser }) => {
      const { baseURL } = test.info().project.use;
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(withLang("/events-gallery", lang));
      for (const event of REAL) {
        const item = card(page, event.title[lang]);
        const view = item.getByRole("link", { name: t(lang, "events.viewGallery"), exact: true });
        await expect(view).toBeVisible();
        const images = item.getByRole("list").getByRole("link");
        // The list shows once View Gallery is followed.
        await expect(images.first()).toBeHidden();
        await view.click();
        await expect(images).toHaveText(
          event.images.map((_, i) =>
            t(lang, "events.imageAlt", { title: event.title[lang], n: i + 1, total: event.images.length }),
          ),
        );
        for (const [index, src] of event.images.entries()) {
          await expect(images.nth(index)).toBeVisible();
          await expect(images.nth(index)).toHaveAttribute("href", src);
          expect((await page.request.get(src)).status(), src).toBe(200);
        }
      }
      // Following one shows the image itself.
      const first = REAL[0];
      await card(page, first.title[lang])
        .getByRole("link", { name: t(lang, "events.viewGallery"), exact: true })
        .click();
      await card(page, first.title[lang]).getByRole("list").getByRole("link").first().click();
      await expect(page).toHaveURL((url) => url.pathname === first.images[0]);
      await context.close();
    });

    test("a View Gallery link followed before the app ran opens the event's gallery once it runs", async ({ page }) => {
      const event = [...REAL].sort((a, b) => b.date.localeCompare(a.date))[1];
      await page.goto(`${withLang("/events-gallery", lang)}#event-${event.id}-images`);
      const dialog = page.getByRole("dialog", { name: event.title[lang], exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img")).toHaveCount(event.images.length);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      // With the app, View Gallery is the button that opens the gallery.
      await expect(card(page, event.title[lang]).getByRole("button", { name: t(lang, "events.viewGallery") })).toBeVisible();
      await expect(card(page, event.title[lang]).getByRole("link", { name: t(lang, "events.viewGallery") })).toHaveCount(0);
    });

    test("is hydrated by the app without asking for the events again, and written days match the app's", async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === "/api/events" || pathname === "/api/content/events") asked.push(request.url());
      });
      await page.goto(withLang("/events-gallery", lang));
      await expect(cards(page)).toHaveCount(REAL.length);
      expect(asked).toEqual([]);
      // The app renders the same cards when it comes back to the page from another one.
      const rendered = await markup(cards(page));
      await page
        .getByRole("link", { name: pageName(lang, "faq"), exact: true })
        .first()
        .click();
      await expect(heading(page)).toHaveText(pageName(lang, "faq"));
      await page.goBack();
      await expect(heading(page)).toHaveText(pageName(lang, "events-gallery"));
      await expect(cards(page)).toHaveCount(REAL.length);
      expect(await markup(cards(page))).toEqual(rendered);
      // The events the page came with stay the app's for the visit.
      expect(asked).toEqual([]);
    });

    test("shows the three built-in events, their filters and their galleries", async ({ page }) => {
      await page.goto(withLang("/events-gallery", lang));
      await expect(cards(page)).toHaveCount(REAL.length);
      expect(REAL).toHaveLength(3);
      const newestFirst = [...REAL].sort((a, b) => b.date.localeCompare(a.date)).map((e) => e.title[lang]);
      await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst);
      const categories = (["cultural", "health", "environment"] as const).filter((c) => REAL.some((e) => e.category === c));
      expect(await filterLabels(page, lang)).toEqual(["all" as const, ...categories].map((c) => categoryLabel(lang, c)));
      for (const event of REAL) {
        const item = card(page, event.title[lang]);
        await expect(item).toHaveCount(1);
        await expect(item.locator("p").last()).toHaveText(cut(event.description[lang]));
        await expect(item.getByRole("img")).toHaveAttribute("src", event.images[0]);
        expect(await item.getByRole("img").evaluate((el: HTMLImageElement) => el.naturalWidth > 0)).toBe(true);
        const opener = item.getByRole("button", { name: t(lang, "events.viewGallery") });
        await opener.click();
        const dialog = await expectModal(page, lang, event, opener);
        await expect(dialog.getByRole("img")).toHaveCount(4);
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
      }
      const first = REAL[0];
      await filterRow(page, lang)
        .getByRole("button", { name: categoryLabel(lang, first.category), exact: true })
        .click();
      await expect(cards(page)).toHaveCount(REAL.filter((e) => e.category === first.category).length);
    });
  });
}
