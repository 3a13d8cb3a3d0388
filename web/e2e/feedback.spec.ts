/**
 * Citizens' feedback as a citizen meets it, in each language: the footer leads to the form; a
 * message sent gets a tracking number; the status page shows where it stands and, once staff
 * have answered, their reply, and never the sender's details. What is wrong is said field by
 * field in the page language, before sending (wasm-core's rule in the browser) and after (the
 * server's refusals), and nothing typed is lost. Real server, real Chromium; axe on every state.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { ADMIN_URL, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { appStarted, expect, freshPage, test, trackErrors } from "./fixtures";
import { LANGS, heading, pageName, repoRoot, t, withLang, type Lang } from "./support";

const TRACKING = /^SMC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
/** The server refuses a message sent within 3 s of the form opening (a program's speed). */
const FILL_MIN_MS = 3000;

/** Console lines Chromium logs for the answers these tests expect the server to refuse. */
const REFUSED_LOG = /Failed to load resource: the server responded with a status of (404|422)/;
const unexpected = (errors: string[]) => errors.filter((error) => !REFUSED_LOG.test(error));

const field = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });

/** Fills the form with a message about ward 12, from Sunita. */
async function fillMessage(page: Page, lang: Lang) {
  await field(page, lang, "feedback.category").selectOption({ label: t(lang, "feedback.categoryName.sanitation") });
  await field(page, lang, "feedback.ward").selectOption("12");
  await field(page, lang, "feedback.message").fill("Garbage has not been collected in Gandhi Chowk lane for a week.");
  await field(page, lang, "feedback.name").fill("Sunita Verma");
  await field(page, lang, "feedback.phone").fill("98765 43210");
}

const send = (page: Page, lang: Lang) => page.getByRole("button", { name: t(lang, "feedback.submit"), exact: true }).click();

/** Sends a message through the form in `lang`; its tracking number. */
async function sendMessage(page: Page, lang: Lang): Promise<string> {
  await page.goto(withLang("/feedback", lang));
  await appStarted(page);
  await fillMessage(page, lang);
  await page.waitForTimeout(FILL_MIN_MS);
  await send(page, lang);
  const confirmation = page.getByRole("heading", { name: t(lang, "feedback.sent.title") });
  await expect(confirmation).toBeFocused();
  const number = (await page.locator(".feedback-sent__number").textContent())!.trim();
  expect(number).toMatch(TRACKING);
  return number;
}

for (const lang of LANGS) {
  test(`the footer leads to the form, and a message sent gets a tracking number that shows where it stands (${lang})`, async ({
    page,
  }) => {
    await page.goto(withLang("/contact", lang));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: pageName(lang, "feedback"), exact: true })
      .click();
    await expect(heading(page)).toHaveText(pageName(lang, "feedback"));
    await appStarted(page);
    expect(await axeViolations(page)).toEqual([]);

    await fillMessage(page, lang);
    await page.waitForTimeout(FILL_MIN_MS);
    await send(page, lang);
    await expect(page.getByRole("heading", { name: t(lang, "feedback.sent.title") })).toBeFocused();
    const number = (await page.locator(".feedback-sent__number").textContent())!.trim();
    expect(number).toMatch(TRACKING);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: t(lang, "feedback.sent.track"), exact: true }).click();
    await expect(heading(page)).toHaveText(pageName(lang, "feedback-status"));
    await expect(page).toHaveURL((url) => url.searchParams.get("id") === number && url.searchParams.get("lang") === lang);
    const status = page.locator(".feedback-status");
    await expect(status).toContainText(number);
    await expect(status).toContainText(t(lang, "feedback.categoryName.sanitation"));
    await expect(status.getByRole("listitem")).toHaveCount(1);
    await expect(status.getByRole("listitem")).toContainText(t(lang, "feedback.status.step.received"));
    await expect(status).toContainText(t(lang, "feedback.status.noReply"));
    for (const secret of ["Sunita", "98765", "Gandhi Chowk"]) await expect(page.locator("body")).not.toContainText(secret);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`what is wrong is said field by field before sending, and nothing typed is lost (${lang})`, async ({ page }) => {
    await page.goto(withLang("/feedback", lang));
    await appStarted(page);
    await send(page, lang);
    const summary = page.getByRole("alert").filter({ hasText: t(lang, "form.errorSummaryTitle") });
    await expect(summary.getByRole("link")).toHaveText([
      t(lang, "feedback.problem.category.invalid"),
      t(lang, "feedback.problem.message.required"),
    ]);
    await expect(field(page, lang, "feedback.category")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await field(page, lang, "feedback.category").selectOption({ label: t(lang, "feedback.categoryName.water") });
    await field(page, lang, "feedback.message").fill("No water");
    await field(page, lang, "feedback.phone").fill("12345");
    await field(page, lang, "feedback.email").fill("sunita.example.in");
    await send(page, lang);
    await expect(summary.getByRole("link")).toHaveText([
      t(lang, "feedback.problem.message.too_short", { min: 10 }),
      t(lang, "feedback.problem.phone.invalid_phone"),
      t(lang, "feedback.problem.email.invalid_email"),
    ]);
    await expect(field(page, lang, "feedback.message")).toBeFocused();
    await expect(field(page, lang, "feedback.message")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, lang, "feedback.message")).toHaveValue("No water");
    await expect(field(page, lang, "feedback.phone")).toHaveValue("12345");
  });

  test(`a message sent at once after the page opened is refused by the server, with a reason in the page language (${lang})`, async ({
    browser,
  }) => {
    const { context, page, log } = await freshPage(browser);
    await page.goto(withLang("/feedback", lang));
    await appStarted(page);
    await fillMessage(page, lang);
    await send(page, lang);
    const summary = page.getByRole("alert").filter({ hasText: t(lang, "form.errorSummaryTitle") });
    await expect(summary).toContainText(t(lang, "feedback.problem.form.too_fast"));
    await expect(field(page, lang, "feedback.message")).toHaveValue(/Gandhi Chowk/);
    // Sent again after a while, it is taken.
    await page.waitForTimeout(FILL_MIN_MS);
    await send(page, lang);
    await expect(page.locator(".feedback-sent__number")).toHaveText(TRACKING);
    expect(unexpected(log.errors())).toEqual([]);
    await context.close();
  });

  test(`the status page takes a number however it is typed, and says when it is not one (${lang})`, async ({ browser }) => {
    const { context, page, log } = await freshPage(browser);
    const number = await sendMessage(page, lang);
    await page.goto(withLang("/feedback/status", lang));
    await appStarted(page);
    const box = field(page, lang, "feedback.status.number");
    const show = page.getByRole("button", { name: t(lang, "feedback.status.submit"), exact: true });

    await box.fill("SMC-12");
    await show.click();
    await expect(page.getByRole("alert").filter({ hasText: t(lang, "form.errorSummaryTitle") })).toContainText(
      t(lang, "feedback.status.invalid"),
    );
    await expect(box).toBeFocused();

    await box.fill("SMC-2222-2222");
    await show.click();
    await expect(page.getByRole("status").filter({ hasText: t(lang, "feedback.status.notFound") })).toBeVisible();

    await box.fill(number.toLowerCase().replaceAll("-", " "));
    await show.click();
    await expect(page.locator(".feedback-status")).toContainText(number);
    await expect(box).toHaveValue(number);
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(log.errors())).toEqual([]);
    await context.close();
  });
}

test.describe("on the admin server", () => {
  test.use({ baseURL: ADMIN_URL });

  for (const lang of LANGS) {
    test(`staff's answer and reply show on the status page (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: ADMIN_URL, locale: "en-US" });
      const page = await context.newPage();
      const log = trackErrors(page);
      const number = await sendMessage(page, lang);

      const staff = await browser.newContext({ baseURL: ADMIN_URL });
      const clerk = await staff.newPage();
      await logIn(clerk, "en");
      const reply = "The lane was cleaned on Friday. Collection is now daily.";
      const answered = await clerk.request.post(`/api/feedback/${number}`, {
        data: { status: "resolved", reply },
        headers: { origin: new URL(ADMIN_URL).origin },
      });
      expect(answered.status(), await answered.text()).toBe(200);
      await staff.close();

      await page.goto(`${withLang("/feedback/status", lang)}&id=${number}`);
      const status = page.locator(".feedback-status");
      await expect(status.getByRole("listitem")).toHaveText([
        new RegExp(t(lang, "feedback.status.step.received")),
        new RegExp(t(lang, "feedback.status.step.resolved")),
      ]);
      await expect(status.locator(".feedback-status__reply")).toHaveText(reply);
      expect(await axeViolations(page)).toEqual([]);
      expect(unexpected(log.errors())).toEqual([]);
      await context.close();
    });
  }

  for (const lang of LANGS) {
    test(`a photo sent with a message is checked as it is chosen and seen by staff alone (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: ADMIN_URL });
      const page = await context.newPage();
      const log = trackErrors(page);
      await page.goto(withLang("/feedback", lang));
      await appStarted(page);
      await fillMessage(page, lang);
      const photo = field(page, lang, "feedback.photo");
      // A file that is not a photo the site takes: said at once, under the field.
      await photo.setInputFiles({ name: "scan.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a not a photo") });
      await expect(
        page.locator(".form-field__errors").getByText(t(lang, "feedback.problem.photo.unsupported_type")),
      ).toBeVisible();
      const png = readFileSync(path.join(repoRoot, "content/public/images/icons/icon-192.png"));
      await photo.setInputFiles({ name: "lane.png", mimeType: "image/png", buffer: png });
      await expect(page.getByText(t(lang, "feedback.problem.photo.unsupported_type"))).toHaveCount(0);
      await page.waitForTimeout(FILL_MIN_MS);
      await send(page, lang);
      await expect(page.getByRole("heading", { name: t(lang, "feedback.sent.title") })).toBeFocused();
      const number = (await page.locator(".feedback-sent__number").textContent())!.trim();
      expect(unexpected(log.errors())).toEqual([]);
      await context.close();

      const staff = await browser.newContext({ baseURL: ADMIN_URL });
      const clerk = await staff.newPage();
      await logIn(clerk, "en");
      await clerk.goto("/admin/feedback?lang=en");
      const item = clerk.locator("li").filter({ hasText: number });
      await item.getByText(t("en", "inbox.open"), { exact: true }).click();
      const image = item.getByRole("img", { name: t("en", "inbox.photo") });
      await expect(image).toBeVisible();
      // Loaded with the clerk's session: the file itself, as it was sent.
      // (Visible before it has finished loading: asked until it has.)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
      const address = (await image.getAttribute("src"))!;
      expect((await clerk.request.get(address)).status()).toBe(200);
      await staff.close();
      // Anyone else gets the site's 404 page.
      const visitor = await browser.newContext({ baseURL: ADMIN_URL });
      expect((await visitor.request.get(address)).status()).toBe(404);
      await visitor.close();
    });
  }
});
