/**
 * Keeping content correct, in Chromium against a server of this spec's own on a data directory
 * it starts twice, with a real SMTP server on loopback (bench/lib/smtp.mjs). The admin sets their
 * own mail address on the accounts page and adds a second account. The server then starts again
 * with its clock more than 100 days on, at 10:00 in India: the seed's directory rows are past
 * their three months, and the morning's reminder brings the admin a letter of what is theirs to
 * review, whose link opens the list of what is due. There, in English and in Hindi (axe on both),
 * the admin filters by kind and marks a person of the directory "Checked, still correct": the
 * row leaves the list, and the directory page that shows the person says "Checked on …". In the
 * editor of another item the admin names another owner and a day to review it by, which stay
 * after a reload; the audit log shows the check.
 */
import type { Page } from "@playwright/test";
import { logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect } from "./fixtures";
import { MAIL_FROM, mailSiteTest, startSite } from "./mail-site";
import { heading, longDate, pageName, t, withLang, type Lang } from "./support";

const ADMIN_EMAIL = "admin.review@example.in";
/** The person marked checked (content/directory/people.json), on the /smc-officer page. */
const PERSON = { id: "smc-officer-1", name: "Anand Kumar Tripathi", page: "/smc-officer" };
const CLERK = "r.sharma";

/** How far ahead the second start's clock runs, and the day it is then in India: 10:00 in India
 * (04:30 UTC) on the 101st day from today (UTC), so more than 100 days on and past the reminders'
 * hour of 09:00. */
function hundredDaysOn(): { ahead: string; today: string } {
  const now = new Date();
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 101, 4, 30);
  return { ahead: `${Math.round((target - now.getTime()) / 1000)}s`, today: new Date(target).toISOString().slice(0, 10) };
}

const reviewTest = mailSiteTest("review", { started: false });

const button = (page: Page, lang: Lang, key: string, args?: Record<string, string>) =>
  page.getByRole("button", { name: t(lang, key, args), exact: true });

/** The admin's row of the accounts page: sets the mail address; then adds the clerk's account. */
async function setUpAccounts(page: Page) {
  await page.goto(withLang("/admin/accounts", "en"));
  const email = page.getByLabel(t("en", "accounts.email", { username: "admin" }), { exact: true });
  await email.fill(ADMIN_EMAIL);
  const row = page.locator(".accounts-row").filter({ has: email });
  await row.getByRole("button", { name: t("en", "accounts.setEmail"), exact: true }).click();
  await expect(row.getByRole("status")).toHaveText(t("en", "accounts.emailSet", { username: "admin" }));
  await page.reload();
  await expect(page.getByLabel(t("en", "accounts.email", { username: "admin" }), { exact: true })).toHaveValue(ADMIN_EMAIL);

  await page.getByLabel(t("en", "accounts.username"), { exact: true }).fill(CLERK);
  await page.getByLabel(t("en", "accounts.firstPassword"), { exact: true }).fill("correct horse battery staple");
  await button(page, "en", "accounts.add").click();
  await expect(page.getByText(t("en", "accounts.added", { username: CLERK }))).toBeVisible();
}

/** The table of what is due. */
const dueTable = (page: Page, lang: Lang, today: string) =>
  page.getByRole("table", { name: t(lang, "dueReview.caption", { day: longDate(today, lang) }) });

reviewTest("an owner is reminded of what is due, marks it checked, and names another owner", async ({ page, site }) => {
  reviewTest.setTimeout(60_000);
  await startSite(site);
  await logIn(page, "en");
  await setUpAccounts(page);

  // The next start is more than 100 days on, after 09:00 in India: the morning's reminder.
  const { ahead, today } = hundredDaysOn();
  await startSite(site, ahead);
  const [letter] = await site.smtp.waitFor(1);
  expect(letter.rcptTos).toEqual([ADMIN_EMAIL]);
  expect(letter.headers.from).toBe(MAIL_FROM);
  const text = (letter.text ?? "").replace(/\r\n/g, "\n");
  expect(text).toContain(t("en", "mail.review.text"));
  // The seed's hundreds of rows: the first 30 listed, the rest counted, and the page linked.
  expect(text).toContain(`${t("en", "content.kind.people")}: `);
  const [before, after] = t("en", "mail.review.more", { count: "0" }).split("0");
  expect(text.split(before)[1]?.split(after)[0]).toMatch(/^\d+$/);
  const link = `${site.origin}/admin/review?lang=en&owner=admin`;
  expect(text).toContain(t("en", "mail.review.link", { link }));

  // The session of before is long over: sign in again, and follow the letter's link.
  await page.context().clearCookies();
  await logIn(page, "en");
  await page.goto(link);
  await expect(heading(page)).toHaveText(pageName("en", "admin-review"));
  await expect(page.getByLabel(t("en", "dueReview.filter.owner"), { exact: true })).toHaveValue("admin");
  await expect(dueTable(page, "en", today)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // In Hindi, filtered by kind: the directory's people alone.
  await page.goto(withLang("/admin/review", "hi"));
  await expect(heading(page)).toHaveText(pageName("hi", "admin-review"));
  await page
    .getByLabel(t("hi", "dueReview.filter.kind"), { exact: true })
    .selectOption({ label: t("hi", "content.kind.people") });
  await button(page, "hi", "dueReview.filter.submit").click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/review" && url.searchParams.get("kind") === "people");
  const table = dueTable(page, "hi", today);
  const kinds = table.getByRole("cell").filter({ hasText: t("hi", "content.kind.wards") });
  await expect(table.getByRole("row").nth(1)).toContainText(t("hi", "content.kind.people"));
  await expect(kinds).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // "Checked, still correct": the row leaves the list, and a message says so.
  const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: PERSON.name, exact: true }) });
  await expect(row.getByRole("link", { name: PERSON.name, exact: true })).toHaveAttribute(
    "href",
    `/admin/content?kind=people&item=${PERSON.id}&lang=hi`,
  );
  const check = row.getByRole("button", { name: `${t("hi", "dueReview.checked")}: ${PERSON.name}`, exact: true });
  await check.click();
  await expect(page.getByRole("status").filter({ hasText: `“${PERSON.name}”` })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The public item of the person says when it was checked.
  await expect(async () => {
    const item = (await (await page.request.get(`/api/content/people/${PERSON.id}`)).json()) as { checkedAt?: string };
    expect(String(item.checkedAt ?? "").slice(0, 10)).toBe(today);
  }).toPass({ timeout: 15_000 });
  // The directory page that shows the person says so.
  const checkedLine = `${t("en", "common.checkedOn")} ${longDate(today, "en")}`;
  await expect(async () => {
    await page.goto(withLang(PERSON.page, "en"));
    await expect(page.locator("main .last-updated")).toContainText(checkedLine, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator("main")).toContainText(PERSON.name);

  // In the editor of another person: another owner, and a day to review it by.
  const reviewBy = new Date(Date.parse(`${today}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
  await page.goto("/admin/content?kind=people&item=smc-officer-2&lang=en");
  const section = page.getByRole("group", { name: t("en", "dueReview.editor.title") });
  await section.getByLabel(t("en", "dueReview.editor.owner"), { exact: true }).selectOption(CLERK);
  await section.getByLabel(t("en", "dueReview.editor.reviewBy"), { exact: true }).fill(reviewBy);
  await section.getByRole("button", { name: t("en", "dueReview.editor.save"), exact: true }).click();
  await expect(section.getByRole("status")).toHaveText(t("en", "dueReview.editor.saved"));
  await page.reload();
  const reloaded = page.getByRole("group", { name: t("en", "dueReview.editor.title") });
  await expect(reloaded.getByLabel(t("en", "dueReview.editor.owner"), { exact: true })).toHaveValue(CLERK);
  await expect(reloaded.getByLabel(t("en", "dueReview.editor.reviewBy"), { exact: true })).toHaveValue(reviewBy);
  await expect(reloaded).toContainText(t("en", "dueReview.editor.dueByHand", { day: longDate(reviewBy, "en") }));

  // The audit log shows the check.
  await page.goto("/admin/audit?action=checked&lang=en");
  const entries = page.getByRole("table", { name: t("en", "audit.caption") });
  await expect(entries.getByRole("row").nth(1)).toContainText(t("en", "audit.action.checked"));
  await expect(entries.getByRole("row").nth(1)).toContainText(PERSON.id);
});
