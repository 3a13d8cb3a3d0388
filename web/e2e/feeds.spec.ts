/**
 * Feeds and the sitemap as a reader finds them: each page that lists notices, tenders,
 * recruitment or events names its Atom feed in its <head> in the page language, the feed
 * answers with the entries the page shows and their documents, and the sitemap (named by
 * robots.txt) lists every public page in both languages with the day it last changed.
 * The feeds' validity is tested with a feed reader in server/tests/api/feeds.rs.
 */
import { expect, test } from "./fixtures";
import { LANGS, ROUTES, layoutShifts, routeOf, t, urlOf, watchLayoutShifts, withLang } from "./support";

/** The page that lists each kind with a feed. */
const FEED_PAGES = [
  { kind: "notices", path: "/" },
  { kind: "tenders", path: "/tender" },
  { kind: "recruitment", path: "/recruitment" },
  { kind: "events", path: "/events-gallery" },
] as const;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The texts of every `<tag>` directly holding text in `xml`, their entities read. */
const texts = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map((match) =>
    match[1].replace(
      /&(amp|lt|gt|quot|apos);|&#(\d+);/g,
      (_, name: string, code: string) => ENTITIES[name] ?? String.fromCodePoint(Number(code)),
    ),
  );

for (const lang of LANGS) {
  for (const { kind, path } of FEED_PAGES) {
    test(`${path} names its ${kind} feed in ${lang}, and the feed holds what the page lists`, async ({
      page: browserPage,
      request,
    }) => {
      // The page as the server sends it, before any script: what a feed reader reads.
      const page = await request.get(withLang(path, lang));
      expect(page.status()).toBe(200);
      const html = await page.text();
      const link = html.match(/<link rel="alternate" type="application\/atom\+xml" title="([^"]+)" href="([^"]+)">/);
      expect(link, "the page's head names its feed").not.toBeNull();
      // An alternate with hreflang is a translation of the page to search engines, and must be
      // absolute; the feed is in the page's own language.
      expect(link![0]).not.toContain("hreflang");
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      const [, title, href] = link!;
      expect(href).toBe(`/feeds/${lang}/${kind}.atom`);

      const feed = await request.get(href);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const xml = await feed.text();
      expect(xml).toContain(`xml:lang="${lang}"`);
      // The feed names the page back: the server's table of feeds and the app's agree.
      expect(xml).toContain(
        `<link href="${new URL(withLang(path, lang), feed.url()).href}" rel="alternate" hreflang="${lang}" type="text/html"/>`,
      );
      expect(texts(xml, "title")[0]).toBe(title.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
      const entries = xml.split("<entry>").length - 1;
      if (kind !== "recruitment") expect(entries, "the sample content has items of the kind").toBeGreaterThan(0);
      // The newest entry is on the page the feed names, in the same language (a tender's and a
      // recruitment notice's title begins with its number).
      if (entries > 0) {
        const newest = texts(xml.slice(xml.indexOf("<entry>")), "title")[0];
        const numbered = (kind === "tenders" || kind === "recruitment") && newest.includes(": ");
        const shown = numbered ? newest.slice(newest.indexOf(": ") + 2) : newest;
        await browserPage.goto(withLang(path, lang));
        await expect(browserPage.locator("main")).toContainText(shown);
      }
      if (kind !== "events" && entries > 0) {
        // Each entry links its document's page, and the PDF itself with its size.
        expect(xml, "each entry links its document's page").toMatch(
          new RegExp(
            `<link href="http[^"]+/document\\?lang=${lang}&amp;kind=${kind}&amp;id=[^"]+" rel="alternate" hreflang="${lang}" type="text/html"/>`,
          ),
        );
        expect(xml, "each entry links its document").toMatch(
          /<link href="http[^"]+\.pdf" rel="enclosure" type="application\/pdf" length="\d+"\/>/,
        );
      }
    });
  }
}

test("robots.txt names the sitemap, which lists every public page in both languages with its day", async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  const sitemapUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locations = texts(xml, "loc");
  // Every public page but the search, the page shown offline and the pages of a subscription
  // letter's links, then each document's page (`/document?lang=…&kind=…`).
  const unlisted = ["/search", "/document", "/offline", "/subscribe/confirm", "/subscribe/unsubscribe"];
  const listed = ROUTES.filter((route) => route.layout === "public" && !unlisted.includes(route.path));
  const documents = locations.filter((location) => location.startsWith(`${baseURL}/document?`));
  expect(documents).toContain(`${baseURL}/document?lang=hi&kind=rti&id=application-form`);
  expect(locations).toHaveLength(listed.length * 2 + documents.length);
  for (const route of listed) {
    for (const lang of LANGS) expect(locations).toContain(`${baseURL}${route.path}?lang=${lang}`);
  }
  for (const path of ["/subscribe/confirm", "/subscribe/unsubscribe"]) {
    expect(locations.filter((location) => location.startsWith(`${baseURL}${path}?`))).toEqual([]);
  }
  expect(locations.filter((location) => location.startsWith(`${baseURL}/offline?`))).toEqual([]);
  const days = texts(xml, "lastmod");
  expect(days.length, "every rendered page has its day").toBe(locations.length);
  for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${baseURL}/tender?lang=hi"/>`);
});

for (const lang of LANGS) {
  test(`the footer leads to the site map and the feeds page, which list every page and every feed (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(withLang("/rti", lang));
    const footer = page.locator("footer");
    await footer.getByRole("link", { name: t(lang, "page.sitemap"), exact: true }).click();
    await expect(page).toHaveURL(urlOf("/sitemap", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "page.sitemap"));
    // Every public page of the site is linked once under its name, in the page's language.
    const hrefs = await page.locator("main a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    // (A document's page is reached from the lists of documents, the pages of a subscription
    // letter's links from the letters.)
    const reachedElsewhere = ["/corporators", "/document", "/subscribe/confirm", "/subscribe/unsubscribe"];
    for (const route of ROUTES.filter((r) => r.layout === "public" && !reachedElsewhere.includes(r.path))) {
      expect(hrefs, route.path).toContain(withLang(route.path, lang));
    }
    await expect(page.locator("main").getByRole("link", { name: t(lang, "page.tender"), exact: true })).toHaveCount(1);

    await page
      .locator("footer")
      .getByRole("link", { name: t(lang, "page.feeds"), exact: true })
      .click();
    await expect(page).toHaveURL(urlOf("/feeds", lang));
    for (const { kind, path } of FEED_PAGES) {
      const section = page.getByRole("region", { name: new RegExp(t(lang, `feeds.${kind}`, { site: ".+" })) });
      const listing = section.getByRole("link", { name: t(lang, `page.${routeOf(path).page}`), exact: true });
      await expect(listing).toHaveAttribute("href", withLang(path, lang));
      for (const feedLang of LANGS) {
        const link = section.locator(`a[hreflang="${feedLang}"]`);
        await expect(link).toHaveAttribute("href", `/feeds/${feedLang}/${kind}.atom`);
        await expect(link.locator(`span[lang="${feedLang}"]`)).toHaveText(t(lang, `lang.${feedLang}`));
        // The address to copy is a full one once the app runs, in a field named for its language.
        const address = section.getByRole("textbox", {
          name: t(lang, "feeds.addressOf", { language: t(lang, `lang.${feedLang}`) }),
        });
        await expect(address).toHaveValue(new URL(`/feeds/${feedLang}/${kind}.atom`, page.url()).href);
        await expect(address).toHaveAttribute("readonly", "");
        expect((await request.get(`/feeds/${feedLang}/${kind}.atom`)).status()).toBe(200);
      }
    }
  });
}

test("nothing moves on a phone when the app puts the site's address in the feeds' fields", async ({ browser }) => {
  const { baseURL } = test.info().project.use;
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 700 } });
  const page = await phone.newPage();
  await watchLayoutShifts(page);
  await page.goto(withLang("/feeds", "hi"));
  const address = page.getByRole("textbox", { name: t("hi", "feeds.addressOf", { language: t("hi", "lang.en") }) }).first();
  await expect(address).toHaveValue(new URL("/feeds/en/notices.atom", page.url()).href);
  await page.waitForTimeout(300);
  expect(await layoutShifts(page)).toEqual([]);
  await phone.close();
});
