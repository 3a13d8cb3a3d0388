/**
 * The routes beyond what every page is checked for (e2e/every-page.spec.ts): the admin pages a
 * visitor without a session is sent away from, the language of an address, the health and
 * readiness endpoints, and what the public header and footer hold.
 */
import { expect, freshPage, test } from "./fixtures";
import {
  type Lang,
  ROUTES,
  SESSION_ONLY,
  SITE,
  corporationName,
  documentTitle,
  escapeRegExp,
  expectSecurityHeaders,
  footerCredit,
  heading,
  hrefOf,
  mainNav,
  pageName,
  siteName,
  t,
  urlOf,
  withLang,
} from "./support";

test.describe("every route of the table", () => {
  for (const route of ROUTES.filter((r) => SESSION_ONLY.has(r.page))) {
    test(`${route.path} answers 200 and sends a visitor without a session to the login page`, async ({ browser }) => {
      const { context, page, log } = await freshPage(browser);
      const response = await page.goto(withLang(route.path, "en"));
      expect(response?.status()).toBe(200);
      expectSecurityHeaders(response);

      await expect(page).toHaveURL(
        (url) =>
          url.pathname === "/admin/login" && url.searchParams.get("next") === route.path && url.searchParams.get("lang") === "en",
      );
      await expect(heading(page)).toHaveText(pageName("en", "login"));
      await expect(page).toHaveTitle(documentTitle("en", "login"));
      await expect(mainNav(page)).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      // The guard's question is answered 401 (no session), which Chromium logs; nothing else may be.
      const noSession = (line: string) => line.includes("status of 401") && line.includes("/api/scm-auth/me");
      expect(log.errors().filter((line) => !noSession(line))).toEqual([]);
      await context.close();
    });
  }

  test("a route opened without ?lang answers 200 and gains ?lang=en", async ({ page }) => {
    const response = await page.goto("/city-info");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(urlOf("/city-info", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "city-info"));
  });

  test('a route opened with ?lang=hi comes from the server with <html lang="hi">', async ({ request }) => {
    const response = await request.get(withLang("/mayor", "hi"));
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html[^>]*\blang="hi"/);
  });

  test("the health endpoint answers 200", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
  });

  test("the readiness endpoint answers 200 once the pages are rendered by the render worker", async ({ request }) => {
    await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 20_000 }).toBe(200);
    expect(await (await request.get("/api/ready")).json()).toEqual({ status: "ready" });
  });
});

test.describe("the public header and footer", () => {
  for (const lang of ["en", "hi"] as const satisfies readonly Lang[]) {
    test(`shows logo, both names, helplines, e-mails and social links (${lang})`, async ({ page }) => {
      await page.goto(withLang("/mayor", lang));
      const banner = page.getByRole("banner");
      await expect(heading(page)).toHaveText(pageName(lang, "mayor"));

      const home = banner.getByRole("link", {
        name: t(lang, "header.homeLink", { site: siteName(lang) }),
        exact: true,
      });
      await expect(home).toBeVisible();
      expect(new URL(await hrefOf(home)).pathname).toBe("/");
      await expect(home.getByRole("img", { name: t(lang, "header.logoAlt"), exact: true })).toBeVisible();

      // The corporation's name in both scripts, whatever the language of the page.
      for (const script of ["hi", "en"] as const) {
        await expect(corporationName(page, script)).toHaveCount(1);
        await expect(corporationName(page, script)).toBeVisible();
      }

      for (const phone of ["+917000000001", "+917000000002"]) {
        await expect(banner.locator(`a[href="tel:${phone}"]`)).toBeVisible();
      }
      for (const address of ["info@smc-singrauli.example", "commissioner@smc-singrauli.example"]) {
        await expect(banner.locator(`a[href="mailto:${address}"]`)).toBeVisible();
      }

      const newTab = t(lang, "common.opensInNewTab");
      for (const social of SITE.social) {
        const link = banner.locator(`a[href="${social.url}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
        const names = `(${escapeRegExp(social.name[lang])}|${escapeRegExp(social.name.en)})`;
        await expect(link).toHaveAccessibleName(new RegExp(`^${names}.*${escapeRegExp(newTab)}$`));
      }
      const englishNames = ["Facebook", "X (Twitter)", "Instagram", "YouTube"];
      expect(SITE.social.map((s) => s.name.en)).toEqual(englishNames);

      await expect(page.getByRole("contentinfo")).toContainText(footerCredit(lang));
    });
  }
});

test("loading a page logs no console error", async ({ page, errorLog }) => {
  await page.goto(withLang("/", "en"));
  await expect(heading(page)).toHaveText(pageName("en", "home"));
  await page.goto(withLang("/", "hi"));
  await expect(heading(page)).toHaveText(pageName("hi", "home"));
  await page.goto(withLang("/login", "en"));
  await expect(heading(page)).toHaveText(pageName("en", "login"));
  expect(errorLog.errors()).toEqual([]);
});
