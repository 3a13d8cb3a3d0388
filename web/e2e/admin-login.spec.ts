/**
 * The admin login (/admin/login and /login), the guard of /admin/dashboard and /admin/upload,
 * the session kept by the cookie across a reload, and logout; axe on the login page and the
 * guarded pages in both languages. Runs against the admin specs' own server.
 *
 * The server throttles an address after 5 failed logins in 15 minutes: this file makes one.
 */
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  ADMIN_PASSWORD,
  ADMIN_URL,
  ADMIN_USER,
  freshAdminPage,
  isAdminPage,
  isLoginFor,
  logIn,
  submitLogin,
  unexpectedErrors,
} from "./admin-support";
import { LANGS, heading, pageName, t, withLang } from "./support";

test.use({ baseURL: ADMIN_URL });

/** The visitor's "no session" answer of the guard's question. */
const NO_SESSION = { status: 401, path: "/scm-auth/me" };

test.describe("the login page", () => {
  for (const lang of LANGS) {
    test(`has labelled fields, the security notice and no axe violations (${lang})`, async ({ page }) => {
      await page.goto(withLang("/admin/login", lang));
      await expect(heading(page)).toHaveText(pageName(lang, "login"));
      await expect(page.getByLabel(t(lang, "login.username"), { exact: true })).toHaveAttribute("autocomplete", "username");
      const password = page.getByLabel(t(lang, "login.password"), { exact: true });
      await expect(password).toHaveAttribute("autocomplete", "current-password");
      await expect(password).toHaveAttribute("type", "password");
      const notice = page.getByRole("complementary", { name: t(lang, "login.securityTitle"), exact: true });
      await expect(notice).toContainText(t(lang, "login.securityNotice"));
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("refuses empty fields in the browser, names each, and focuses the first (hi)", async ({ page }) => {
    let logins = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/scm-auth/login")) logins += 1;
    });
    await page.goto(withLang("/admin/login", "hi"));
    await page.getByRole("button", { name: t("hi", "login.submit"), exact: true }).click();
    const summary = page.getByRole("alert").filter({ hasText: t("hi", "form.errorSummaryTitle") });
    await expect(summary).toContainText(t("hi", "validation.username.required"));
    await expect(summary).toContainText(t("hi", "validation.password.required"));
    const username = page.getByLabel(t("hi", "login.username"), { exact: true });
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription(t("hi", "validation.username.required"));
    expect(await axeViolations(page)).toEqual([]);

    // The summary's link leads to its field.
    await summary.getByRole("link", { name: t("hi", "validation.password.required") }).click();
    await expect(page.getByLabel(t("hi", "login.password"), { exact: true })).toBeFocused();
    expect(logins, "nothing was sent to the server").toBe(0);
  });

  test("says the username or password is wrong, and the attempt can be repeated", async ({ browser }) => {
    const { context, page, log } = await freshAdminPage(browser);
    await page.goto(withLang("/admin/login", "en"));
    await submitLogin(page, "en", ADMIN_USER, "not-the-admin-password");
    await expect(page.getByRole("alert")).toHaveText(t("en", "login.invalidCredentials"));
    await expect(page.getByRole("button", { name: t("en", "login.submit"), exact: true })).toBeEnabled();
    await expect(page).toHaveURL(isAdminPage("/admin/login", "en"));

    // A new attempt clears the message; the right password gets in.
    await submitLogin(page, "en", ADMIN_USER, ADMIN_PASSWORD);
    await expect(page.getByText(t("en", "login.invalidCredentials"))).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: t("en", "login.success") })).toBeVisible();
    await expect(page).toHaveURL(isAdminPage("/admin/dashboard", "en"), { timeout: 10_000 });
    expect(unexpectedErrors(log, [{ status: 401, path: "/scm-auth/login" }])).toEqual([]);
    await context.close();
  });

  test("/login is the same page, and leads to the dashboard", async ({ page }) => {
    await page.goto(withLang("/login", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "login"));
    await submitLogin(page, "en", ADMIN_USER, ADMIN_PASSWORD);
    const button = page.getByRole("button", { name: t("en", "login.submit"), exact: true });
    await expect(page.getByRole("status").filter({ hasText: t("en", "login.success") })).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(page).toHaveURL(isAdminPage("/admin/dashboard", "en"), { timeout: 10_000 });
    await expect(heading(page)).toHaveText(pageName("en", "admin-dashboard"));
  });

  test("never keeps the session where scripts can read it", async ({ page, context }) => {
    await logIn(page, "en");
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    // Every cookie but the visitor's choice of language, which the app itself writes.
    const cookies = (await context.cookies(ADMIN_URL)).filter((cookie) => cookie.name !== "smc_lang");
    expect(
      cookies.map((cookie) => cookie.name),
      "the server set a session cookie",
    ).toContain("smc_session");
    for (const cookie of cookies) {
      expect(cookie.httpOnly, `${cookie.name} is HttpOnly`).toBe(true);
      expect(stored).not.toContain(cookie.value);
    }
  });
});

test.describe("the guard of the admin pages", () => {
  for (const [path, page_, lang] of [
    ["/admin/dashboard", "admin-dashboard", "en"],
    ["/admin/upload", "admin-upload", "hi"],
  ] as const) {
    test(`sends a visitor without a session from ${path} to the login page and back (${lang})`, async ({ browser }) => {
      const { context, page, log } = await freshAdminPage(browser);
      await page.goto(withLang(path, lang));
      await expect(page).toHaveURL(isLoginFor(path, lang));
      await expect(heading(page)).toHaveText(pageName(lang, "login"));
      await expect(page.getByText(t(lang, "admin.signedInAs"))).toHaveCount(0);

      await submitLogin(page, lang, ADMIN_USER, ADMIN_PASSWORD);
      await expect(page.getByRole("status").filter({ hasText: t(lang, "login.success") })).toBeVisible();
      await expect(page).toHaveURL(isAdminPage(path, lang), { timeout: 10_000 });
      await expect(heading(page)).toHaveText(pageName(lang, page_));
      const bar = page.getByText(t(lang, "admin.signedInAs"));
      await expect(bar).toContainText(ADMIN_USER);
      expect(unexpectedErrors(log, [NO_SESSION])).toEqual([]);
      await context.close();
    });
  }

  test("ignores a `next` that is not an admin page", async ({ page }) => {
    await page.goto(`/admin/login?next=${encodeURIComponent("https://example.org/")}&lang=en`);
    await submitLogin(page, "en", ADMIN_USER, ADMIN_PASSWORD);
    await expect(page).toHaveURL(isAdminPage("/admin/dashboard", "en"), { timeout: 10_000 });
  });

  test("keeps the session across a reload and between the admin pages", async ({ page }) => {
    await logIn(page, "en");
    await page.reload();
    await expect(page).toHaveURL(isAdminPage("/admin/dashboard", "en"));
    const nav = page.getByRole("navigation", { name: t("en", "admin.navLabel"), exact: true });
    await nav.getByRole("link", { name: t("en", "admin.uploadLink"), exact: true }).click();
    await expect(page).toHaveURL(isAdminPage("/admin/upload", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "admin-upload"));
    await expect(nav.getByRole("link", { name: t("en", "admin.uploadLink"), exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("logout", () => {
  test("ends the session: the login page, and the dashboard sends the visitor back there", async ({ browser }) => {
    const { context, page, log } = await freshAdminPage(browser);
    await logIn(page, "hi");
    await page.getByRole("button", { name: t("hi", "admin.logout"), exact: true }).click();
    await expect(page).toHaveURL(isAdminPage("/admin/login", "hi"));
    await expect(heading(page)).toHaveText(pageName("hi", "login"));
    // The login page says that the visitor has signed out, as a status message.
    await expect(page.getByRole("status").filter({ hasText: t("hi", "login.signedOut") })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    expect((await page.request.get("/api/scm-auth/me")).status(), "the server ended the session").toBe(401);
    await page.goto(withLang("/admin/dashboard", "hi"));
    await expect(page).toHaveURL(isLoginFor("/admin/dashboard", "hi"));
    // Sent to sign in, not signed out: nothing is said.
    await expect(heading(page)).toHaveText(pageName("hi", "login"));
    await expect(page.getByText(t("hi", "login.signedOut"))).toHaveCount(0);
    expect(unexpectedErrors(log, [NO_SESSION])).toEqual([]);
    await context.close();
  });
});

test.describe("axe on the guarded pages", () => {
  for (const lang of LANGS) {
    test(`finds no violations on the dashboard and the upload page (${lang})`, async ({ page }) => {
      await logIn(page, lang);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByText(t(lang, "admin.signedInAs"))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(withLang("/admin/upload", lang));
      await expect(page.getByLabel(t(lang, "upload.fileLabel"), { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
