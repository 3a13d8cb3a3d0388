/**
 * The information pages in both languages: /rti (time limits, fee table, downloads, contacts),
 * /privacy-policy, /user-guidelines, /faq (accordion, Get Help), /city-info (tabs) and /contact
 * (offices, tap-to-call numbers, map). Spec values are written here on purpose (the oracle);
 * the content files only supply the sample names and numbers.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, type Lang, escapeRegExp, heading, pageName, repoRoot, t, urlOf, withLang } from "./support";

type Bi = Record<Lang, string>;
const content = <T>(name: string): T => JSON.parse(readFileSync(path.join(repoRoot, "content", "info", name), "utf8")) as T;

const faq = content<{ items: { id: string; question: Bi; answer: Bi }[] }>("faq.json");
const rti = content<{ downloads: { id: string; title: Bi; file: string }[]; contacts: { name: Bi; phone: string }[] }>(
  "rti.json",
);
const guidelines = content<{ sections: { id: string; links?: { href: string; label: Bi }[] }[] }>("user-guidelines.json");
const contact = content<{
  headOffice: { address: Bi };
  zones: { name: Bi; phone: string }[];
  map: { title: Bi; linkUrl: string };
  departments: { id: string; name: Bi; phones: { phone: string }[] }[];
}>("contact.json");

/** Opens a page of the information set and waits for its heading. */
async function open(page: Page, route: string, pageId: string, lang: Lang) {
  const response = await page.goto(withLang(route, lang));
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText(pageName(lang, pageId));
  // The heading comes at once; the page's own content once its chunk has loaded.
  await expect(page.locator("main .page-loading")).toHaveCount(0);
}

// -------------------------------------------------------------------------------------------
// RTI

const FEES: Record<Lang, [string, string][]> = {
  en: [
    ["Application fee", "Rs 10"],
    ["First appeal", "Rs 10"],
    ["Second appeal", "Rs 10"],
    ["Citizens below the poverty line (BPL)", "No fee"],
    ["Photocopy (A4 or A3)", "Rs 2 per page"],
    ["Certified copy", "Rs 5 per page"],
    ["Information on CD or DVD", "Rs 50 per disc"],
    ["Inspection of records", "Free for the first hour, then Rs 5 per extra hour"],
  ],
  hi: [
    ["आवेदन शुल्क", "10 रुपये"],
    ["प्रथम अपील", "10 रुपये"],
    ["द्वितीय अपील", "10 रुपये"],
    ["गरीबी रेखा से नीचे (बीपीएल) के नागरिक", "कोई शुल्क नहीं"],
    ["फोटोकॉपी (ए4 या ए3)", "2 रुपये प्रति पृष्ठ"],
    ["प्रमाणित प्रति", "5 रुपये प्रति पृष्ठ"],
    ["सीडी या डीवीडी पर सूचना", "50 रुपये प्रति डिस्क"],
    ["अभिलेखों का निरीक्षण", "पहला घंटा निःशुल्क, उसके बाद 5 रुपये प्रति अतिरिक्त घंटा"],
  ],
};
const TIME_LIMITS: Record<Lang, string[]> = {
  en: ["Within 30 days", "Within 48 hours"],
  hi: ["30 दिन के भीतर", "48 घंटे के भीतर"],
};

for (const lang of LANGS) {
  test.describe(`RTI (${lang})`, () => {
    test("shows the fee structure and time limits as tables with captions and header cells", async ({ page }) => {
      await open(page, "/rti", "rti", lang);
      const fees = page.getByRole("table", { name: t(lang, "rti.fees.caption") });
      await expect(fees.locator("thead th")).toHaveText([t(lang, "rti.fees.item"), t(lang, "rti.fees.fee")]);
      await expect(fees.locator("tbody tr th[scope=row]")).toHaveText(FEES[lang].map(([item]) => item));
      await expect(fees.locator("tbody tr td")).toHaveText(FEES[lang].map(([, fee]) => fee));

      const limits = page.getByRole("table", { name: t(lang, "rti.timeLimits.caption") });
      await expect(limits.locator("tbody td")).toHaveText(TIME_LIMITS[lang]);
      for (const key of ["rti.overview.title", "rti.online.title", "rti.offline.title"]) {
        await expect(page.getByRole("heading", { level: 2, name: t(lang, key) })).toBeVisible();
      }
    });

    test.describe(() => {
      test.use({ viewport: { width: 375, height: 667 } });

      test("on a phone each row of the tables is a card, its value beside the column's heading, and axe finds nothing", async ({
        page,
      }) => {
        await open(page, "/rti", "rti", lang);
        for (const [key, value] of [
          ["rti.fees", "fee"],
          ["rti.timeLimits", "limit"],
        ] as const) {
          const table = page.getByRole("table", { name: t(lang, `${key}.caption`) });
          const cells = table.getByRole("cell");
          const labels = await cells.evaluateAll((all) => all.map((cell) => getComputedStyle(cell, "::before").content));
          expect(labels.length).toBeGreaterThan(0);
          expect(new Set(labels)).toEqual(new Set([`${JSON.stringify(t(lang, `${key}.${value}`))} / ""`]));
          for (const cell of await cells.all()) {
            const rendered = (await cell.boundingBox())!;
            expect(rendered.x + rendered.width).toBeLessThanOrEqual(375);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    test("offers four documents, each on its page with a download of a real PDF", async ({ page }) => {
      await open(page, "/rti", "rti", lang);
      const links = page.locator("a.rti__download");
      await expect(links).toHaveCount(4);
      for (const [index, doc] of rti.downloads.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(
          new RegExp(`^${escapeRegExp(t(lang, "rti.downloads.action"))}\\s*:\\s*${escapeRegExp(doc.title[lang])}$`),
        );
        await expect(link).toHaveAttribute("href", `/document?lang=${lang}&kind=rti&id=${doc.id}`);
        const response = await page.request.get(doc.file);
        expect(response.status(), doc.file).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
        expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      }
      // The first form's page, opened in the app: its title, then its download.
      await links.first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(rti.downloads[0].title[lang]);
      const [download] = await Promise.all([page.waitForEvent("download"), page.locator("main a[download]").click()]);
      expect(download.suggestedFilename()).toBe(path.basename(rti.downloads[0].file));
    });

    test("shows the contact cards with tap-to-call numbers", async ({ page }) => {
      await open(page, "/rti", "rti", lang);
      const section = page.getByRole("region", { name: t(lang, "rti.contacts.title") });
      await expect(section.getByRole("heading", { level: 3 })).toHaveText([
        lang === "en" ? "Public Information Officer" : "लोक सूचना अधिकारी",
        lang === "en" ? "First Appellate Authority" : "प्रथम अपीलीय अधिकारी",
        t(lang, "rti.office.title"),
      ]);
      for (const person of rti.contacts) {
        await expect(section).toContainText(person.name[lang]);
        await expect(section.getByRole("link", { name: person.phone })).toHaveAttribute("href", `tel:+91${person.phone}`);
      }
    });
  });
}

// -------------------------------------------------------------------------------------------
// Privacy policy and user guidelines

const LAST_UPDATED: Record<Lang, string> = {
  en: "Last updated: January 2025",
  hi: "अंतिम अद्यतन: जनवरी 2025",
};

for (const lang of LANGS) {
  test(`the privacy policy has 9 numbered sections and its date (${lang})`, async ({ page }) => {
    await open(page, "/privacy-policy", "privacy-policy", lang);
    await expect(page.getByText(LAST_UPDATED[lang], { exact: true })).toBeVisible();
    const sections = page.locator("main ol > li");
    await expect(sections).toHaveCount(9);
    await expect(sections.locator("h2")).toHaveCount(9);
    const markers = await sections.evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType));
    expect(markers).toEqual(Array(9).fill("decimal"));
  });

  test(`the user guidelines link the privacy policy and an existing terms anchor (${lang})`, async ({ page }) => {
    await open(page, "/user-guidelines", "user-guidelines", lang);
    await expect(page.locator("main h2")).not.toHaveCount(0);
    const help = lang === "en" ? "Monday to Friday, 9:00 AM to 6:00 PM" : "सोमवार से शुक्रवार, सुबह 9:00 बजे से शाम 6:00 बजे तक";
    await expect(page.locator("#help-desk")).toContainText(help);
    await expect(page.locator("main")).not.toContainText("{helpDeskHours}");
    for (const id of [
      "purpose",
      "features",
      "accessibility",
      "help-desk",
      "dos-and-donts",
      "disclaimers",
      "terms",
      "safe-browsing",
    ]) {
      await expect(page.locator(`section#${id} h2`)).toBeVisible();
    }
    const links = guidelines.sections.find((s) => s.id === "disclaimers")!.links!;
    const terms = page.getByRole("link", { name: links.find((l) => l.href === "#terms")!.label[lang], exact: true });
    await expect(terms).toHaveAttribute("href", "#terms");
    await expect(page.locator("#terms")).toHaveCount(1);
    await terms.click();
    await expect(page).toHaveURL((url) => url.hash === "#terms" && url.searchParams.get("lang") === lang);
    await expect(page.locator("#terms")).toBeInViewport();

    const privacy = page.getByRole("link", { name: links.find((l) => l.href === "/privacy-policy")!.label[lang], exact: true });
    await expect(privacy).toHaveAttribute("href", `/privacy-policy?lang=${lang}`);
    await privacy.click();
    await expect(page).toHaveURL(urlOf("/privacy-policy", lang));
    await expect(heading(page)).toHaveText(pageName(lang, "privacy-policy"));
  });
}

// -------------------------------------------------------------------------------------------
// FAQ

for (const lang of LANGS) {
  test.describe(`FAQ (${lang})`, () => {
    const question = (page: Page, index: number) =>
      page.getByRole("button", { name: faq.items[index].question[lang], exact: true });
    const answer = (page: Page, index: number) =>
      page.getByRole("region", { name: faq.items[index].question[lang], exact: true });

    test("opens one question at a time and closes the open one on a second click", async ({ page }) => {
      await open(page, "/faq", "faq", lang);
      expect(faq.items).toHaveLength(6);
      await expect(page.locator("main h2 > button[aria-expanded]")).toHaveCount(6);
      for (let i = 0; i < 6; i++) {
        await expect(question(page, i)).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByText(faq.items[i].answer[lang])).toBeHidden();
      }
      await question(page, 0).click();
      await expect(question(page, 0)).toHaveAttribute("aria-expanded", "true");
      await expect(answer(page, 0)).toHaveText(faq.items[0].answer[lang]);
      await expect(question(page, 0)).toHaveAttribute("aria-controls", (await answer(page, 0).getAttribute("id"))!);

      await question(page, 4).click();
      await expect(question(page, 0)).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByText(faq.items[0].answer[lang])).toBeHidden();
      await expect(question(page, 4)).toHaveAttribute("aria-expanded", "true");
      await expect(answer(page, 4)).toBeVisible();

      await question(page, 4).press("Enter");
      await expect(question(page, 4)).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByText(faq.items[4].answer[lang])).toBeHidden();
      await expect(page.locator("main [aria-expanded=true]")).toHaveCount(0);
    });

    test.describe(() => {
      test.use({ viewport: { width: 375, height: 667 } });

      /** Clicks Get Help and reads the scroll position in the same task, before any animation. */
      const clickGetHelp = (page: Page, name: string) =>
        page.evaluate((label) => {
          const button = [...document.querySelectorAll("button")].find((b) => b.textContent === label)!;
          button.click();
          return window.scrollY;
        }, name);

      const help = (page: Page) => page.getByRole("region", { name: t(lang, "faq.help.title") });

      test("Get Help scrolls smoothly to the contact section and focuses it", async ({ page }) => {
        await open(page, "/faq", "faq", lang);
        await expect(help(page)).not.toBeInViewport();
        const atOnce = await clickGetHelp(page, t(lang, "faq.getHelp"));
        expect(atOnce, "a smooth scroll has not arrived in the same task").toBe(0);
        await expect(help(page)).toBeFocused();
        await expect(help(page)).toBeInViewport();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await expect(help(page).getByRole("link", { name: /^7/ })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
      });

      test("gives the help desk's hours under their own name, not the office hours", async ({ page }) => {
        await open(page, "/faq", "faq", lang);
        const hours = help(page)
          .locator("dt", { hasText: t(lang, "faq.help.hours") })
          .locator("+ dd");
        await expect(hours).toHaveText(
          lang === "en" ? "Monday to Friday, 9:00 AM to 6:00 PM" : "सोमवार से शुक्रवार, सुबह 9:00 बजे से शाम 6:00 बजे तक",
        );
        await expect(help(page)).not.toContainText("10:00");
      });

      test("Get Help jumps without animation under reduced motion", async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await open(page, "/faq", "faq", lang);
        await expect(help(page)).not.toBeInViewport();
        const atOnce = await clickGetHelp(page, t(lang, "faq.getHelp"));
        expect(atOnce, "the page is scrolled at once").toBeGreaterThan(0);
        await expect(help(page)).toBeFocused();
        await expect(help(page)).toBeInViewport();
      });
    });
  });
}

// -------------------------------------------------------------------------------------------
// City info

const TABS: Record<Lang, string[]> = {
  en: ["Overview", "Demographics", "Infrastructure", "Economy", "Tourism"],
  hi: ["अवलोकन", "जनसांख्यिकी", "अवसंरचना", "अर्थव्यवस्था", "पर्यटन"],
};
const FACTS: Record<Lang, { overview: string[]; demographics: string[] }> = {
  en: {
    overview: ["24.2 N, 82.7 E", "297 m", "5,672 sq km"],
    demographics: ["12.5 lakh+", "65%", "220 per km²"],
  },
  hi: {
    overview: ["24.2 उत्तर, 82.7 पूर्व", "297 मीटर", "5,672 वर्ग किमी"],
    demographics: ["12.5 लाख+", "65 प्रतिशत", "220 प्रति वर्ग किमी"],
  },
};

for (const lang of LANGS) {
  test(`city info: five tabs, Overview first, arrows, Home and End (${lang})`, async ({ page }) => {
    await open(page, "/city-info", "city-info", lang);
    const tablist = page.getByRole("tablist", { name: t(lang, "cityInfo.tabs.label") });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(TABS[lang]);
    const tab = (name: string) => tablist.getByRole("tab", { name, exact: true });
    const panel = page.getByRole("tabpanel");

    const expectSelected = async (index: number) => {
      for (let i = 0; i < 5; i++) {
        await expect(tabs.nth(i)).toHaveAttribute("aria-selected", String(i === index));
        await expect(tabs.nth(i)).toHaveAttribute("tabindex", i === index ? "0" : "-1");
      }
      await expect(tabs.nth(index)).toBeFocused();
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(TABS[lang][index]);
    };

    await expect(tab(TABS[lang][0])).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveAccessibleName(TABS[lang][0]);
    await expect(panel.locator("dd")).toHaveText(FACTS[lang].overview);

    await tab(TABS[lang][0]).focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(1);
    await expect(panel.locator("dd")).toHaveText(FACTS[lang].demographics);
    await page.keyboard.press("ArrowRight");
    await expectSelected(2);
    await page.keyboard.press("End");
    await expectSelected(4);
    await page.keyboard.press("ArrowRight");
    await expectSelected(0);
    await page.keyboard.press("ArrowLeft");
    await expectSelected(4);
    await page.keyboard.press("Home");
    await expectSelected(0);
    await page.keyboard.press("Tab");
    await expect(panel).toBeFocused();

    await tab(TABS[lang][3]).click();
    await expect(tab(TABS[lang][3])).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveAccessibleName(TABS[lang][3]);
  });
}

// -------------------------------------------------------------------------------------------
// Contact

const ZONES: Record<Lang, string[]> = {
  en: ["Morwa", "Jayant", "Navjeevan Vihar", "Waidhan"],
  hi: ["मोरवा", "जयंत", "नवजीवन विहार", "बैढ़न"],
};
const HOURS: Record<Lang, string[]> = {
  en: ["Monday to Friday: 10:00 AM to 6:00 PM", "Closed on Saturday, Sunday and public holidays"],
  hi: ["सोमवार से शुक्रवार: सुबह 10:00 बजे से शाम 6:00 बजे तक", "शनिवार, रविवार और सार्वजनिक अवकाश के दिन बंद"],
};

for (const lang of LANGS) {
  test.describe(`contact (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      // The map is a third-party page: the tests answer for it instead of the network.
      await page.route("https://www.openstreetmap.org/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title>" }),
      );
      await open(page, "/contact", "contact", lang);
    });

    test("lists the head office, the four zone offices, hours and emergency numbers", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 2, name: t(lang, "contact.headOffice.title") })).toBeVisible();
      const zones = page.getByRole("region", { name: t(lang, "contact.zones.title") }).getByRole("listitem");
      await expect(zones).toHaveCount(4);
      for (const [index, name] of ZONES[lang].entries()) {
        const zone = zones.nth(index);
        await expect(zone.getByRole("heading", { level: 3 })).toHaveText(t(lang, "contact.zones.name", { name }));
        await expect(zone.getByRole("link", { name: contact.zones[index].phone })).toHaveAttribute(
          "href",
          `tel:+91${contact.zones[index].phone}`,
        );
      }
      const hours = page.getByRole("region", { name: t(lang, "contact.hours.title") });
      await expect(hours.locator("p")).toHaveText(HOURS[lang]);
      // The zone offices say what they are, and the sanitation lines are the sanitation zones'.
      const offices = page.getByRole("region", { name: t(lang, "contact.zones.title") });
      await expect(offices.getByText(t(lang, "contact.zones.intro", { count: 4 }), { exact: true })).toBeVisible();
      const sanitation = page
        .getByRole("region", { name: t(lang, "contact.departments.title") })
        .locator("[data-department=sanitation]");
      await expect(sanitation.getByRole("listitem")).toHaveText(
        [1, 2, 3, 4, 5].map((n) => new RegExp(`^${lang === "en" ? "Sanitation zone" : "स्वच्छता ज़ोन"} ${n}: `)),
      );
      const emergency = page.getByRole("region", { name: t(lang, "contact.emergency.title") });
      for (const code of ["101", "112", "108"]) {
        await expect(emergency.getByRole("link", { name: code, exact: true })).toHaveAttribute("href", `tel:${code}`);
      }
      await expect(emergency.getByRole("link")).toHaveCount(4);
    });

    test("every phone number is tap-to-call, Sanitation with five zone numbers", async ({ page }) => {
      const telLinks = page.locator("main a[href^='tel:']");
      const all = await telLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      const phones = 1 + contact.zones.length + 4 + contact.departments.flatMap((d) => d.phones).length;
      expect(all).toHaveLength(phones); // head office, zones, emergency services, departments
      for (const href of all) expect(href).toMatch(/^tel:(\+91[1-9]\d{9}|1\d\d)$/);
      const departments = page.getByRole("region", { name: t(lang, "contact.departments.title") });
      await expect(departments.getByRole("heading", { level: 3 })).toHaveText(contact.departments.map((d) => d.name[lang]));
      const sanitation = departments.locator("[data-department=sanitation]");
      await expect(sanitation.locator("a[href^='tel:']")).toHaveCount(5);
      await expect(
        page.getByRole("region", { name: t(lang, "contact.reach.title") }).getByRole("heading", { level: 3 }),
      ).toHaveCount(3);
    });

    test("embeds the map lazily in a 400 px frame with a title and a plain link as fallback", async ({ page }) => {
      const frame = page.locator("main iframe");
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute("title", contact.map.title[lang]);
      await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=82\.60%2C24\.14/);
      await frame.scrollIntoViewIfNeeded();
      expect((await frame.boundingBox())?.height).toBe(400);
      const link = page.getByRole("link", { name: new RegExp(`^${t(lang, "contact.map.link")}`) });
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=24\.2&mlon=82\.7/);
    });
  });

  test.describe(`contact map when the map cannot load (${lang})`, () => {
    /** The fallback in the map's box: the head office's address and a plain link to the map. */
    async function expectFallback(page: Page) {
      const box = page.locator(".contact__map-box");
      await box.scrollIntoViewIfNeeded();
      await expect(box.getByText(t(lang, "contact.map.fallback"))).toBeVisible();
      await expect(box.getByText(contact.headOffice.address[lang], { exact: true })).toBeVisible();
      const open = box.getByRole("link", { name: new RegExp(`^${t(lang, "contact.map.open")}`) });
      await expect(open).toBeVisible();
      await expect(open).toHaveAttribute("href", contact.map.linkUrl);
      // The fallback lies where the map would be, inside its box.
      const [outer, inner] = [await box.boundingBox(), await open.boundingBox()];
      expect(inner!.y).toBeGreaterThan(outer!.y);
      expect(inner!.y + inner!.height).toBeLessThan(outer!.y + outer!.height);
    }

    test("shows the address and a link to the map in the map's box, without JavaScript", async ({ browser }) => {
      const { baseURL } = test.info().project.use;
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.route("https://www.openstreetmap.org/**", (route) => route.abort());
      await page.goto(withLang("/contact", lang));
      await expectFallback(page);
      await context.close();
    });

    test("leaves the address and the link in view when the map is blocked", async ({ page }) => {
      // A blocked map leaves the frame empty and clear.
      await page.route("https://www.openstreetmap.org/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Blocked</title>" }),
      );
      await open(page, "/contact", "contact", lang);
      await expectFallback(page);
      // The frame over the fallback is clear until a map renders in it.
      const frame = page.locator(".contact__map-box iframe");
      expect(await frame.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
      expect((await frame.boundingBox())?.height).toBe(400);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
