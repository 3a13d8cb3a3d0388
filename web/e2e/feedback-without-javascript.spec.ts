/**
 * Citizens' feedback without JavaScript, in each language, on a phone's narrow screen and on a
 * desktop: the form is posted as a plain multipart form (with its photo) in the page's language,
 * and the server answers with the page of the tracking number, or renders the form again with
 * everything typed and each problem, next to its field and in the summary, which takes the
 * focus; the photo is asked for again. The status page's form keeps the language, and the
 * server renders where the message stands (the ward by its name), or that no message has the
 * number. Real server, Chromium with scripts off; axe (which needs a script of its own) on each
 * of those pages in a browser that runs scripts but is never sent the site's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { appStarted, expect, test, trackErrors } from "./fixtures";
import { LANGS, heading, pageName, repoRoot, t, withLang, type Lang } from "./support";

test.use({ javaScriptEnabled: false });

const TRACKING = /^SMC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const PHOTO = readFileSync(path.join(repoRoot, "content/public/images/icons/icon-192.png"));
/** The ward the messages are about, and its name as the form lists it. */
const WARD = 12;
const wards = JSON.parse(readFileSync(path.join(repoRoot, "content/directory/wards.json"), "utf8")) as {
  wards: { number: number; name: Record<Lang, string> }[];
};
const wardName = (lang: Lang) =>
  t(lang, "feedback.wardOption", { number: WARD, name: wards.wards.find((ward) => ward.number === WARD)!.name[lang] });

/** Each language on a screen of its own: a narrow phone, a wider one, a desktop. */
const SCREENS: readonly { lang: Lang; width: number }[] = [
  { lang: "en", width: 1280 },
  { lang: "hi", width: 320 },
  { lang: "en", width: 375 },
];

const field = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });
const send = (page: Page, lang: Lang) => page.getByRole("button", { name: t(lang, "feedback.submit"), exact: true }).click();
const summaryOf = (page: Page, lang: Lang) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: t(lang, "form.errorSummaryTitle") }) });

/** A page of the test's context (scripts off) at `width`, its errors tracked. */
async function pageAt(context: BrowserContext, width: number) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  return { page, log: trackErrors(page) };
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
}

/** Sends a message through the API (as the app would), for the status page's tests; its number. */
async function numberOfNewMessage(page: Page): Promise<string> {
  const answer = await page.request.post("/api/feedback", {
    data: { category: "roads", message: "A pothole near the bus stand has grown large.", ward: String(WARD), fillMs: 20000 },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { trackingId: string }).trackingId;
}

for (const { lang, width } of SCREENS) {
  test(`a message with a photo is sent as a plain form and its tracking number is given in the page language (${lang}, ${width} px)`, async ({
    context,
  }) => {
    const { page, log } = await pageAt(context, width);
    await page.goto(withLang("/feedback", lang));
    await expect(heading(page)).toHaveText(pageName(lang, "feedback"));
    await field(page, lang, "feedback.category").selectOption({ label: t(lang, "feedback.categoryName.sanitation") });
    await field(page, lang, "feedback.ward").selectOption(String(WARD));
    await field(page, lang, "feedback.message").fill("Garbage has not been collected in Gandhi Chowk lane for a week.");
    await field(page, lang, "feedback.name").fill("Sunita Verma");
    await field(page, lang, "feedback.photo").setInputFiles({ name: "lane.png", mimeType: "image/png", buffer: PHOTO });
    await expectNoSidewaysScroll(page);
    await send(page, lang);

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/feedback" &&
        url.searchParams.get("lang") === lang &&
        TRACKING.test(url.searchParams.get("sent") ?? ""),
    );
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const confirmation = page.getByRole("heading", { name: t(lang, "feedback.sent.title") });
    await expect(confirmation).toBeFocused();
    const number = (await page.locator(".feedback-sent__number").textContent())!.trim();
    expect(number).toMatch(TRACKING);
    await expectNoSidewaysScroll(page);
    // A reload shows the same page and sends nothing again.
    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe("GET");
    await expect(page.locator(".feedback-sent__number")).toHaveText(number);

    await page.getByRole("link", { name: t(lang, "feedback.sent.track"), exact: true }).click();
    await expect(heading(page)).toHaveText(pageName(lang, "feedback-status"));
    const status = page.locator(".feedback-status");
    await expect(status).toContainText(number);
    await expect(status).toContainText(t(lang, "feedback.categoryName.sanitation"));
    await expect(status.locator("dd")).toContainText([t(lang, "feedback.categoryName.sanitation"), wardName(lang)]);
    await expect(status.getByRole("listitem")).toContainText(t(lang, "feedback.status.step.received"));
    for (const secret of ["Sunita", "Gandhi Chowk"]) await expect(page.locator("body")).not.toContainText(secret);

    // "Send another message" leads to an empty form in the same language.
    await page.goBack();
    await page.getByRole("link", { name: t(lang, "feedback.sent.another"), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/feedback" && url.search === `?lang=${lang}`);
    await expect(field(page, lang, "feedback.message")).toHaveValue("");
    expect(log.errors()).toEqual([]);
  });

  test(`a message with problems comes back with what was typed and each problem, and is sent once put right (${lang}, ${width} px)`, async ({
    context,
  }) => {
    const { page, log } = await pageAt(context, width);
    await page.goto(withLang("/feedback", lang));
    await field(page, lang, "feedback.category").selectOption({ label: t(lang, "feedback.categoryName.water") });
    await field(page, lang, "feedback.ward").selectOption(String(WARD));
    await field(page, lang, "feedback.message").fill("No water");
    await field(page, lang, "feedback.name").fill("Sunita Verma");
    await field(page, lang, "feedback.phone").fill("12345");
    await field(page, lang, "feedback.email").fill("sunita.example.in");
    await field(page, lang, "feedback.photo").setInputFiles({ name: "tap.png", mimeType: "image/png", buffer: PHOTO });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await send(page, lang);
    expect((await answer).status()).toBe(422);

    await expect(page).toHaveURL((url) => url.pathname === "/feedback" && url.searchParams.get("lang") === lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const summary = summaryOf(page, lang);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      t(lang, "feedback.problem.message.too_short", { min: 10 }),
      t(lang, "feedback.problem.phone.invalid_phone"),
      t(lang, "feedback.problem.email.invalid_email"),
      t(lang, "feedback.problem.photo.again"),
    ]);
    // Each problem next to its field, and everything typed still there.
    const message = field(page, lang, "feedback.message");
    await expect(message).toHaveValue("No water");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#feedback-message-error")).toContainText(
      t(lang, "feedback.problem.message.too_short", { min: 10 }),
    );
    await expect(page.locator("#feedback-phone-error")).toContainText(t(lang, "feedback.problem.phone.invalid_phone"));
    await expect(page.locator("#feedback-photo-error")).toContainText(t(lang, "feedback.problem.photo.again"));
    await expect(field(page, lang, "feedback.category")).toHaveValue("water");
    await expect(field(page, lang, "feedback.ward")).toHaveValue(String(WARD));
    await expect(field(page, lang, "feedback.name")).toHaveValue("Sunita Verma");
    await expect(field(page, lang, "feedback.phone")).toHaveValue("12345");
    await expect(field(page, lang, "feedback.email")).toHaveValue("sunita.example.in");
    await expectNoSidewaysScroll(page);

    await message.fill("No water has come to the taps of ward 12 for three days.");
    await field(page, lang, "feedback.phone").fill("98765 43210");
    await field(page, lang, "feedback.email").fill("");
    await field(page, lang, "feedback.photo").setInputFiles({ name: "tap.png", mimeType: "image/png", buffer: PHOTO });
    await send(page, lang);
    await expect(page.getByRole("heading", { name: t(lang, "feedback.sent.title") })).toBeFocused();
    await expect(page.locator(".feedback-sent__number")).toHaveText(TRACKING);
    // The browser logs the 422 of the form it sent; nothing else went wrong.
    expect(log.errors().filter((error) => !/status of 422/.test(error))).toEqual([]);
  });

  test(`the status page shows a number typed and sent with Enter, and says when no message has it (${lang}, ${width} px)`, async ({
    context,
  }) => {
    const { page, log } = await pageAt(context, width);
    const number = await numberOfNewMessage(page);
    await page.goto(withLang("/feedback/status", lang));
    const box = field(page, lang, "feedback.status.number");
    // Typed as a citizen may: small letters, spaces for hyphens.
    await box.fill(number.toLowerCase().replaceAll("-", " "));
    await box.press("Enter");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/feedback/status" && url.searchParams.get("lang") === lang && url.searchParams.has("id"),
    );
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(heading(page)).toHaveText(pageName(lang, "feedback-status"));
    const status = page.locator(".feedback-status");
    await expect(status).toContainText(number);
    await expect(status.locator("dd")).toHaveText([t(lang, "feedback.categoryName.roads"), wardName(lang)]);
    await expect(status.getByRole("listitem")).toContainText(t(lang, "feedback.status.step.received"));
    await expect(status).toContainText(t(lang, "feedback.status.noReply"));
    await expectNoSidewaysScroll(page);

    await box.fill("SMC-2222-2222");
    await box.press("Enter");
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("id") === "SMC-2222-2222" && url.searchParams.get("lang") === lang,
    );
    await expect(page.getByRole("status")).toHaveText(t(lang, "feedback.status.notFound"));
    await expect(page.locator(".feedback-status")).toHaveCount(0);
    await expect(box).toHaveValue("SMC-2222-2222");
    expect(log.errors()).toEqual([]);
  });
}

test("a photo too large for the site comes back with the form and what was typed", async ({ context }) => {
  const { page, log } = await pageAt(context, 375);
  await page.goto(withLang("/feedback", "hi"));
  await field(page, "hi", "feedback.category").selectOption({ label: t("hi", "feedback.categoryName.roads") });
  await field(page, "hi", "feedback.message").fill("बस स्टैंड के पास सड़क में बड़ा गड्ढा है।");
  await field(page, "hi", "feedback.phone").fill("98765 43210");
  // A PNG's first bytes, then more than the 5 MB a photo may have.
  const large = Buffer.concat([PHOTO.subarray(0, 64), Buffer.alloc(6 * 1024 * 1024, 1)]);
  await field(page, "hi", "feedback.photo").setInputFiles({ name: "road.png", mimeType: "image/png", buffer: large });
  await send(page, "hi");
  const summary = summaryOf(page, "hi");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([t("hi", "feedback.problem.photo.too_large")]);
  await expect(field(page, "hi", "feedback.message")).toHaveValue("बस स्टैंड के पास सड़क में बड़ा गड्ढा है।");
  await expect(field(page, "hi", "feedback.phone")).toHaveValue("98765 43210");
  expect(log.errors().filter((error) => !/status of 422/.test(error))).toEqual([]);
});

test.describe("with the site's scripts held back", () => {
  test.use({ javaScriptEnabled: true });

  for (const lang of LANGS) {
    test(`the pages the server renders for the forms pass axe (${lang})`, async ({ context }) => {
      // The page runs axe, but never the app: it is what a browser without JavaScript renders.
      await context.route(/\.m?js(\?|$)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(withLang("/feedback", lang));
      await field(page, lang, "feedback.message").fill("No water");
      await field(page, lang, "feedback.photo").setInputFiles({ name: "tap.png", mimeType: "image/png", buffer: PHOTO });
      await send(page, lang);
      await expect(summaryOf(page, lang)).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      await field(page, lang, "feedback.category").selectOption({ label: t(lang, "feedback.categoryName.water") });
      await field(page, lang, "feedback.ward").selectOption(String(WARD));
      await field(page, lang, "feedback.message").fill("No water has come to the taps of ward 12 for three days.");
      await send(page, lang);
      await expect(page.getByRole("heading", { name: t(lang, "feedback.sent.title") })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("link", { name: t(lang, "feedback.sent.track"), exact: true }).click();
      await expect(page.locator(".feedback-status")).toContainText(wardName(lang));
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${withLang("/feedback/status", lang)}&id=SMC-2222-2222`);
      await expect(page.getByRole("status")).toHaveText(t(lang, "feedback.status.notFound"));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("before the app has started", () => {
  test.use({ javaScriptEnabled: true });

  test("a form sent before the app started comes back with its problems, and the app hydrates it as rendered", async ({
    context,
  }) => {
    // The app's scripts wait until the answer is on the screen, as on a slow network.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    const log = trackErrors(page);
    await page.goto(withLang("/feedback", "hi"), { waitUntil: "commit" });
    await field(page, "hi", "feedback.category").selectOption({ label: t("hi", "feedback.categoryName.water") });
    await field(page, "hi", "feedback.message").fill("पानी नहीं");
    await send(page, "hi");
    const summary = summaryOf(page, "hi");
    await expect(summary.getByRole("link")).toHaveText([t("hi", "feedback.problem.message.too_short", { min: 10 })]);
    release();
    await appStarted(page);
    await expect(field(page, "hi", "feedback.message")).toHaveValue("पानी नहीं");
    await expect(summary).toBeVisible();
    // From here the app sends it.
    await field(page, "hi", "feedback.message").fill("तीन दिन से वार्ड 12 के नलों में पानी नहीं आया है।");
    await page.waitForTimeout(3000);
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
    await send(page, "hi");
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole("heading", { name: t("hi", "feedback.sent.title") })).toBeFocused();
    // The page's own request for the plain form was refused (422), as the page says.
    expect(log.errors().filter((error) => !/status of 422/.test(error))).toEqual([]);
  });
});
