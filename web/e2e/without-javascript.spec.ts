/**
 * The public pages can be used without JavaScript, and staff can sign in without it (the login
 * form is posted as a plain form, never with the password in the address): the navigation's menus open while the
 * focus or the pointer is in them (on a phone, the Menu button's too), the notices are links to
 * their documents, every FAQ answer and every city topic is shown, and no page says that
 * JavaScript is needed.
 *
 * Searches work before and without the app: a telephone directory's search and filters, and
 * the header's site search, are plain GET forms whose results the server renders (the same
 * components and wasm-core search as the app's); Clear is a link. Addresses shared with a
 * tracking parameter (`utm_source`, `fbclid`) arrive rendered, as the address without it. And
 * what a visitor types into a directory's search before the app has started is applied when
 * it does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { startServer } from "../../bench/lib/server.mjs";
import { ADMIN_PASSWORD } from "./admin-support";
import { expect, freshPage, test } from "./fixtures";
import { LANGS, heading, pageName, repoRoot, t, withLang } from "./support";
import type { Bilingual } from "../src/generated/content";

/** A page of a browser that runs no script (on a phone's screen when `phone`). */
async function withoutScripts(browser: Browser, phone = false) {
  const { baseURL } = test.info().project.use;
  const viewport = phone ? { width: 375, height: 740 } : { width: 1280, height: 800 };
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport, hasTouch: phone });
  return { context, page: await context.newPage() };
}

const content = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, "content", file), "utf8")) as T;

for (const lang of LANGS) {
  test(`the menus open on focus and lead to their pages, on a desktop and on a phone (${lang})`, async ({ browser }) => {
    for (const phone of [false, true]) {
      const { context, page } = await withoutScripts(browser, phone);
      await page.goto(withLang("/rti", lang));
      const nav = page.getByRole("navigation", { name: t(lang, "nav.label") });
      const departments = nav.getByRole("link", { name: pageName(lang, "legal"), exact: true });
      await expect(departments).toBeHidden();
      if (phone) {
        await nav.getByRole("button", { name: t(lang, "nav.toggle") }).click();
        await expect(nav.getByRole("link", { name: pageName(lang, "home"), exact: true })).toBeVisible();
        // The open menu is under the Menu button and the search box: nothing covers its items.
        const covered = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("#main-menu > li > .nav-item")].flatMap((item) => {
            const box = item.getBoundingClientRect();
            if (box.bottom > innerHeight) return [];
            const on = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return on && item.contains(on) ? [] : [item.textContent];
          }),
        );
        expect(covered, "menu items under something else").toEqual([]);
      }
      await nav.getByRole("button", { name: t(lang, "nav.departments") }).click();
      await expect(departments).toBeVisible();
      await departments.click();
      await expect(page).toHaveURL((url) => url.pathname === "/legal" && url.searchParams.get("lang") === lang);
      await expect(heading(page)).toHaveText(pageName(lang, "legal"));
      // By keyboard: Tab onto a menu's button opens it, and Tab goes on into its links.
      if (!phone) {
        const corporation = nav.getByRole("button", { name: t(lang, "nav.corporation") });
        await corporation.focus();
        await page.keyboard.press("Tab");
        await expect(nav.getByRole("link", { name: pageName(lang, "commissioner"), exact: true })).toBeFocused();
        await expect(nav.getByRole("link", { name: pageName(lang, "commissioner"), exact: true })).toBeVisible();
      }
      await context.close();
    }
  });
}

test("notices are links to their documents' pages, answers and city topics are shown, and nothing asks for JavaScript", async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser);
  const notices = content<{ id: string; title: Bilingual; pdf: string }[]>("notices.json");
  const faq = content<{ items: { answer: Bilingual }[] }>("info/faq.json");
  const city = content<{ tabs: { title: Bilingual }[] }>("info/city-info.json");
  for (const lang of LANGS) {
    await page.goto(withLang("/", lang));
    const first = page.getByRole("link", { name: new RegExp(notices[0].title[lang].slice(0, 20)) }).first();
    await expect(first).toHaveAttribute("href", `/document?lang=${lang}&kind=notices&id=${notices[0].id}`);
    await expect(page.getByText(t(lang, "meta.noscript"))).toHaveCount(0);
    // The notice's page, rendered by the server, offers its PDF.
    await page.goto((await first.getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notices[0].title[lang]);
    await expect(page.locator("main a[download]")).toHaveAttribute("href", notices[0].pdf);

    await page.goto(withLang("/faq", lang));
    for (const item of faq.items) await expect(page.getByText(item.answer[lang], { exact: true })).toBeVisible();

    await page.goto(withLang("/city-info", lang));
    for (const tab of city.tabs) {
      await expect(page.getByRole("heading", { level: 2, name: tab.title[lang], exact: true })).toBeVisible();
    }
    await expect(page.getByRole("tablist")).toBeHidden();
  }
  await context.close();
});

for (const lang of LANGS) {
  test(`a directory's search and filter are sent and rendered by the server, and Clear leads back (${lang})`, async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser);
    await page.goto(withLang("/smc-officer", lang));
    const rows = page.locator("main table tbody tr");
    const everyone = await rows.count();
    expect(everyone).toBeGreaterThan(10);
    const box = page.getByRole("searchbox", { name: t(lang, "directory.search.staff") });
    await box.fill("sharma");
    const search = page.getByRole("search", { name: t(lang, "directory.search.staff") });
    await search.getByRole("button", { name: t(lang, "directory.submit") }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "sharma" && url.searchParams.get("lang") === lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const found = await rows.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(everyone);
    // Latin letters found the name written in Devanagari too: one search for both scripts.
    await expect(rows.filter({ hasText: "शर्मा" }).first()).toBeVisible();
    await expect(box).toHaveValue("sharma");
    await expect(
      page.getByRole("status").filter({ hasText: t(lang, "directory.count", { shown: found, total: everyone }) }),
    ).toBeVisible();

    await page.getByRole("link", { name: t(lang, "directory.clear") }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/smc-officer" && !url.searchParams.has("q"));
    await expect(rows).toHaveCount(everyone);

    // A filter alone: the corporators of one zone.
    await page.goto(withLang("/Corporators", lang));
    const all = await rows.count();
    const corporators = page.getByRole("search", { name: t(lang, "directory.search.corporator") });
    await corporators.getByLabel(t(lang, "directory.filter.zone")).selectOption({ index: 1 });
    await corporators.getByRole("button", { name: t(lang, "directory.submit") }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has("zone"));
    const inZone = await rows.count();
    expect(inZone).toBeGreaterThan(0);
    expect(inZone).toBeLessThan(all);
    await context.close();
  });
}

test("the header search sends its words and the server renders the results", async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  for (const lang of LANGS) {
    await page.goto(withLang("/rti", lang));
    await page.getByRole("banner").getByRole("searchbox").fill("transport");
    await page
      .getByRole("banner")
      .getByRole("button", { name: t(lang, "search.submit") })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "transport");
    await expect(heading(page)).toHaveText(pageName(lang, "search"));
    await expect(page.getByRole("heading", { name: t(lang, "search.results.heading", { query: "transport" }) })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: pageName(lang, "city-transport") })).toBeVisible();
    // People are found and listed in the rendered page too, with a number to call.
    await page.getByRole("banner").getByRole("searchbox").fill("sharma");
    await page
      .getByRole("banner")
      .getByRole("button", { name: t(lang, "search.submit") })
      .click();
    const people = page.getByRole("region", { name: new RegExp(`^${t(lang, "search.people.heading")}`) });
    await expect(people.getByRole("listitem").first()).toBeVisible();
    await expect(people.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.getByText(t(lang, "search.loading"))).toHaveCount(0);
  }
  // A group's results past its first page: links the server renders, a page at a time.
  await page.goto("/search?lang=en&q=zone");
  const people = page.getByRole("region", { name: new RegExp(`^${t("en", "search.people.heading")}`) });
  await people.getByRole("link", { name: new RegExp(`^All \\d+ results in ${t("en", "search.people.heading")}$`) }).click();
  await people.getByRole("link", { name: t("en", "pager.next"), exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("group") === "people" && url.searchParams.get("page") === "2");
  await expect(people.locator(".list-pager__status")).toHaveText(/^Page 2 of \d+/);
  await expect(people.locator(".search-person").first()).toBeVisible();
  await context.close();
});

test("a shared address with a tracking parameter arrives rendered, as the address without it", async ({ request }) => {
  for (const [path, marker] of [
    ["/smc-officer", "<table"],
    ["/", 'id="home-updates-title"'],
    ["/rti", "rti-overview"],
  ] as const) {
    for (const extra of ["utm_source=whatsapp", "fbclid=IwAR0abc&utm_medium=social"]) {
      const html = await (await request.get(`${path}?${extra}&lang=hi`)).text();
      expect(html, `${path}?${extra}`).toContain(marker);
      expect(html).toContain('<html lang="hi"');
    }
  }
});

test("what is typed into a directory's search before the app starts is searched when it does", async ({ browser }) => {
  const { context, page, log } = await freshPage(browser);
  // Hold the app's scripts back until the visitor has typed, as a slow network does.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // A module script holds back DOMContentLoaded: the page is read as soon as it has arrived.
  await page.goto(withLang("/smc-officer", "en"), { waitUntil: "commit" });
  const rows = page.locator("main table tbody tr");
  await expect(rows.first()).toBeVisible();
  const everyone = await rows.count();
  const box = page.getByRole("searchbox", { name: t("en", "directory.search.staff") });
  await box.pressSequentially("sharma");
  release();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "sharma");
  await expect.poll(() => rows.count()).toBeLessThan(everyone);
  await expect(rows.filter({ hasText: "शर्मा" }).first()).toBeVisible();
  await expect(box).toHaveValue("sharma");
  expect(log.errors()).toEqual([]);
  await context.close();
});

test("the login form works as a plain form: a refusal says why, a sign-in leads on, another site's form is refused", async ({
  browser,
}) => {
  // A server of its own: the refused sign-ins here must not count against the address the
  // other specs sign in from.
  const server = await startServer({
    bin: process.env.SMC_E2E_SERVER_BIN!,
    webDir: process.env.SMC_E2E_WEB_DIR!,
    env: { SMC_ADMIN_PASSWORD: ADMIN_PASSWORD },
  });
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of LANGS) {
    await page.goto(`/admin/login?lang=${lang}&next=${encodeURIComponent("/admin/upload")}`);
    await page.getByLabel(t(lang, "login.username"), { exact: true }).fill("nobody-here");
    await page.getByLabel(t(lang, "login.password"), { exact: true }).fill("not the password 1");
    await page.getByRole("button", { name: t(lang, "login.submit") }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/admin/login" &&
        url.searchParams.get("failed") === "invalid_credentials" &&
        url.searchParams.get("next") === "/admin/upload" &&
        !url.search.includes("password"),
    );
    await expect(page.getByRole("alert").filter({ hasText: t(lang, "login.invalidCredentials") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  }
  await page.getByLabel(t("hi", "login.username"), { exact: true }).fill("admin");
  await page.getByLabel(t("hi", "login.password"), { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: t("hi", "login.submit") }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/upload" && url.searchParams.get("lang") === "hi");
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === "smc_session" && cookie.httpOnly)).toBe(true);

  // A form on another site that posts to the login page is refused, as the API refuses it.
  const refused = await context.request.post("/admin/login", {
    form: { username: "admin", password: ADMIN_PASSWORD },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await context.close();
  await server.stop();
});
