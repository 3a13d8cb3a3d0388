/**
 * The site-wide search: the header's search box on a desktop and on a phone leads to
 * /search?q=… with results grouped as people, pages and departments, and notices, under a
 * heading that repeats the query; the query survives a reload; the directories are fetched only
 * when the search page is visited; axe finds nothing on the results in either language.
 *
 * The test marked ENGINE needs wasm-core's Hindi-aware search (Latin → Devanagari); the others
 * pass on any engine that finds substrings.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, testOnSharedPage } from "./fixtures";
import { type Lang, escapeRegExp, heading, menuToggle, pageName, repoRoot, t, withLang } from "./support";

type Name = { en?: string; hi: string };
interface Row {
  name: Name;
  mobile: string;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, "content", file), "utf8")) as T;
const people = read<(Row & { directory: string })[]>("directory/people.json");
const smcOfficers = people.filter((row) => row.directory === "smc-officer");
const notices = read<{ id: string; title: Record<Lang, string>; pdf: string }[]>("notices.json");

/** The first SMC officer, searched for by their Hindi name. */
const officer = smcOfficers[0];
/** An SMC officer whose name the lists give only in Devanagari, a शर्मा. */
const devanagariSharma = smcOfficers.find((row) => !row.name.en && row.name.hi.includes("शर्मा"));

const searchBox = (page: Page, lang: Lang) =>
  page.getByRole("search", { name: t(lang, "search.header.label"), exact: true }).getByRole("searchbox");

const group = (page: Page, lang: Lang, key: string) =>
  page.getByRole("region", { name: new RegExp(`^${escapeRegExp(t(lang, key))} \\(\\d+\\)$`) });

/** Types `query` into the header's box and submits it with Enter. */
async function searchFromHeader(page: Page, lang: Lang, query: string) {
  const box = searchBox(page, lang);
  await expect(box).toBeVisible();
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === query);
  expect(new URL(page.url()).searchParams.get("lang")).toBe(lang);
  await expect(heading(page)).toHaveText(pageName(lang, "search"));
  await expect(page.getByRole("heading", { level: 2, name: t(lang, "search.results.heading", { query }) })).toBeVisible();
}

/** Waits for the people group to have its count (the directories are fetched on the page). */
async function peopleGroup(page: Page, lang: Lang) {
  const people = group(page, lang, "search.people.heading");
  await expect(people).toBeVisible();
  return people;
}

testOnSharedPage.describe("site search from the header", () => {
  testOnSharedPage("on a desktop: a person, a page and a notice for 'zone'", async ({ page }) => {
    await page.goto(withLang("/mayor", "en"));
    await searchFromHeader(page, "en", "zone");
    await expect(page.getByRole("status").filter({ hasText: /^Matches: \d+\./ })).toBeVisible();

    // Every zone officer matches (their zone's name); each person links to their directory,
    // searched for the same query, and has a tap-to-call number.
    const people = await peopleGroup(page, "en");
    await expect(people.getByRole("heading")).toHaveText(/\((\d{2,})\)$/);
    const person = people.getByRole("listitem").first();
    await expect(person.getByRole("link").first()).toHaveAttribute("href", /^\/[\w-]+\?lang=en&q=zone$/);
    await expect(person.locator('a[href^="tel:+91"]')).toHaveCount(1);
    // The first page of people, and a link to all of them, a page at a time.
    await expect(people.locator(".search-person")).toHaveCount(25);
    const all = people.getByRole("link", { name: new RegExp(`^All \\d+ results in ${t("en", "search.people.heading")}$`) });
    await all.click();
    await expect(page).toHaveURL((url) => url.searchParams.get("group") === "people" && url.searchParams.get("q") === "zone");
    const onePage = await peopleGroup(page, "en");
    await expect(onePage.getByRole("navigation", { name: t("en", "pager.pages") })).toBeVisible();
    await onePage.getByRole("link", { name: t("en", "pager.next"), exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("group") === "people");
    await expect(onePage.locator(".list-pager__status")).toHaveText(/^Page 2 of \d+/);
    await page.getByRole("link", { name: t("en", "search.allGroups", { query: "zone" }) }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("group") && url.searchParams.get("q") === "zone");

    const pages = group(page, "en", "search.pages.heading");
    await expect(pages.getByRole("link", { name: pageName("en", "zone-officer"), exact: true })).toHaveAttribute(
      "href",
      "/zone-officer?lang=en",
    );
    const notice = notices.find((n) => /zone 2/i.test(n.title.en))!;
    const noticeLink = group(page, "en", "search.notices.heading").getByRole("link", {
      name: new RegExp(escapeRegExp(notice.title.en)),
    });
    // The notice's page, with its download.
    await expect(noticeLink).toHaveAttribute("href", `/document?lang=en&kind=notices&id=${notice.id}`);
    await expect(noticeLink).not.toHaveAttribute("target");

    // The page's own form searches again; the Contact page is found by its title.
    const form = page.getByRole("search", { name: t("en", "search.form.label"), exact: true });
    await expect(form.getByRole("searchbox")).toHaveValue("zone");
    await form.getByRole("searchbox").fill("contact");
    await form.getByRole("button", { name: t("en", "search.submit"), exact: true }).click();
    const contact = group(page, "en", "search.pages.heading").getByRole("link", { name: pageName("en", "contact"), exact: true });
    await contact.click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact" && url.searchParams.get("lang") === "en");
    await expect(heading(page)).toHaveText(pageName("en", "contact"));
  });

  testOnSharedPage.describe("on a 360 px phone", () => {
    testOnSharedPage.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

    testOnSharedPage("in Hindi: a person, the Contact page and a notice", async ({ page }) => {
      await page.goto(withLang("/", "hi"));
      await expect(menuToggle(page, "hi")).toBeVisible();

      await searchFromHeader(page, "hi", officer.name.hi);
      const people = await peopleGroup(page, "hi");
      const person = people.getByRole("listitem").filter({ hasText: officer.name.hi }).first();
      await expect(person).toBeVisible();
      await expect(person.getByRole("link", { name: pageName("hi", "smc-officer"), exact: true })).toHaveAttribute(
        "href",
        `/smc-officer?lang=hi&q=${encodeURIComponent(officer.name.hi)}`,
      );
      await expect(person.getByRole("link", { name: officer.mobile, exact: true })).toHaveAttribute(
        "href",
        `tel:+91${officer.mobile}`,
      );

      await searchFromHeader(page, "hi", pageName("hi", "contact"));
      const pages = group(page, "hi", "search.pages.heading");
      await expect(pages.getByRole("link", { name: pageName("hi", "contact"), exact: true })).toHaveAttribute(
        "href",
        "/contact?lang=hi",
      );
      // A page is found by its name in the other language too.
      await searchFromHeader(page, "hi", pageName("en", "contact"));
      await expect(pages.getByRole("link", { name: pageName("hi", "contact"), exact: true })).toBeVisible();

      const notice = notices[1];
      await searchFromHeader(page, "hi", notice.title.hi.split(" ")[0]);
      await expect(
        group(page, "hi", "search.notices.heading").getByRole("link", { name: new RegExp(escapeRegExp(notice.title.hi)) }),
      ).toHaveAttribute("href", `/document?lang=hi&kind=notices&id=${notice.id}`);
      await expect(menuToggle(page, "hi")).toBeVisible();
    });
  });

  testOnSharedPage.describe("at 320 px", () => {
    testOnSharedPage.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

    testOnSharedPage("the header keeps its search box and menu without scrolling sideways", async ({ page }) => {
      await page.goto(withLang("/mayor", "hi"));
      const box = searchBox(page, "hi");
      await expect(box).toBeVisible();
      await expect(menuToggle(page, "hi")).toBeVisible();
      const button = page.getByRole("banner").getByRole("button", { name: t("hi", "search.submit"), exact: true });
      const [boxArea, buttonArea] = [await box.boundingBox(), await button.boundingBox()];
      expect(boxArea!.width).toBeGreaterThanOrEqual(120);
      expect(buttonArea!.x + buttonArea!.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // The menu still opens under the header.
      await menuToggle(page, "hi").tap();
      await expect(page.getByRole("link", { name: pageName("hi", "home"), exact: true })).toBeVisible();
    });
  });

  testOnSharedPage("an empty search stays on the page", async ({ page }) => {
    await page.goto(withLang("/mayor", "en"));
    await searchBox(page, "en").press("Enter");
    await expect(heading(page)).toHaveText(pageName("en", "mayor"));
    expect(new URL(page.url()).pathname).toBe("/mayor");
  });

  testOnSharedPage("the search page without a query shows a prompt", async ({ page }) => {
    await page.goto(withLang("/search", "en"));
    await expect(heading(page)).toHaveText(pageName("en", "search"));
    await expect(page.getByText(t("en", "search.prompt"), { exact: true })).toBeVisible();
    await expect(page.getByRole("region")).toHaveCount(0);
  });

  testOnSharedPage("the query survives a reload", async ({ page }) => {
    await page.goto(`/search?lang=hi&q=${encodeURIComponent("zone")}`);
    await peopleGroup(page, "hi");
    await page.reload();
    const form = page.getByRole("search", { name: t("hi", "search.form.label"), exact: true });
    await expect(form.getByRole("searchbox")).toHaveValue("zone");
    await expect(
      page.getByRole("heading", { level: 2, name: t("hi", "search.results.heading", { query: "zone" }) }),
    ).toBeVisible();
    await expect(group(page, "hi", "search.notices.heading").getByRole("link").first()).toBeVisible();
    await peopleGroup(page, "hi");
  });

  testOnSharedPage("says so when nothing matches", async ({ page }) => {
    await page.goto("/search?lang=en&q=qqxzv");
    for (const [key, none] of [
      ["search.people.heading", "search.people.none"],
      ["search.pages.heading", "search.pages.none"],
      ["search.notices.heading", "search.notices.none"],
    ]) {
      const section = page.getByRole("region", { name: `${t("en", key)} (0)`, exact: true });
      await expect(section).toContainText(t("en", none));
    }
  });

  // ENGINE: needs the Latin ↔ Devanagari matching of wasm-core's search.
  testOnSharedPage("ENGINE: a Latin query finds a person listed only in Devanagari", async ({ page }) => {
    expect(devanagariSharma, "smc-officers.json has a शर्मा listed only in Devanagari").toBeDefined();
    await page.goto("/search?lang=en&q=sharma");
    const people = await peopleGroup(page, "en");
    const showAll = people.getByRole("button");
    if (await showAll.count()) await showAll.click();
    const name = people.getByText(devanagariSharma!.name.hi, { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute("lang", "hi");
  });

  for (const [lang, query] of [
    ["en", "zone"],
    ["hi", "राजस्व"],
  ] as const) {
    testOnSharedPage(`axe finds nothing on the results (${lang})`, async ({ page }) => {
      await page.goto(`/search?lang=${lang}&q=${encodeURIComponent(query)}`);
      const people = await peopleGroup(page, lang);
      await expect(people.getByRole("listitem").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/** The titles of the pages found for `query` on the English search page. */
async function pagesFound(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?lang=en&q=${encodeURIComponent(query)}`);
  const pages = page.getByRole("region", { name: new RegExp(`^${escapeRegExp(t("en", "search.pages.heading"))} \\(\\d+\\)$`) });
  await expect(pages).toBeVisible();
  // Every group has its results once the count of matches is announced.
  await expect(page.locator(".search-page__status")).toHaveText(/\d/);
  return pages.getByRole("listitem").getByRole("link").allTextContents();
}

testOnSharedPage.describe("pages found by their title and the person they name", () => {
  testOnSharedPage("not by a word their text mentions in passing", async ({ page }) => {
    expect(await pagesFound(page, "singh")).toEqual([]);
    expect(await pagesFound(page, "faq")).toEqual([pageName("en", "faq")]);
  });

  testOnSharedPage("a department head, the commissioner, the mayor and the chairman by name", async ({ page }) => {
    const departments = read<{ id: string; head: { name: Record<Lang, string> } }[]>("departments.json");
    const profiles = read<Record<"commissioner" | "mayor" | "chairman", { name: Record<Lang, string> }>>("profiles.json");
    const duda = departments.find((d) => d.id === "duda")!;
    expect(await pagesFound(page, duda.head.name.en)).toEqual([pageName("en", "duda")]);
    for (const id of ["commissioner", "mayor", "chairman"] as const) {
      expect(await pagesFound(page, profiles[id].name.en), id).toEqual([pageName("en", id)]);
    }
  });
});

testOnSharedPage("a ward officer found names the ward, and a Devanagari-only name comes with its reading", async ({ page }) => {
  const officer = people.find((row) => row.directory === "ward-officer" && !row.name.en)!;
  const wards = read<{ wards: { number: number; zone: number; name: Record<Lang, string> }[] }>("directory/wards.json");
  const ward = wards.wards.find((w) => w.number === (officer as unknown as { ward: number }).ward)!;
  await page.goto(`/search?lang=en&q=${encodeURIComponent(officer.mobile)}`);
  const found = (await peopleGroup(page, "en")).getByRole("listitem");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(
    t("en", "search.people.ward", { number: ward.number, name: ward.name.en, zone: `Zone ${ward.zone}` }),
  );
  await expect(found.locator('[lang="hi"]')).toHaveText(officer.name.hi);
  await expect(found.locator('[lang="en"]')).toHaveText(/^\(reading: [A-Z][a-z]+( [A-Z][a-z]+)+\)$/);
  expect(await axeViolations(page)).toEqual([]);
});

test("a search asks the server once and downloads no directory, nor any list of notices", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    requested.push(`${url.pathname}${url.search}`);
  });
  await page.goto(withLang("/", "en"));
  await expect(heading(page)).toHaveText(pageName("en", "home"));
  await page.waitForLoadState("networkidle");
  requested.length = 0;

  await searchFromHeader(page, "en", "zone");
  await peopleGroup(page, "en");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((p) => p.startsWith("/api/search?"))).toEqual(["/api/search?lang=en&q=zone"]);
  expect(requested.filter((p) => p.startsWith("/api/content/"))).toEqual([]);
});

test("a shared search address finds pages by their name in the other language", async ({ page }) => {
  // The app's page with ?q= waits for the other language's names of the pages, then finds them.
  await page.goto(`/search?lang=en&q=${encodeURIComponent(pageName("hi", "rti"))}`);
  const pages = group(page, "en", "search.pages.heading");
  await expect(pages.getByRole("link", { name: pageName("en", "rti"), exact: true })).toHaveAttribute("href", "/rti?lang=en");
});
