/**
 * The admin specs' server (a second one, started by playwright.config.ts with its own data
 * directory and a known admin password) and the way to sign in to it. Admin specs call
 * `test.use({ baseURL: ADMIN_URL })` and then `logIn(page, lang)`.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { appStarted, trackErrors, type ErrorLog } from "./fixtures";
import { t, withLang, type Lang } from "./support";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the admin specs through playwright.config.ts`);
  return value;
}

/** The base URL of the admin specs' own server. */
export const ADMIN_URL: string = required("SMC_E2E_ADMIN_URL");
/** The account the server makes on its first start. */
export const ADMIN_USER = "admin";
/** Its password (SMC_ADMIN_PASSWORD of the admin server). */
export const ADMIN_PASSWORD: string = required("SMC_E2E_ADMIN_PASSWORD");

/** Fills the login form (the page must show it) and presses Login, once the app has hydrated the
 * page: a click before would post the plain form, which leads on without the app's messages
 * (e2e/without-javascript.spec.ts tests that form). */
export async function submitLogin(page: Page, lang: Lang, username: string, password: string): Promise<void> {
  await appStarted(page);
  await page.getByLabel(t(lang, "login.username"), { exact: true }).fill(username);
  await page.getByLabel(t(lang, "login.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t(lang, "login.submit"), exact: true }).click();
}

/** Signs in as the admin through the login page in `lang`; ends on /admin/dashboard. */
export async function logIn(page: Page, lang: Lang): Promise<void> {
  await page.goto(withLang("/admin/login", lang));
  await submitLogin(page, lang, ADMIN_USER, ADMIN_PASSWORD);
  await expect(page.getByRole("status").filter({ hasText: t(lang, "login.success") })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard" && url.searchParams.get("lang") === lang, {
    timeout: 10_000,
  });
}

/** Whether `url` is `path` on the admin server with `lang` as its language. */
export const isAdminPage = (path: string, lang: Lang) => (url: URL) =>
  url.pathname === path && url.searchParams.get("lang") === lang;

/** The login page's address when the guard sent the visitor there from `next`. */
export const isLoginFor = (next: string, lang: Lang) => (url: URL) =>
  url.pathname === "/admin/login" && url.searchParams.get("next") === next && url.searchParams.get("lang") === lang;

/**
 * A page of its own browser context on the admin server (no session), for tests in which the
 * server is expected to refuse calls (Chromium logs each refused call as a console error):
 * check `unexpectedErrors` at the end and close `context`.
 */
export async function freshAdminPage(
  browser: Browser,
): Promise<{ context: Awaited<ReturnType<Browser["newContext"]>>; page: Page; log: ErrorLog }> {
  const context = await browser.newContext({ baseURL: ADMIN_URL, locale: "en-US" });
  const page = await context.newPage();
  return { context, page, log: trackErrors(page) };
}

/** What `log` holds besides the refused calls expected: answers of `status` to `path` (under /api). */
export function unexpectedErrors(log: ErrorLog, expected: readonly { status: number; path: string }[]): string[] {
  return log
    .errors()
    .filter((line) => !expected.some(({ status, path }) => line.includes(`status of ${status}`) && line.includes(`/api${path}`)));
}

/** A small image drawn by Chromium: valid PNG or JPEG bytes, made in the test. */
export async function drawnImage(page: Page, type: "image/png" | "image/jpeg", name: string, size = { width: 8, height: 6 }) {
  const base64 = await page.evaluate(
    ({ mime, width, height }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d")!;
      context.fillStyle = mime === "image/png" ? "#0b4f8a" : "#ffbf47";
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL(mime).split(",")[1];
    },
    { mime: type, ...size },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, "base64") };
}
