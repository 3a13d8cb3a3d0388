/**
 * Accounts in the admin area, in Chromium against the real server: an admin adds an editor,
 * who signs in and is offered only what an editor may use; the editor changes their own
 * password (and signs in again with it); the admin disables the account, whose session ends at
 * once; the last active admin cannot disable itself. axe on both pages in both languages, and
 * neither wider than a 375 px phone.
 */
import type { Browser } from "@playwright/test";
import { ADMIN_URL, ADMIN_USER, freshAdminPage, logIn, submitLogin, unexpectedErrors } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, escapeRegExp, t, withLang } from "./support";

test.use({ baseURL: ADMIN_URL });
test.describe.configure({ mode: "serial" });

const FIRST_PASSWORD = "first password for the clerk";
const OWN_PASSWORD = "the clerk's own passphrase";

/** A browser of its own for the clerk, signed in; the errors its refused calls log are expected. */
async function clerkSignsIn(browser: Browser, username: string, password: string) {
  const session = await freshAdminPage(browser);
  await session.page.goto(withLang("/admin/login", "en"));
  await submitLogin(session.page, "en", username, password);
  await expect(session.page).toHaveURL((url) => url.pathname === "/admin/dashboard", { timeout: 10_000 });
  return session;
}

test("an admin adds an editor, who may use only what an editor may, and changes their own password", async ({
  page,
  browser,
}) => {
  const username = `clerk.${Date.now() % 100000}`;
  await logIn(page, "en");
  await page.getByRole("link", { name: t("en", "admin.accountsLink"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "page.admin-accounts"));
  // The rules of the login page, checked before sending.
  await page.getByLabel(t("en", "accounts.username"), { exact: true }).fill("Clerk One");
  await page.getByLabel(t("en", "accounts.firstPassword"), { exact: true }).fill("short");
  await page.getByRole("button", { name: t("en", "accounts.add"), exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("en", "form.errorSummaryTitle") })).toBeVisible();
  await page.getByLabel(t("en", "accounts.username"), { exact: true }).fill(username);
  await page.getByLabel(t("en", "accounts.firstPassword"), { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel(t("en", "accounts.roleLabel"), { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: t("en", "accounts.add"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "accounts.added", { username }) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: username })).toBeVisible();

  const clerk = await clerkSignsIn(browser, username, FIRST_PASSWORD);
  const bar = clerk.page.getByRole("navigation", { name: t("en", "admin.navLabel") });
  await expect(bar.getByRole("link")).toHaveText([
    t("en", "admin.dashboardLink"),
    t("en", "admin.contentLink"),
    t("en", "admin.reviewLink"),
    t("en", "admin.feedbackLink"),
    t("en", "admin.passwordLink"),
  ]);
  // They land on their own work, not on the events they may not manage.
  await expect(clerk.page.getByRole("region", { name: t("en", "waiting.title") })).toBeVisible();
  await expect(clerk.page.getByRole("region", { name: t("en", "dashboard.addTitle") })).toHaveCount(0);
  // A page for publishers says so.
  await clerk.page.goto(withLang("/admin/upload", "en"));
  await expect(clerk.page.getByRole("alert").filter({ hasText: t("en", "admin.notAllowed.publish") })).toBeVisible();

  await bar.getByRole("link", { name: t("en", "admin.passwordLink"), exact: true }).click();
  await clerk.page.getByLabel(t("en", "accounts.currentPassword"), { exact: true }).fill("not my password at all");
  await clerk.page.getByLabel(t("en", "accounts.newPassword"), { exact: true }).fill(OWN_PASSWORD);
  await clerk.page.getByRole("button", { name: t("en", "accounts.changeOwnPassword"), exact: true }).click();
  await expect(clerk.page.getByText(t("en", "accounts.wrongPassword")).first()).toBeVisible();
  await clerk.page.getByLabel(t("en", "accounts.currentPassword"), { exact: true }).fill(FIRST_PASSWORD);
  await clerk.page.getByRole("button", { name: t("en", "accounts.changeOwnPassword"), exact: true }).click();
  await expect(clerk.page.getByRole("status").filter({ hasText: t("en", "accounts.ownPasswordChanged") })).toBeVisible();
  expect(unexpectedErrors(clerk.log, [{ status: 422, path: "/scm-auth/password" }])).toEqual([]);
  await clerk.context.close();

  const again = await clerkSignsIn(browser, username, OWN_PASSWORD);
  expect(unexpectedErrors(again.log, [])).toEqual([]);
  await again.context.close();
});

test("a disabled account is signed out at once, and the last admin stays", async ({ browser }) => {
  const username = `clerk.${Date.now() % 100000}`;
  // The admin's page: the refusal to disable the last admin is logged by Chromium, and expected.
  const admin = await freshAdminPage(browser);
  const page = admin.page;
  await logIn(page, "en");
  const created = await page.request.post("/api/accounts", {
    data: { username, password: FIRST_PASSWORD, role: "publisher" },
    headers: { origin: new URL(ADMIN_URL).origin },
  });
  expect(created.status()).toBe(201);
  const clerk = await clerkSignsIn(browser, username, FIRST_PASSWORD);
  // Named "Content", with the count of what waits for review beside it if anything does.
  await expect(
    clerk.page
      .getByRole("navigation", { name: t("en", "admin.navLabel") })
      .getByRole("link", { name: new RegExp(`^${escapeRegExp(t("en", "admin.contentLink"))}`) }),
  ).toBeVisible();

  await page.goto(withLang("/admin/accounts", "en"));
  await page.getByRole("button", { name: t("en", "accounts.disable", { username }), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "accounts.disabledNow", { username }) })).toBeVisible();
  // The clerk's next step finds the session gone.
  await clerk.page.reload();
  await expect(clerk.page).toHaveURL((url) => url.pathname === "/admin/login");
  expect(unexpectedErrors(clerk.log, [{ status: 401, path: "/scm-auth/me" }])).toEqual([]);
  await clerk.context.close();

  await page.getByRole("button", { name: t("en", "accounts.disable", { username: ADMIN_USER }), exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("en", "accounts.lastAdmin") })).toBeVisible();
  expect(unexpectedErrors(admin.log, [{ status: 409, path: `/accounts/${ADMIN_USER}` }])).toEqual([]);
  await admin.context.close();
});

for (const lang of LANGS) {
  test(`the accounts and password pages pass axe and fit a phone (${lang})`, async ({ page, errorLog }) => {
    await logIn(page, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/admin/accounts", "/admin/password"]) {
      await page.goto(withLang(path, lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t(lang, `page.${path === "/admin/accounts" ? "admin-accounts" : "admin-password"}`),
      );
      await expect(page.getByRole("status").filter({ hasText: t(lang, "common.loading") })).toHaveCount(0);
      expect(await axeViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    expect(errorLog.errors()).toEqual([]);
  });
}
