/**
 * Paths outside the route table: HTTP 404 with the public layout and the 404 page in either
 * language; a trailing slash on a known page redirects; unknown API paths answer JSON 404.
 */
import { expect, test, testOnSharedPage } from "./fixtures";
import { LANGS, UNKNOWN_PATHS, footerCredit, heading, hrefOf, mainNav, t, withLang } from "./support";

test.describe("the 404 page", () => {
  for (const path of UNKNOWN_PATHS) {
    for (const lang of LANGS) {
      testOnSharedPage(`${path} answers 404 with the not-found page (${lang})`, async ({ page }) => {
        const response = await page.goto(withLang(path, lang));
        expect(response?.status()).toBe(404);
        const headers = response!.headers();
        expect(headers["content-type"]).toMatch(/^text\/html/);
        expect(headers["content-security-policy"]).toContain("'wasm-unsafe-eval'");
        expect(headers["x-content-type-options"]).toBe("nosniff");

        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(heading(page)).toHaveText(t(lang, "notFound.title"));
        await expect(page.getByRole("main")).toContainText(t(lang, "notFound.message"));
        const home = page.getByRole("main").getByRole("link", { name: t(lang, "notFound.home"), exact: true });
        await expect(home).toBeVisible();
        expect(new URL(await hrefOf(home)).pathname).toBe("/");

        // The public layout.
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(mainNav(page, lang)).toBeVisible();
        await expect(page.getByRole("contentinfo")).toContainText(footerCredit(lang));
      });
    }
  }

  test("the server's 404 document carries the language asked for", async ({ request }) => {
    const response = await request.get(withLang("/no-such-page", "hi"));
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<html[^>]*\blang="hi"/);
  });

  test("the home link of the 404 page leads home", async ({ page }) => {
    await page.goto(withLang("/no-such-page", "en"));
    await page.getByRole("link", { name: t("en", "notFound.home"), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(heading(page)).toHaveText(t("en", "page.home"));
  });
});

test.describe("redirects and the API", () => {
  test("/faq/ redirects with 308 to /faq", async ({ request }) => {
    const response = await request.get("/faq/", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = response.headers()["location"];
    expect(location, "the redirect names its target").toBeTruthy();
    expect(new URL(location, "http://127.0.0.1/").pathname).toBe("/faq");
  });

  test("the browser following /faq/ lands on the FAQ page", async ({ page }) => {
    const response = await page.goto("/faq/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === "/faq");
    await expect(heading(page)).toHaveText(t("en", "page.faq"));
  });

  test("an unknown API path answers 404 with JSON", async ({ request }) => {
    const response = await request.get("/api/nothing");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(body).not.toBeNull();
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
