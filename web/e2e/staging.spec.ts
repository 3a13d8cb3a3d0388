/**
 * A staging copy of the site (`SMC_STAGING=true`) in a real browser: every page says it is not
 * the official website, in the page's language first and then the other, above everything else
 * and still there after the app has started and moved to another page; the skip link stays the
 * first thing the keyboard reaches; axe finds nothing; and search engines are asked to keep
 * away.
 */
import { startServer, type StartedServer } from "../../bench/lib/server.mjs";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, t, withLang } from "./support";

const withStaging = test.extend<object, { stagingServer: StartedServer }>({
  stagingServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const server = await startServer({
        bin: process.env.SMC_E2E_SERVER_BIN!,
        webDir: process.env.SMC_E2E_WEB_DIR!,
        env: { SMC_STAGING: "true" },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

withStaging.use({ baseURL: async ({ stagingServer }, use) => use(stagingServer.url) });

for (const lang of LANGS) {
  const other = lang === "en" ? "hi" : "en";

  withStaging(`every page of a staging copy says it is not the official website (${lang})`, async ({ page }) => {
    const response = await page.goto(withLang("/", lang));
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    const banner = page.getByRole("complementary", { name: t(lang, "staging.banner"), exact: true });
    await expect(banner).toBeVisible();
    await expect(banner.locator(`p[lang="${lang}"]`)).toHaveText(t(lang, "staging.banner"));
    await expect(banner.locator(`p[lang="${other}"]`)).toHaveText(t(other, "staging.banner"));
    // Above the whole page, the header included.
    const bannerBox = (await banner.boundingBox())!;
    const headerBox = (await page.getByRole("banner").first().boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headerBox.y + 1);

    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveClass(/skip-link/);
    expect(await axeViolations(page)).toEqual([]);

    // The app has started and renders the next page itself: the banner stays.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('a[href^="/contact?"]').first().click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByRole("heading", { name: t(lang, "contact.headOffice.title"), exact: true })).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(page.getByRole("complementary", { name: t(lang, "staging.banner"), exact: true })).toHaveCount(1);
  });
}

withStaging("a staging copy's robots.txt lets no search engine in", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
});
