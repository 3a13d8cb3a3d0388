/**
 * The audit log in Chromium against the real server: an admin signs in and finds that sign-in
 * in the log under their name; filtering by action narrows the log and stays in the address;
 * the CSV link downloads the same entries with a header row. axe in both languages, and no
 * wider than a 375 px phone.
 */
import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { ADMIN_URL, ADMIN_USER, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, t, withLang } from "./support";

test.use({ baseURL: ADMIN_URL });

/** A small PDF, uploaded so that the log has an entry besides sign-ins. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** The cells of one column of the log's table (1 is the first), in order. */
const column = (table: Locator, index: number) => table.locator(`tbody tr td:nth-child(${index})`);

test("an admin finds their sign-in in the log, narrows it by action and downloads it", async ({ page, errorLog }) => {
  // The log writes whole seconds: the sign-in is at the second it began, or later.
  const started = Math.floor(Date.now() / 1000) * 1000;
  await logIn(page, "en");
  const uploaded = await page.request.post("/api/upload", {
    multipart: { file: { name: "audit.pdf", mimeType: "application/pdf", buffer: PDF } },
    headers: { origin: new URL(ADMIN_URL).origin },
  });
  expect(uploaded.status()).toBe(201);
  await page.getByRole("link", { name: t("en", "admin.auditLink"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "page.admin-audit"));
  const table = page.getByRole("table", { name: t("en", "audit.caption") });
  const signIns = table
    .getByRole("row")
    .filter({ hasText: ADMIN_USER })
    .filter({ hasText: t("en", "audit.action.signIn") });
  await expect(signIns.first()).toBeVisible();
  const uploads = table.getByRole("row").filter({ hasText: t("en", "audit.action.upload") });
  await expect(uploads.first()).toBeVisible();

  // Other specs sign in at the same time: the newest sign-in of the admin is at least this one.
  await page.getByLabel(t("en", "audit.filter.who"), { exact: true }).fill(ADMIN_USER);
  await page.getByLabel(t("en", "audit.filter.action"), { exact: true }).selectOption("signIn");
  await page.getByRole("button", { name: t("en", "audit.filter.submit"), exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("action") === "signIn" && url.searchParams.get("who") === ADMIN_USER,
  );
  await expect(column(table, 4).first()).toHaveText(t("en", "audit.action.signIn"));
  const actions = await column(table, 4).allTextContents();
  expect(new Set(actions)).toEqual(new Set([t("en", "audit.action.signIn")]));
  expect(new Set(await column(table, 2).allTextContents())).toEqual(new Set([ADMIN_USER]));
  await expect(uploads).toHaveCount(0);
  const newest = await column(table, 1).first().locator("time").getAttribute("datetime");
  expect(Date.parse(newest!)).toBeGreaterThanOrEqual(started);

  // The address holds the filters: a reload shows the same view.
  await page.reload();
  await expect(page.getByLabel(t("en", "audit.filter.action"), { exact: true })).toHaveValue("signIn");
  await expect(column(table, 4).first()).toHaveText(t("en", "audit.action.signIn"));

  const link = page.getByRole("link", { name: t("en", "audit.downloadCsv"), exact: true });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  const rows = text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(rows[0]).toBe("id,at,atIndia,who,address,action,kind,item,version,detail,unreviewed");
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows.slice(1)) expect(row).toContain(`,${ADMIN_USER},127.0.0.1,signIn,`);
  expect(errorLog.errors()).toEqual([]);
});

for (const lang of LANGS) {
  test(`the audit log passes axe and fits a phone (${lang})`, async ({ page, errorLog }) => {
    await logIn(page, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(withLang("/admin/audit", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "page.admin-audit"));
    await expect(page.getByRole("table", { name: t(lang, "audit.caption") })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t(lang, "common.loading") })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errorLog.errors()).toEqual([]);
  });
}
