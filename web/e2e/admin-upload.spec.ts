/**
 * /admin/upload: the hoarding circular uploaded as a PDF (POST /api/upload, then POST
 * /api/hoarding, a new version of the content document `hoarding`) and shown on /hoarding, which
 * the server renders again with it (complete without JavaScript, in both languages); the
 * browser's own checks (no file, not a PDF); the busy state with its progress bar; the messages
 * when either call fails (the server's own refusal of a PDF it never issued); and the way back
 * to the login page when the session has ended. Runs against the admin specs' own server.
 */
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ADMIN_URL, freshAdminPage, isAdminPage, isLoginFor, logIn, unexpectedErrors } from "./admin-support";
import { BUILT_IN, expectCircular } from "./hoarding-support";
import { LANGS, type Lang, longDate, t, withLang } from "./support";

test.use({ baseURL: ADMIN_URL });

/** A small but complete PDF (one empty page), made here so that no fixture file is needed. */
function tinyPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const PDF = { name: "Hoarding-Circular-2026.PDF", mimeType: "application/pdf", buffer: tinyPdf() };

const picker = (page: Page, lang: Lang) => page.getByLabel(t(lang, "upload.fileLabel"), { exact: true });
const uploadButton = (page: Page, lang: Lang) => page.getByRole("button", { name: t(lang, "upload.submit"), exact: true });

/** Signs in and opens the upload page in `lang`. */
async function openUploadPage(page: Page, lang: Lang): Promise<void> {
  await logIn(page, lang);
  await page.goto(withLang("/admin/upload", lang));
  await expect(picker(page, lang)).toBeVisible();
}

/** The day it is in India now, and the financial year (April to March) it falls in, which
 * names a circular saved today: 2026-27. */
function savedToday(): { year: string; day: string } {
  const day = new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [year, month] = day.split("-").map(Number);
  const first = month >= 4 ? year : year - 1;
  return { year: `${first}-${String((first + 1) % 100).padStart(2, "0")}`, day };
}

/** Counts the requests to `path` (under /api) that leave the page. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) count += 1;
  });
  return () => count;
}

test.describe("the upload page checks the file before sending it", () => {
  test("asks for a PDF when none is chosen (en)", async ({ page }) => {
    await openUploadPage(page, "en");
    const uploads = countRequests(page, "/upload");
    await expect(picker(page, "en")).toHaveAttribute("accept", "application/pdf,.pdf");
    await uploadButton(page, "en").click();
    await expect(page.getByRole("alert").filter({ hasText: t("en", "form.errorSummaryTitle") })).toContainText(
      "Please select a PDF file.",
    );
    await expect(picker(page, "en")).toBeFocused();
    await expect(picker(page, "en")).toHaveAttribute("aria-invalid", "true");
    expect(uploads()).toBe(0);
  });

  test("refuses a text file, by its name and by its content (hi)", async ({ page }) => {
    await openUploadPage(page, "hi");
    const uploads = countRequests(page, "/upload");
    await picker(page, "hi").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await uploadButton(page, "hi").click();
    const message = t("hi", "validation.file.not_pdf_name");
    await expect(picker(page, "hi")).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

    // A name ending in .pdf is not enough: the first bytes must be a PDF's.
    await picker(page, "hi").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello") });
    await uploadButton(page, "hi").click();
    await expect(page.getByRole("alert").filter({ hasText: t("hi", "form.errorSummaryTitle") })).toContainText(
      t("hi", "validation.file.not_pdf_content"),
    );
    expect(uploads()).toBe(0);
  });
});

test.describe("the server's refusal of a file that is not a PDF says why", () => {
  for (const [lang, reason] of [
    ["en", "not_pdf_name"],
    ["hi", "not_pdf_content"],
  ] as const) {
    test(`names the reason the server gives (${reason}, ${lang})`, async ({ browser }) => {
      const { context, page, log } = await freshAdminPage(browser);
      await openUploadPage(page, lang);
      // The browser's own check passes this file; the server's answer is the one that says no.
      await page.route("**/api/upload", (route) =>
        route.fulfill({
          status: 415,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "unsupported_type", reason, message: "Please select a valid PDF file." } }),
        }),
      );
      await picker(page, lang).setInputFiles(PDF);
      await uploadButton(page, lang).click();
      const alert = page.getByRole("alert").filter({ hasText: t(lang, "upload.failed") });
      await expect(alert).toContainText(t(lang, `validation.file.${reason}`));
      // The plain sentence comes first, then the reason.
      const first = { en: "Please select a valid PDF file. ", hi: "कृपया एक मान्य PDF फ़ाइल चुनें। " }[lang];
      expect(t(lang, `validation.file.${reason}`).startsWith(first)).toBe(true);
      expect(unexpectedErrors(log, [{ status: 415, path: "/upload" }])).toEqual([]);
      await context.close();
    });
  }
});

test.describe("uploading the hoarding circular", () => {
  test("shows progress, then success; the Hoarding page shows the new PDF (hi)", async ({ page, browser }) => {
    await openUploadPage(page, "hi");
    // Hold the upload until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/upload", async (route) => {
      await held;
      await route.continue();
    });

    await picker(page, "hi").setInputFiles(PDF);
    await uploadButton(page, "hi").click();
    const busy = page.getByRole("button", { name: t("hi", "upload.uploading"), exact: true });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: t("hi", "upload.progress"), exact: true })).toBeVisible();
    release();

    await expect(page.getByRole("status").filter({ hasText: t("hi", "upload.success") })).toBeVisible();
    await expect(uploadButton(page, "hi")).toBeEnabled();
    await expect(picker(page, "hi")).toHaveValue("");
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    const hoarding = (await (await page.request.get("/api/hoarding")).json()) as {
      current: { url: string; savedAt: string } | null;
      history: { url: string }[];
    };
    const url = hoarding.current?.url ?? "";
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(hoarding.history[0].url, "the newest of the circulars published").toBe(url);
    expect(hoarding.history.at(-1)?.url, "the built-in circular first").toBe(BUILT_IN);
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(PDF.buffer), "the server keeps the bytes as sent").toBe(true);

    await page.getByRole("link", { name: t("hi", "upload.viewHoarding"), exact: true }).click();
    await expect(page).toHaveURL(isAdminPage("/hoarding", "hi"));
    // Named by the financial year of the day it was saved in India, not the built-in
    // circular's 2025, with that day.
    const { year, day } = savedToday();
    await expectCircular(page, "hi", url, year, longDate(day, "hi"));

    // The server rendered the page again with it: without JavaScript, in both languages.
    const plain = await browser.newContext({ baseURL: ADMIN_URL, javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    for (const lang of LANGS) {
      await plainPage.goto(withLang("/hoarding", lang));
      await expectCircular(plainPage, lang, url, year, longDate(day, lang));
    }
    await plain.close();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("says 'Upload failed' when the upload is refused, and saves nothing", async ({ browser }) => {
    const { context, page, log } = await freshAdminPage(browser);
    await openUploadPage(page, "en");
    await page.route("**/api/upload", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong" } } }),
    );
    const saves = countRequests(page, "/hoarding");
    await picker(page, "en").setInputFiles(PDF);
    await uploadButton(page, "en").click();
    await expect(page.getByRole("alert").filter({ hasText: "Upload failed" })).toBeVisible();
    await expect(page.getByText(t("en", "upload.success"))).toHaveCount(0);
    expect(saves()).toBe(0);
    expect(unexpectedErrors(log, [{ status: 500, path: "/upload" }])).toEqual([]);
    await context.close();
  });

  test("says 'Failed to save PDF info' when the hoarding record is refused", async ({ browser }) => {
    const { context, page, log } = await freshAdminPage(browser);
    await openUploadPage(page, "en");
    const before: unknown = await (await page.request.get("/api/hoarding")).json();
    // The save names a PDF this server never issued, which the server itself refuses.
    await page.route("**/api/hoarding", (route) =>
      route.request().method() === "POST"
        ? route.continue({ postData: JSON.stringify({ url: "/uploads/0123456789abcdef0123456789abcdef.pdf" }) })
        : route.continue(),
    );
    await picker(page, "en").setInputFiles(PDF);
    await uploadButton(page, "en").click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to save PDF info" })).toBeVisible();
    await expect(page.getByText(t("en", "upload.success"))).toHaveCount(0);
    expect(await (await page.request.get("/api/hoarding")).json(), "nothing saved").toEqual(before);
    expect(unexpectedErrors(log, [{ status: 422, path: "/hoarding" }])).toEqual([]);
    await context.close();
  });

  test("sends the admin to the login page when the session has ended", async ({ browser }) => {
    const { context, page, log } = await freshAdminPage(browser);
    await openUploadPage(page, "en");
    await context.clearCookies();
    await picker(page, "en").setInputFiles(PDF);
    await uploadButton(page, "en").click();
    await expect(page).toHaveURL(isLoginFor("/admin/upload", "en"));
    expect(unexpectedErrors(log, [{ status: 401, path: "/upload" }])).toEqual([]);
    await context.close();
  });
});
