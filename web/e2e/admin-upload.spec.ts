/**
 * /admin/upload: the hoarding circular uploaded as a PDF (POST /api/upload, then POST
 * /api/hoarding) and shown on /hoarding; the browser's own checks (no file, not a PDF); the
 * busy state with its progress bar; the messages when either call fails; and the way back to
 * the login page when the session has ended. Runs against the admin specs' own server.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN_URL, freshAdminPage, isAdminPage, isLoginFor, logIn, unexpectedErrors } from "./admin-support";
import { type Lang, t, withLang } from "./support";

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
  test("shows progress, then success; the Hoarding page shows the new PDF (hi)", async ({ page }) => {
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

    const hoarding = (await (await page.request.get("/api/hoarding")).json()) as { current: { url: string } | null };
    const url = hoarding.current?.url ?? "";
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(PDF.buffer), "the server keeps the bytes as sent").toBe(true);

    await page.getByRole("link", { name: t("hi", "upload.viewHoarding"), exact: true }).click();
    await expect(page).toHaveURL(isAdminPage("/hoarding", "hi"));
    await expect(page.locator("iframe")).toHaveAttribute("src", `${url}#toolbar=0`);
    await expect(page.getByRole("link", { name: t("hi", "hoarding.download"), exact: true })).toHaveAttribute("href", url);
    // Named by the financial year it was saved in, not the built-in circular's 2025.
    const today = new Date();
    const first = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
    const year = `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
    await expect(page.getByRole("heading", { level: 2, name: t("hi", "hoarding.titleOf", { year }), exact: true })).toBeVisible();
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
    await page.route("**/api/hoarding", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 422, json: { errors: { url: ["not_issued"] } } })
        : route.continue(),
    );
    await picker(page, "en").setInputFiles(PDF);
    await uploadButton(page, "en").click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to save PDF info" })).toBeVisible();
    await expect(page.getByText(t("en", "upload.success"))).toHaveCount(0);
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
