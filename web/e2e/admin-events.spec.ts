/**
 * /admin/dashboard: an event created with two images (a PNG and a JPEG made here by Chromium's
 * canvas) appears on /events-gallery, is edited (new title, one image removed) and deleted
 * (gone from the gallery and its images from the server); the checks before sending (empty
 * fields, a file that is not an image, a title another event has) and the server's refusal of
 * a title taken meanwhile; axe on the dashboard, its messages and its dialog, in both
 * languages. Runs against the admin specs' own server, except the test that deletes images: it
 * has a server of its own, because every signed-in page of the admin server shows the dashboard,
 * whose cards would ask for an image the moment it is deleted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { request, type Locator, type Page } from "@playwright/test";
import { startServer, type StartedServer } from "../../bench/lib/server.mjs";
import type { Bilingual } from "../src/generated/content";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ADMIN_PASSWORD, ADMIN_URL, drawnImage, freshAdminPage, logIn, unexpectedErrors } from "./admin-support";
import { LANGS, type Lang, escapeRegExp, repoRoot, t, withLang } from "./support";

test.use({ baseURL: ADMIN_URL });

interface ApiEvent {
  id: string;
  title: Record<Lang, string>;
  images: string[];
}

/** The events a new data directory starts with. */
const BUILT_IN = JSON.parse(readFileSync(path.join(repoRoot, "content/events.json"), "utf8")) as ApiEvent[];

/** A title no other test uses, so that tests running at once do not meet. */
const uniqueTitle = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

const label = (lang: Lang, field: string, optional = false) =>
  optional ? `${t(lang, `dashboard.field.${field}`)} ${t(lang, "dashboard.optional")}` : t(lang, `dashboard.field.${field}`);
const input = (page: Page, lang: Lang, field: string, optional = false) =>
  page.getByLabel(label(lang, field, optional), { exact: true });
const card = (page: Page, title: string) => page.getByRole("main").getByRole("article", { name: title, exact: true });
const button = (scope: Page | Locator, lang: Lang, key: string) => scope.getByRole("button", { name: t(lang, key), exact: true });
const status = (page: Page, lang: Lang, key: string) => page.getByRole("status").filter({ hasText: t(lang, key) });
const summary = (page: Page, lang: Lang) => page.getByRole("alert").filter({ hasText: t(lang, "form.errorSummaryTitle") });

/** Signs in and waits for the dashboard's events. */
async function openDashboard(page: Page, lang: Lang): Promise<void> {
  await logIn(page, lang);
  await expect(page.getByRole("heading", { level: 2, name: t(lang, "dashboard.listTitle"), exact: true })).toBeVisible();
}

/** Fills the required fields of the form. */
async function fillEvent(page: Page, lang: Lang, title: Bilingual): Promise<void> {
  await input(page, lang, "titleEn").fill(title.en);
  await input(page, lang, "titleHi").fill(title.hi);
  await input(page, lang, "descriptionEn").fill("Yoga for everyone in the city park, with free water and first aid.");
  await input(page, lang, "descriptionHi").fill("शहर के पार्क में सभी के लिए योग, निःशुल्क पानी और प्राथमिक उपचार के साथ।");
  await input(page, lang, "date").fill("2026-06-21");
  await input(page, lang, "category").selectOption("health");
}

/** Counts the write requests to the events API that leave the page. */
function countWrites(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/events")) count += 1;
  });
  return () => count;
}

async function galleryEvents(page: Page): Promise<ApiEvent[]> {
  return (await (await page.request.get("/api/events")).json()) as ApiEvent[];
}

/** `test` with a server of the worker's own, started when a test first asks for it. */
const withOwnServer = test.extend<object, { ownServer: StartedServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const server = await startServer({
        bin: process.env.SMC_E2E_SERVER_BIN!,
        webDir: process.env.SMC_E2E_WEB_DIR!,
        env: { SMC_ADMIN_PASSWORD: ADMIN_PASSWORD },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

withOwnServer.describe("on a server of its own", () => {
  withOwnServer.use({ baseURL: async ({ ownServer }, use) => use(ownServer.url) });

  withOwnServer("an event is created with two images, shown in the gallery, edited and deleted", async ({ page, baseURL }) => {
    const lang = "en";
    const title = { en: uniqueTitle("Yoga Day"), hi: `योग दिवस ${Date.now() % 100000}` };
    await openDashboard(page, lang);
    await fillEvent(page, lang, title);
    await input(page, lang, "locationEn", true).fill("City park");
    await input(page, lang, "locationHi", true).fill("शहर का पार्क");
    const images = [await drawnImage(page, "image/png", "mat.png"), await drawnImage(page, "image/jpeg", "crowd.jpg")];
    await input(page, lang, "images", true).setInputFiles(images);
    // Hold the upload until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/events", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await button(page, lang, "dashboard.addEvent").click();
    await expect(button(page, lang, "dashboard.saving")).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("progressbar", { name: t(lang, "dashboard.uploading"), exact: true })).toBeVisible();
    release();

    await expect(status(page, lang, "dashboard.created")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(input(page, lang, "titleEn")).toHaveValue("");
    await expect(card(page, title.en)).toBeVisible();
    // The admin's own save is published at once, and the card says so.
    await expect(
      card(page, title.en).getByText(t(lang, "dashboard.statusLine", { status: t(lang, "dashboard.status.published") })),
    ).toBeVisible();
    const created = (await galleryEvents(page)).find((event) => event.title.en === title.en);
    expect(created?.images).toHaveLength(2);
    expect(created?.images.every((url) => /^\/uploads\/[0-9a-f]{32}\.(png|jpg)$/.test(url))).toBe(true);

    // The public gallery shows it, with both images served as images.
    await page.goto(withLang("/events-gallery", lang));
    const galleryCard = card(page, title.en);
    await button(galleryCard, lang, "events.viewGallery").click();
    const dialog = page.getByRole("dialog", { name: title.en, exact: true });
    await expect(dialog.getByRole("img")).toHaveCount(2);
    for (const img of await dialog.getByRole("img").all()) {
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(8);
    }
    await page.goto(withLang("/events-gallery", "hi"));
    await expect(card(page, title.hi)).toBeVisible();

    // Edit: focus moves to the form, which holds the event; a new title and one image fewer.
    await page.goto(withLang("/admin/dashboard", lang));
    await button(card(page, title.en), lang, "dashboard.edit").click();
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "dashboard.editTitle") })).toBeFocused();
    await expect(input(page, lang, "titleEn")).toHaveValue(title.en);
    const edited = `${title.en} (moved)`;
    await input(page, lang, "titleEn").fill(edited);
    await page.getByRole("checkbox", { name: t(lang, "dashboard.removeImage", { n: 1, total: 2 }) }).check();
    await button(page, lang, "dashboard.saveChanges").click();
    await expect(status(page, lang, "dashboard.updated")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "dashboard.addTitle") })).toBeVisible();
    await expect(card(page, edited)).toBeVisible();
    await expect(card(page, title.en)).toHaveCount(0);
    const after = (await galleryEvents(page)).find((event) => event.title.en === edited);
    expect(after?.images).toEqual([created!.images[1]]);
    // The dropped image is no longer public; staff keep it while a revision names it (a restore
    // needs it), never kept by a cache.
    const visitor = await request.newContext({ baseURL });
    expect((await visitor.get(created!.images[0])).status()).toBe(404);
    await visitor.dispose();
    const kept = await page.request.get(created!.images[0]);
    expect(kept.status()).toBe(200);
    expect(kept.headers()["cache-control"]).toBe("private, no-store");

    // Delete: the question first (Escape keeps the event), then gone from the gallery.
    const deleteButton = button(card(page, edited), lang, "dashboard.delete");
    await deleteButton.click();
    const question = page.getByRole("dialog", { name: t(lang, "dashboard.confirmDelete"), exact: true });
    await expect(button(question, lang, "dashboard.cancel")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(question).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await button(question, lang, "dashboard.delete").click();
    await expect(status(page, lang, "dashboard.deleted")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "dashboard.listTitle") })).toBeFocused();
    await expect(card(page, edited)).toHaveCount(0);
    expect((await page.request.get(created!.images[1])).status()).toBe(404);

    await page.goto(withLang("/events-gallery", lang));
    await expect(card(page, BUILT_IN[0].title.en)).toBeVisible();
    await expect(card(page, edited)).toHaveCount(0);
  });
});

for (const lang of LANGS) {
  test(`the form says what is missing or wrong before sending anything (${lang})`, async ({ page }) => {
    await openDashboard(page, lang);
    const writes = countWrites(page);
    await button(page, lang, "dashboard.addEvent").click();
    await expect(summary(page, lang)).toContainText(
      t(lang, "validation.event.required", { field: t(lang, "dashboard.field.titleEn") }),
    );
    await expect(summary(page, lang)).toContainText(t(lang, "validation.event.category"));
    await expect(input(page, lang, "titleEn")).toBeFocused();
    await expect(input(page, lang, "titleEn")).toHaveAttribute("aria-invalid", "true");

    await fillEvent(page, lang, { en: uniqueTitle("Clean-up"), hi: `सफ़ाई ${Date.now() % 100000}` });
    await input(page, lang, "images", true).setInputFiles([
      await drawnImage(page, "image/png", "ok.png"),
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") },
    ]);
    await button(page, lang, "dashboard.addEvent").click();
    const message = t(lang, "validation.image.unsupportedType", { name: "notes.txt" });
    await expect(input(page, lang, "images", true)).toBeFocused();
    await expect(input(page, lang, "images", true)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(summary(page, lang)).not.toContainText("ok.png");
    expect(writes()).toBe(0);
  });
}

test("a title another event has is refused before sending, in either language and any case", async ({ page }) => {
  const lang = "hi";
  const [taken] = BUILT_IN;
  await openDashboard(page, lang);
  const writes = countWrites(page);
  await fillEvent(page, lang, { en: `  ${taken.title.en.toUpperCase()} `, hi: taken.title.hi });
  await button(page, lang, "dashboard.addEvent").click();
  const duplicate = t(lang, "validation.event.duplicateTitle");
  await expect(input(page, lang, "titleEn")).toBeFocused();
  await expect(input(page, lang, "titleEn")).toHaveAccessibleDescription(new RegExp(escapeRegExp(duplicate)));
  await expect(input(page, lang, "titleHi")).toHaveAccessibleDescription(new RegExp(escapeRegExp(duplicate)));
  expect(writes()).toBe(0);
});

test("a title taken meanwhile is refused by the server (409) and shown at the title", async ({ browser }) => {
  const lang = "en";
  const { context, page, log } = await freshAdminPage(browser);
  await openDashboard(page, lang);
  const title = uniqueTitle("Book Fair");
  // Another admin saves the same title after this dashboard loaded its list (from the site's
  // own page, as the Origin says; the server refuses writes with the cookie from elsewhere).
  const other = await page.request.post("/api/events", {
    headers: { Origin: new URL(ADMIN_URL).origin },
    multipart: {
      data: JSON.stringify({
        title: { en: title, hi: `पुस्तक मेला ${Date.now() % 100000}` },
        description: { en: "Books.", hi: "पुस्तकें।" },
        date: "2026-09-01",
        category: "cultural",
        location: null,
      }),
    },
  });
  expect(other.status()).toBe(201);

  await fillEvent(page, lang, { en: title, hi: "पुस्तक मेला" });
  await button(page, lang, "dashboard.addEvent").click();
  await expect(page.getByRole("alert").filter({ hasText: t(lang, "dashboard.saveFailed") })).toBeVisible();
  await expect(input(page, lang, "titleEn")).toBeFocused();
  await expect(input(page, lang, "titleEn")).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(t(lang, "validation.event.duplicateTitle"))),
  );
  // The list was asked for again and now shows the other admin's event.
  await expect(card(page, title)).toBeVisible();
  expect(unexpectedErrors(log, [{ status: 409, path: "/events" }])).toEqual([]);
  await context.close();
});

for (const lang of LANGS) {
  test(`the dashboard, its messages and its dialog pass axe (${lang})`, async ({ page }) => {
    await openDashboard(page, lang);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await button(page, lang, "dashboard.addEvent").click();
    await expect(summary(page, lang)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await button(card(page, BUILT_IN[0].title[lang]), lang, "dashboard.edit").click();
    await expect(page.getByRole("group", { name: t(lang, "dashboard.currentImages") })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await button(card(page, BUILT_IN[0].title[lang]), lang, "dashboard.delete").click();
    await expect(page.getByRole("dialog", { name: t(lang, "dashboard.confirmDelete") })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await button(page.getByRole("dialog"), lang, "dashboard.cancel").click();
  });
}
