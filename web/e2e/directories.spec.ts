/**
 * The directory pages: /smc-officer, /smc-employee, /zone-officer,
 * /ward-officer, /Corporators and /corporators, /outsource-employee, and the corporators' cards
 * of /corporators-card. Typing filters the rows, filters combine with the query, the URL keeps
 * the search across a reload, phone numbers are tel: links, and axe finds nothing in either
 * language.
 *
 * The tests marked "real engine" need wasm-core's Hindi-aware search (a Latin query finding a
 * name written only in Devanagari); the others hold with a plain substring search too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, testOnSharedPage as test } from "./fixtures";
import { LANGS, type Lang, heading, languageSwitch, pageName, repoRoot, t, withLang } from "./support";

type Name = { en?: string; hi: string };
interface Row {
  name: Name;
  mobile: string;
  designation?: string;
  party?: string;
  ward?: number;
  zone?: number;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, "content/directory", file), "utf8")) as T;

/** The people of one directory, in the order of its list. */
const people = read<(Row & { directory: string })[]>("people.json");
const listed = (directory: string): Row[] => people.filter((row) => row.directory === directory);
const wards = read<{ wards: { number: number; zone: number; name: Record<Lang, string> }[] }>("wards.json").wards;
const designations: Record<string, Record<Lang, string>> = Object.fromEntries(
  read<{ id: string; name: Record<Lang, string> }[]>("designations.json").map((d) => [d.id, d.name]),
);

/** Each directory page: its path, page id, rows (as the page lists them), search-box label,
 * captions, and a Latin query that must find a record given only in Devanagari. */
interface Directory {
  path: string;
  page: string;
  rows: Row[];
  searchLabel: string;
  captions: (lang: Lang) => string[];
  crossScript: { query: string; hi: string };
}

const caption = (key: string) => (lang: Lang) => [t(lang, `directory.caption.${key}`)];

const DIRECTORIES: Directory[] = [
  {
    path: "/smc-officer",
    page: "smc-officer",
    rows: listed("smc-officer"),
    searchLabel: "directory.search.staff",
    captions: caption("smc-officer"),
    crossScript: { query: "sharma", hi: "सुरेश कुमार शर्मा" },
  },
  {
    path: "/smc-employee",
    page: "smc-employee",
    rows: listed("smc-employee"),
    searchLabel: "directory.search.staff",
    captions: caption("smc-employee"),
    crossScript: { query: "ramsajivan", hi: "रामसजीवन सिंह" },
  },
  {
    path: "/zone-officer",
    page: "zone-officer",
    rows: listed("zone-officer"),
    searchLabel: "directory.search.ward",
    captions: (lang) =>
      [1, 2, 3].map((n) => t(lang, "directory.caption.zone", { zone: t(lang, "directory.zoneNumber", { number: n }) })),
    crossScript: { query: "umashankar", hi: "उमाशंकर द्विवेदी" },
  },
  {
    path: "/ward-officer",
    page: "ward-officer",
    rows: listed("ward-officer"),
    searchLabel: "directory.search.ward",
    captions: caption("ward-officer"),
    crossScript: { query: "salim khan", hi: "सलीम ख़ान" },
  },
  {
    path: "/Corporators",
    page: "corporators",
    rows: listed("corporator"),
    searchLabel: "directory.search.corporator",
    captions: caption("corporators"),
    crossScript: { query: "srivastava", hi: "ममता श्रीवास्तव" },
  },
  {
    path: "/outsource-employee",
    page: "outsource-employee",
    rows: listed("outsource-employee"),
    searchLabel: "directory.search.staff",
    captions: caption("outsource-employee"),
    crossScript: { query: "bhola", hi: "भोला प्रसाद तिवारी" },
  },
];

const corporators = DIRECTORIES[4].rows;

const main = (page: Page): Locator => page.getByRole("main");
const searchBox = (page: Page, d: Directory, lang: Lang): Locator =>
  main(page).getByRole("searchbox", { name: t(lang, d.searchLabel), exact: true });
const liveStatus = (page: Page): Locator => main(page).getByRole("status");
/** The body rows of every table of the page. */
const bodyRows = (page: Page): Locator => main(page).locator("table tbody tr");
const select = (page: Page, lang: Lang, kind: string): Locator =>
  main(page).getByRole("combobox", { name: t(lang, `directory.filter.${kind}`), exact: true });
const search = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** Opens a directory page and waits for its rows. */
async function open(page: Page, d: Directory, lang: Lang, query = ""): Promise<void> {
  await page.goto(`${withLang(d.path, lang)}${query}`);
  await expect(heading(page)).toHaveText(pageName(lang, d.page));
  await expect(main(page).getByRole("table").first()).toBeVisible();
}

for (const d of DIRECTORIES) {
  test.describe(d.path, () => {
    for (const lang of LANGS) {
      test(`lists every row in captioned tables with tel: links, and typing filters them (${lang})`, async ({ page }) => {
        await open(page, d, lang);
        const tables = main(page).getByRole("table");
        await expect(tables).toHaveCount(d.captions(lang).length);
        for (const [i, text] of d.captions(lang).entries()) {
          await expect(tables.nth(i).locator("caption")).toHaveText(text);
          const region = main(page).getByRole("region", { name: text, exact: true });
          await expect(region).toHaveAttribute("tabindex", "0");
        }
        for (const th of await main(page).locator("thead th").all()) await expect(th).toHaveAttribute("scope", "col");
        await expect(bodyRows(page)).toHaveCount(d.rows.length);
        await expect(liveStatus(page)).toHaveText(t(lang, "directory.countAll", { total: d.rows.length }));
        await expect(page.getByRole("navigation", { name: t(lang, "links.title"), exact: true }).getByRole("link")).toHaveCount(
          12,
        );

        const hrefs = await main(page)
          .locator("tbody a")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs.sort()).toEqual(d.rows.map((r) => `tel:+91${r.mobile}`).sort());

        const target = d.rows[Math.floor(d.rows.length / 2)];
        const historyLength = await page.evaluate(() => history.length);
        await searchBox(page, d, lang).pressSequentially(target.mobile);
        await expect(bodyRows(page)).toHaveCount(1);
        await expect(bodyRows(page).getByRole("link")).toHaveAttribute("href", `tel:+91${target.mobile}`);
        await expect(liveStatus(page)).toHaveText(t(lang, "directory.count", { shown: 1, total: d.rows.length }));
        expect(search(page).get("q")).toBe(target.mobile);
        expect(search(page).get("lang")).toBe(lang);
        // Typing replaces the address instead of adding an entry per keystroke.
        expect(await page.evaluate(() => history.length)).toBe(historyLength);

        await searchBox(page, d, lang).fill("9999999999");
        await expect(main(page).getByRole("table")).toHaveCount(0);
        await expect(liveStatus(page)).toHaveText(t(lang, "directory.noMatch"));
      });
    }

    // Real engine: wasm-core matches Latin letters against Devanagari.
    test(`a Latin query finds a record written only in Devanagari (en)`, async ({ page }) => {
      const record = d.rows.find((r) => r.name.hi === d.crossScript.hi && !r.name.en);
      expect(record, `${d.path} has the Devanagari-only record ${d.crossScript.hi}`).toBeTruthy();
      await open(page, d, "en");
      await searchBox(page, d, "en").pressSequentially(d.crossScript.query);
      const name = main(page).locator('tbody [lang="hi"]').filter({ hasText: d.crossScript.hi });
      await expect(name).toHaveCount(1);
      await expect(name).toHaveText(d.crossScript.hi);
      await expect(name.locator("xpath=ancestor::tr").getByRole("link")).toHaveAttribute("href", `tel:+91${record!.mobile}`);
    });

    for (const lang of LANGS) {
      // The page as it opens is e2e/every-page.spec.ts's to check.
      test(`axe finds nothing with a search that matches nobody (${lang})`, async ({ page }) => {
        await open(page, d, lang);
        await searchBox(page, d, lang).fill("9999999999");
        await expect(liveStatus(page)).toHaveText(t(lang, "directory.noMatch"));
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("the zone officers' and the outsourced staff's pages say which zones they list", async ({ page }) => {
  for (const lang of LANGS) {
    const zoneOfficers = DIRECTORIES.find((d) => d.page === "zone-officer")!;
    await open(page, zoneOfficers, lang);
    await expect(main(page).getByText(t(lang, "directory.intro.zone-officer", { count: 3 }), { exact: true })).toBeVisible();
    const outsourced = DIRECTORIES.find((d) => d.page === "outsource-employee")!;
    await open(page, outsourced, lang);
    await expect(
      main(page).getByText(t(lang, "directory.intro.outsource-employee", { count: 9 }), { exact: true }),
    ).toBeVisible();
    // The agency's zones are named as the agency's in the filter.
    await expect(select(page, lang, "zone").locator("option").nth(1)).toHaveText(
      t(lang, "directory.agencyZoneNumber", { number: 1 }),
    );
  }
});

test("/corporators and /Corporators are the same page", async ({ page }) => {
  await page.goto(withLang("/corporators", "en"));
  await expect(heading(page)).toHaveText(pageName("en", "corporators"));
  await expect(bodyRows(page)).toHaveCount(45);
});

test("the zone filter combines with the query and the designation filter, and a reload restores all three", async ({ page }) => {
  const d = DIRECTORIES[3]; // ward officers
  const zone2 = d.rows.filter((r) => wards.find((w) => w.number === r.ward)!.zone === 2);
  const target = zone2[3];
  await open(page, d, "en");
  await select(page, "en", "zone").selectOption("2");
  await expect(bodyRows(page)).toHaveCount(zone2.length);
  await select(page, "en", "designation").selectOption(target.designation!);
  await expect(bodyRows(page)).toHaveCount(zone2.filter((r) => r.designation === target.designation).length);
  // The last digits of a zone 2 officer's number: one row; those of a zone 1 officer: none.
  await searchBox(page, d, "en").pressSequentially(target.mobile.slice(-4));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(designations[target.designation!].en);
  expect(Object.fromEntries(search(page))).toEqual({
    lang: "en",
    zone: "2",
    designation: target.designation,
    q: target.mobile.slice(-4),
  });

  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(searchBox(page, d, "en")).toHaveValue(target.mobile.slice(-4));
  await expect(select(page, "en", "zone")).toHaveValue("2");
  await expect(select(page, "en", "designation")).toHaveValue(target.designation!);
  await expect(liveStatus(page)).toHaveText(t("en", "directory.count", { shown: 1, total: 45 }));

  const zone1 = d.rows.find((r) => wards.find((w) => w.number === r.ward)!.zone === 1)!;
  await searchBox(page, d, "en").fill(zone1.mobile);
  await expect(main(page).getByRole("table")).toHaveCount(0);
  await main(page)
    .getByRole("link", { name: t("en", "directory.clear"), exact: true })
    .click();
  await expect(bodyRows(page)).toHaveCount(45);
  expect(Object.fromEntries(search(page))).toEqual({ lang: "en" });
});

// Real engine: 'sharma' finds शर्मा.
test("a designation filter combines with a cross-script query", async ({ page }) => {
  const d = DIRECTORIES[0];
  await open(page, d, "en", "&designation=sub-engineer&q=sharma");
  await expect(searchBox(page, d, "en")).toHaveValue("sharma");
  await expect(select(page, "en", "designation")).toHaveValue("sub-engineer");
  await expect(main(page).locator('tbody [lang="hi"]').filter({ hasText: "सुरेश कुमार शर्मा" })).toHaveCount(1);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText(designations["sub-engineer"].en);
});

test("the language switch keeps the search and says it in the other language", async ({ page }) => {
  const d = DIRECTORIES[3]; // ward officers
  const target = d.rows[30];
  await open(page, d, "en", `&zone=3&q=${target.mobile}`);
  await expect(bodyRows(page)).toHaveCount(1);
  await languageSwitch(page, "en")
    .getByRole("link", { name: t("hi", "lang.hi"), exact: true })
    .click();
  await expect(searchBox(page, d, "hi")).toHaveValue(target.mobile);
  await expect(select(page, "hi", "zone")).toHaveValue("3");
  await expect(select(page, "hi", "zone").locator("option:checked")).toHaveText(t("hi", "directory.zoneNumber", { number: 3 }));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(liveStatus(page)).toHaveText(t("hi", "directory.count", { shown: 1, total: 45 }));
});

// Real engine: Srivastava, Shrivastava and श्रीवास्तव are one name.
test("one spelling finds every spelling of a surname, in both scripts", async ({ page }) => {
  const d = DIRECTORIES[4];
  const expected = corporators.filter((c) => c.name.hi.includes("श्रीवास्तव")).map((c) => `tel:+91${c.mobile}`);
  expect(expected.length).toBeGreaterThanOrEqual(4);
  await open(page, d, "en", "&q=srivastava");
  await expect(bodyRows(page)).toHaveCount(expected.length);
  const hrefs = await bodyRows(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.sort()).toEqual(expected.sort());
});

// A name given only in Devanagari: on the English page, its reading in Latin letters follows it,
// each part marked with its language; the server's rendered page and the app show the same reading
// (a difference would log a console error when the app hydrates the page).
test("a name given only in Devanagari comes with its reading on the English page, rendered and in the app", async ({ page }) => {
  const d = DIRECTORIES[0];
  const hi = "सुरेश कुमार शर्मा";
  const reading = t("en", "common.nameReading", { reading: "Suresh Kumar Sharma" });
  expect(d.rows.some((r) => r.name.hi === hi && !r.name.en)).toBe(true);
  const rendered = await (await page.request.get(withLang(d.path, "en"))).text();
  expect(rendered).toContain(`<span lang="hi">${hi}</span> <span lang="en" class="person-name__reading">${reading}</span>`);
  await open(page, d, "en");
  const cell = main(page).locator("tbody th").filter({ hasText: hi });
  await expect(cell).toHaveText(`${hi} ${reading}`);
  await expect(cell.locator('[lang="hi"]')).toHaveText(hi);
  await expect(cell.locator('[lang="en"]')).toHaveText(reading);
  // The Hindi page shows the name alone.
  await open(page, d, "hi");
  await expect(main(page).locator("tbody th").filter({ hasText: hi })).toHaveText(hi);
});

test.describe("/corporators-card", () => {
  for (const lang of LANGS) {
    test(`shows 45 cards, filters by party and query, and axe finds nothing (${lang})`, async ({ page }) => {
      await page.goto(withLang("/corporators-card", lang));
      await expect(heading(page)).toHaveText(pageName(lang, "corporators-card"));
      const cards = main(page).getByRole("article");
      await expect(cards).toHaveCount(45);
      const first = corporators[0];
      await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(first.name[lang] ?? first.name.hi);
      await expect(cards.first().getByRole("link")).toHaveAttribute("href", `tel:+91${first.mobile}`);
      const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(corporators.map((c) => `tel:+91${c.mobile}`));
      expect(await axeViolations(page)).toEqual([]);

      const party = first.party!;
      const members = corporators.filter((c) => c.party === party);
      await select(page, lang, "party").selectOption(party);
      await expect(cards).toHaveCount(members.length);
      const box = main(page).getByRole("searchbox", { name: t(lang, "directory.search.corporator"), exact: true });
      await box.pressSequentially(members[1].mobile);
      await expect(cards).toHaveCount(1);
      await expect(liveStatus(page)).toHaveText(t(lang, "directory.count", { shown: 1, total: 45 }));
      await page.reload();
      await expect(cards).toHaveCount(1);
      await expect(select(page, lang, "party")).toHaveValue(party);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe(() => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("typing a search keeps the page where the visitor scrolled it", async ({ page }) => {
    const d = DIRECTORIES[0];
    await open(page, d, "en");
    const box = searchBox(page, d, "en");
    // Scroll so that the box is still on screen, 60 px below the top edge.
    const boxTop = await box.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), boxTop - 60);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await box.pressSequentially("sh");
    await expect.poll(() => search(page).get("q")).toBe("sh");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("on a phone the search comes first and the page does not widen", async ({ page }) => {
    const d = DIRECTORIES[0];
    await open(page, d, "en");
    const region = main(page).getByRole("region", { name: d.captions("en")[0], exact: true });
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const boxTop = (await searchBox(page, d, "en").boundingBox())!.y;
    const linksTop = (await page.getByRole("navigation", { name: t("en", "links.title"), exact: true }).boundingBox())!.y;
    expect(boxTop).toBeLessThan(linksTop);
  });
});

test.describe(() => {
  test.use({ viewport: { width: 800, height: 800 } });

  test("on a screen too narrow for the table beside the links, the table scrolls inside its region, by keyboard too", async ({
    page,
  }) => {
    const d = DIRECTORIES[0];
    await open(page, d, "en");
    const region = main(page).getByRole("region", { name: d.captions("en")[0], exact: true });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

/** Where `locator` is rendered, failing if it is not. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "rendered on the page").not.toBeNull();
  return found!;
}

test.describe("on a phone each person is a card", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const d of DIRECTORIES) {
    for (const lang of LANGS) {
      test(`that starts with the name and the mobile number, inside the screen, and axe finds nothing on ${d.path} (${lang})`, async ({
        page,
      }) => {
        await open(page, d, lang);
        const table = main(page).getByRole("table").first();
        const caption = table.locator("caption");
        await expect(caption).toBeVisible();
        const captionBox = await box(caption);
        expect(captionBox.x + captionBox.width).toBeLessThanOrEqual(375);

        const card = table.getByRole("row").nth(1);
        const name = card.getByRole("rowheader");
        const mobile = card.getByRole("link");
        await expect(name).toBeVisible();
        await expect(name).not.toHaveText("");
        await expect(mobile).toHaveAttribute("href", /^tel:\+91\d+$/);
        await expect(mobile).toBeVisible();
        const [nameBox, mobileBox] = [await box(name), await box(mobile)];
        for (const rendered of [nameBox, mobileBox]) {
          expect(rendered.x).toBeGreaterThanOrEqual(0);
          expect(rendered.x + rendered.width).toBeLessThanOrEqual(375);
        }
        // The name first, the number next, every other value after them.
        expect(nameBox.y).toBeLessThan(mobileBox.y);
        for (const cell of await card.getByRole("cell").all()) {
          if ((await cell.getByRole("link").count()) === 0) expect((await box(cell)).y).toBeGreaterThan(mobileBox.y);
        }

        // Each value beside its column's heading, from the catalog.
        const headings = await table.getByRole("columnheader").allTextContents();
        const labels = await card
          .locator("th, td")
          .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, "::before").content));
        expect(labels).toEqual(headings.map((heading) => `${JSON.stringify(heading)} / ""`));

        // The card fits the screen: no sideways scrolling, of the table or of the page.
        const region = main(page).getByRole("region", { name: d.captions(lang)[0], exact: true });
        expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
