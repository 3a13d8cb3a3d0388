/**
 * The content area as a clerk uses it, in Chromium against the real server: every kind listed;
 * a notice added through the editor with its PDF uploaded (progress, file name), then on the
 * home page; an officer found by the list's search and filters and given a new mobile, then in
 * the directory; a notice deleted after a confirmation; a press photo uploaded with its size;
 * a tender's corrigenda added and put in order by keyboard; bad input refused per
 * field with what was typed kept, the Hindi checked as Devanagari; two clerks saving the same
 * item, the second told plainly with nothing lost; axe on every screen in both languages, and
 * no screen wider than a 375 px phone.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  ADMIN_PASSWORD,
  ADMIN_URL,
  ADMIN_USER,
  drawnImage,
  freshAdminPage,
  logIn,
  submitLogin,
  unexpectedErrors,
} from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, escapeRegExp, repoRoot, t, withLang, type Lang } from "./support";

test.use({ baseURL: ADMIN_URL });
test.describe.configure({ mode: "serial" });

const PDF = readFileSync(path.join(repoRoot, "content/public/files/tenders/tender-2025-01.pdf"));

/** The content area's address with `query` (`?kind=people`) in `lang`. */
const contentAddress = (lang: Lang, query = "") => {
  const params = new URLSearchParams(query);
  params.set("lang", lang);
  return `/admin/content?${params}`;
};

/** The field labelled `label` inside the group (fieldset) named `group`. */
const inGroup = (page: Page, group: string, label: string) =>
  page.getByRole("group", { name: group, exact: true }).getByLabel(label, { exact: true });

test("every kind of content is listed, and each opens", async ({ page }) => {
  await logIn(page, "en");
  // Named "Content", with the count of what waits for review beside it if anything does.
  await page
    .getByRole("navigation", { name: t("en", "admin.navLabel") })
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(t("en", "admin.contentLink"))}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "page.admin-content"));
  for (const kind of ["notices", "tenders", "people", "faq", "contact"]) {
    await expect(page.getByRole("link", { name: t("en", `content.kind.${kind}`), exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: t("en", "content.kind.faq"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: t("en", "content.editItem") })).toBeFocused();
  await expect(page.getByRole("button", { name: t("en", "content.save"), exact: true })).toBeVisible();
});

test("a notice added in the editor, with its PDF, is on the home page", async ({ page }) => {
  await logIn(page, "en");
  await page.goto(contentAddress("en", "?kind=notices"));
  await page.getByRole("link", { name: t("en", "content.addNew"), exact: true }).click();
  const stamp = Date.now() % 100000;
  const titleGroup = t("en", "content.field.title");
  await inGroup(page, titleGroup, t("en", "content.field.en")).fill(`Water tank cleaning ${stamp}`);
  // Only English typed: the Hindi is marked missing before any save.
  await expect(page.getByText(t("en", "content.hindiMissing"), { exact: true })).toBeVisible();
  await inGroup(page, titleGroup, t("en", "content.field.hi")).fill(`पानी की टंकी की सफाई ${stamp}`);
  await expect(page.getByText(t("en", "content.hindiMissing"), { exact: true })).toHaveCount(0);
  await page.getByLabel(t("en", "content.field.date"), { exact: true }).fill("2026-11-24");
  await page
    .getByLabel(t("en", "content.field.pdf"), { exact: true })
    .setInputFiles({ name: "tank-cleaning.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText(t("en", "content.file.uploaded", { name: "tank-cleaning.pdf" }))).toBeVisible();
  await page.getByRole("button", { name: t("en", "content.add"), exact: true }).click();
  const saved = page.getByRole("status").filter({ hasText: t("en", "content.saved.rendered") });
  await expect(saved).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get("item") === `water-tank-cleaning-${stamp}`);
  // Opened again, its PDF is named as it was uploaded, with its size and pages, not by the name
  // the server gave it.
  await page.reload();
  const current = page.locator(".content-file__current");
  await expect(current.getByRole("link", { name: "tank-cleaning.pdf", exact: true })).toHaveAttribute(
    "href",
    /^\/uploads\/[0-9a-f]{32}\.pdf$/,
  );
  await expect(current).toContainText(new RegExp(`KB, (${escapeRegExp(t("en", "content.file.onePage"))}|\\d+ pages)\\)`));
  await page.getByRole("button", { name: t("en", "content.save"), exact: true }).click();
  const link = saved.getByRole("link", { name: t("en", "content.saved.view", { page: t("en", "page.home") }) });
  await link.click();
  await expect(page.getByText(`Water tank cleaning ${stamp}`).first()).toBeVisible();

  // Deleted after a confirmation, it leaves the home page.
  await page.goBack();
  await page.getByRole("button", { name: t("en", "content.delete"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t("en", "content.confirmDelete") });
  await expect(dialog.getByRole("button", { name: t("en", "content.cancel"), exact: true })).toBeFocused();
  await dialog.getByRole("button", { name: t("en", "content.delete"), exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("en", "content.deleted", { title: `Water tank cleaning ${stamp}` }) }),
  ).toBeVisible();
  expect(await (await page.request.get(withLang("/", "en"))).text()).not.toContain(`Water tank cleaning ${stamp}`);
});

test("an urgent alert needs only its message and severity, and its phone number dials", async ({ page }) => {
  await logIn(page, "hi");
  await page.goto(contentAddress("hi", "?kind=alerts"));
  await page.getByRole("link", { name: t("hi", "content.addNew"), exact: true }).click();
  const stamp = Date.now() % 100000;
  const message = t("hi", "content.field.message");
  await inGroup(page, message, t("hi", "content.field.en")).fill(`Water supply off in Ward 7 (${stamp}). Call 07805-123456.`);
  await inGroup(page, message, t("hi", "content.field.hi")).fill(`वार्ड 7 में जल आपूर्ति बंद (${stamp})। 07805-123456 पर फ़ोन करें।`);
  await page.getByLabel(t("hi", "content.field.severity"), { exact: true }).selectOption("warning");
  // "Show from" and "Show until" say what an empty one means, and are left empty.
  await expect(page.getByText(t("hi", "content.hint.alertFrom"), { exact: true })).toBeVisible();
  await expect(page.getByText(t("hi", "content.hint.alertUntil"), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: t("hi", "content.add"), exact: true }).click();
  const saved = new RegExp(
    `${escapeRegExp(t("hi", "content.saved.rendered"))}|${escapeRegExp(t("hi", "content.saved.pending"))}`,
  );
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
  const editor = page.url();

  await expect
    .poll(async () => (await (await page.request.get(withLang("/", "hi"))).text()).includes(`(${stamp})`), { timeout: 15_000 })
    .toBe(true);
  await page.goto(withLang("/", "hi"));
  const banner = page.getByRole("region", { name: t("hi", "alerts.label") });
  await expect(banner).toContainText(`वार्ड 7 में जल आपूर्ति बंद (${stamp})`);
  await expect(banner.getByRole("link", { name: "07805-123456", exact: true })).toHaveAttribute("href", "tel:+917805123456");
  expect(await axeViolations(page)).toEqual([]);

  // Deleted again: the other pages of these tests are rendered without it.
  await page.goto(editor);
  await page.getByRole("button", { name: t("hi", "content.delete"), exact: true }).click();
  await page
    .getByRole("dialog", { name: t("hi", "content.confirmDelete") })
    .getByRole("button", { name: t("hi", "content.delete"), exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `(${stamp})` })).toBeVisible();
});

test("a press photo chosen in the editor is uploaded with its size, and the press page shows it", async ({ page }) => {
  await logIn(page, "en");
  await page.goto(contentAddress("en", "?kind=press"));
  const first = page.getByRole("group", {
    name: t("en", "content.list.entry", { label: t("en", "content.field.images"), n: 1 }),
    exact: true,
  });
  const photo = await drawnImage(page, "image/png", "ward-meeting.png", { width: 320, height: 240 });
  await first.getByLabel(t("en", "content.field.src"), { exact: true }).setInputFiles(photo);
  await expect(page.getByText(t("en", "content.file.uploaded", { name: "ward-meeting.png" }))).toBeVisible();
  // The photo's size in pixels is filled in from the upload; its preview is shown.
  await expect(first.getByLabel(t("en", "content.field.width"), { exact: true })).toHaveValue("320");
  await expect(first.getByLabel(t("en", "content.field.height"), { exact: true })).toHaveValue("240");
  const preview = first.locator("img.content-file__preview");
  await expect(preview).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.png$/);
  const src = await preview.getAttribute("src");
  await page.getByRole("button", { name: t("en", "content.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "content.saved.rendered") })).toBeVisible();
  expect(await (await page.request.get(withLang("/press", "en"))).text()).toContain(src!);
});

test("an officer found by the list's search and filters gets a new mobile, shown in the directory", async ({ page }) => {
  await logIn(page, "hi");
  await page.goto(contentAddress("hi", "?kind=people"));
  await page.getByLabel(t("hi", "content.field.directory"), { exact: true }).selectOption("smc-officer");
  const count = page.getByText(/^\d+ में से \d+ दिखाए जा रहे हैं$/);
  await expect(count).toBeVisible();
  const people = JSON.parse(readFileSync(path.join(repoRoot, "content/directory/people.json"), "utf8")) as {
    id: string;
    directory: string;
    name: { hi: string; en?: string };
    mobile: string;
  }[];
  const officer = people.find((person) => person.directory === "smc-officer" && person.name.en)!;
  await page.getByLabel(t("hi", "content.search"), { exact: true }).fill(officer.mobile);
  await page.getByRole("link", { name: officer.name.hi, exact: true }).click();
  // An officer has no party or photo: the editor shows only what the directory uses.
  await expect(page.getByLabel(t("hi", "content.field.designation"), { exact: true })).toBeVisible();
  await expect(page.getByText(t("hi", "content.field.party"), { exact: true })).toHaveCount(0);
  const mobile = page.getByLabel(t("hi", "content.field.mobile"), { exact: true });
  await expect(mobile).toHaveValue(officer.mobile);
  await mobile.fill("98260 12345");
  await page.getByRole("button", { name: t("hi", "content.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("hi", "content.saved.rendered") })).toBeVisible();
  const rendered = await (await page.request.get(withLang("/smc-officer", "hi"))).text();
  expect(rendered).toContain("98260 12345");
});

test("bad input is refused per field, keeping what was typed, and a list is put in order by keyboard", async ({ page }) => {
  await logIn(page, "en");
  await page.goto(contentAddress("en", "?kind=tenders"));
  await page.getByRole("link", { name: t("en", "content.addNew"), exact: true }).click();
  const work = t("en", "content.field.work");
  await inGroup(page, work, t("en", "content.field.en")).fill("Road repair");
  await inGroup(page, work, t("en", "content.field.hi")).fill("Road repair in Latin letters");
  await page.getByLabel(t("en", "content.field.startDate"), { exact: true }).fill("2026-12-10");
  await page.getByLabel(t("en", "content.field.endDate"), { exact: true }).fill("2026-12-01");
  const corrigenda = page.getByRole("group", { name: t("en", "content.field.corrigenda"), exact: true });
  const add = corrigenda.getByRole("button", {
    name: t("en", "content.list.add", { label: t("en", "content.field.corrigenda") }),
  });
  await add.click();
  await add.click();
  /** A button of entry `n`, whose name says which entry it moves or removes. */
  const entryButton = (action: "up" | "down" | "remove", n: number) =>
    corrigenda.getByRole("button", {
      name: `${t("en", `content.list.${action}`)} (${t("en", "content.list.entry", { label: t("en", "content.field.corrigenda"), n })})`,
      exact: true,
    });
  const note = (n: number) => inGroup(page, t("en", "content.field.note"), t("en", "content.field.en")).nth(n - 1);
  await note(1).fill("First note");
  await note(2).fill("Second note");
  // The second entry moves up by keyboard; the focus stays on the moved entry's button.
  await entryButton("up", 2).focus();
  await page.keyboard.press("Enter");
  await expect(note(1)).toHaveValue("Second note");
  await expect(note(2)).toHaveValue("First note");
  await expect(entryButton("down", 1)).toBeFocused();

  // A photo renamed to end in .pdf is chosen as the tender's PDF: refused as not a PDF.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  await page
    .getByLabel(t("en", "content.field.pdf"), { exact: true })
    .setInputFiles({ name: "tender-notice.pdf", mimeType: "application/pdf", buffer: png });
  await expect(page.getByText(t("en", "content.file.not_pdf_content"))).toBeVisible();

  await page.getByRole("button", { name: t("en", "content.add"), exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: t("en", "form.errorSummaryTitle") });
  await expect(summary).toBeVisible();
  const pdfLabel = t("en", "content.field.pdf");
  const endBeforeStart = t("en", "content.problem.before_field", { field: t("en", "content.field.startDate") });
  // Listed in the order of the form, from the top: the work's Hindi, the PDF, then the closing
  // day, which names the day it may not come before; the empty PDF field is "not a PDF", not
  // "required", because of the file chosen.
  const listed = await summary.getByRole("link").allTextContents();
  const at = (text: string) => listed.findIndex((line) => line === text);
  const expected = [
    `${t("en", "content.field.work")} › ${t("en", "content.field.hi")}: ${t("en", "content.problem.not_devanagari")}`,
    `${pdfLabel}: ${t("en", "content.file.not_pdf_content")}`,
    `${t("en", "content.field.endDate")}: ${endBeforeStart}`,
  ];
  for (const line of expected) expect(at(line), listed.join(" | ")).toBeGreaterThanOrEqual(0);
  expect(expected.map(at), listed.join(" | ")).toEqual([...expected.map(at)].sort((a, b) => a - b));
  expect(listed).not.toContain(`${pdfLabel}: ${t("en", "content.problem.required")}`);
  // Nothing typed is lost.
  await expect(inGroup(page, work, t("en", "content.field.hi"))).toHaveValue("Road repair in Latin letters");
  await expect(note(1)).toHaveValue("Second note");
  expect(await axeViolations(page)).toEqual([]);
  // The message follows the fix.
  await inGroup(page, work, t("en", "content.field.hi")).fill("सड़क मरम्मत");
  await expect(summary).not.toContainText(t("en", "content.problem.not_devanagari"));
});

test("when someone saved the item first, the second clerk is told and loses nothing", async ({ page, browser }) => {
  // The second clerk's page: the 412 its save gets is logged by Chromium, and expected.
  const { context, page: mine, log } = await freshAdminPage(browser);
  await logIn(mine, "en");
  await mine.goto(contentAddress("en", "?kind=faq"));
  await logIn(page, "en");
  await page.goto(contentAddress("en", "?kind=faq"));
  const question = (p: Page) =>
    inGroup(
      p,
      t("en", "content.list.entry", { label: t("en", "content.field.items"), n: 1 }),
      t("en", "content.field.en"),
    ).first();
  await question(page).fill("How do I pay property tax online? (edited first)");
  await page.getByRole("button", { name: t("en", "content.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "content.saved.rendered") })).toBeVisible();

  await question(mine).fill("Mine, typed meanwhile");
  await mine.getByRole("button", { name: t("en", "content.save"), exact: true }).click();
  const conflict = mine.getByRole("alert").filter({ hasText: t("en", "content.conflict.message") });
  await expect(conflict).toBeVisible();
  // It names who saved first, when and as what, and that their version is the one on the site.
  const savedBy = escapeRegExp(t("en", "content.conflict.saved.published", { name: ADMIN_USER, time: "TIME" })).replace(
    "TIME",
    ".+",
  );
  await expect(conflict).toContainText(new RegExp(savedBy));
  await expect(conflict).toContainText(t("en", "content.conflict.site.theirs"));
  await expect(question(mine)).toHaveValue("Mine, typed meanwhile");
  await mine.getByRole("button", { name: t("en", "content.conflict.saveMine"), exact: true }).click();
  await expect(mine.getByRole("status").filter({ hasText: t("en", "content.saved.rendered") })).toBeVisible();
  await expect(question(mine)).toHaveValue("Mine, typed meanwhile");
  expect(unexpectedErrors(log, [{ status: 412, path: "/content/faq/faq" }])).toEqual([]);
  await context.close();
});

test("a session that ends mid-edit comes back to the item with what was typed", async ({ browser }) => {
  // The refused save's 401 is logged by Chromium, and expected.
  const { context, page, log } = await freshAdminPage(browser);
  await logIn(page, "en");
  await page.goto(contentAddress("en", "?kind=contact"));
  const hours = t("en", "content.field.open");
  const open = inGroup(page, hours, t("en", "content.field.en"));
  await open.fill("Monday to Saturday, 10 AM to 5:30 PM (typed before the session ended)");
  // The session ends (as after 30 idle minutes): the save is refused and the login page asks.
  const logout = await page.request.post("/api/scm-auth/logout", { headers: { origin: new URL(ADMIN_URL).origin } });
  expect(logout.status()).toBe(204);
  await page.getByRole("button", { name: t("en", "content.save"), exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/admin/login" && url.searchParams.get("next") === "/admin/content?kind=contact",
  );
  await submitLogin(page, "en", ADMIN_USER, ADMIN_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/content" && url.searchParams.get("kind") === "contact", {
    timeout: 10_000,
  });
  await expect(page.getByRole("status").filter({ hasText: t("en", "content.draft.restored") })).toBeVisible();
  await expect(inGroup(page, hours, t("en", "content.field.en"))).toHaveValue(
    "Monday to Saturday, 10 AM to 5:30 PM (typed before the session ended)",
  );
  await page.getByRole("button", { name: t("en", "content.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "content.saved.rendered") })).toBeVisible();
  await expect(page.getByText(t("en", "content.draft.restored"))).toHaveCount(0);
  expect(unexpectedErrors(log, [{ status: 401, path: "/content/contact/contact" }])).toEqual([]);
  await context.close();
});

for (const lang of LANGS) {
  test(`every screen of the content area passes axe and fits a phone (${lang})`, async ({ page }) => {
    // Six screens, each loaded and run through axe: more than one page's work.
    test.slow();
    await logIn(page, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const query of [
      "",
      "?kind=people",
      "?kind=people&item=new",
      "?kind=tenders&item=new",
      "?kind=contact",
      "?kind=profiles",
    ]) {
      await page.goto(contentAddress(lang, query));
      await expect(page.getByRole("status").filter({ hasText: t(lang, "common.loading") })).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect(await axeViolations(page), query).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${query} at 375 px`).toBeLessThanOrEqual(375);
    }
  });
}
