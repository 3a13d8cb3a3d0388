/**
 * Staff publish through the content API, as a clerk's saves reach it, and the public pages show
 * the change on the next request, rendered by the server before any script runs: a notice with its
 * PDF on the home page and in the site search, an officer's new mobile in the directory (with
 * JavaScript off, and found by the directory's search), a tender, an emergency alert on every
 * public page until its end, an event among the home page's Gallery & Events, two saves
 * from the same version, of which the second is refused and loses nothing; a notice, a tender
 * and an advertisement past their last day in their archives (closed, with their documents,
 * linked from the current lists, found by the site search, rendered without JavaScript, and
 * shown to staff as past their last day rather than as merely published), a
 * tender's public change note in its row and a page's at its start. Real server, real render
 * worker, real Chromium.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { ADMIN_URL, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, ROUTES, repoRoot, t, withLang } from "./support";

test.use({ baseURL: ADMIN_URL });
// The saves share the admin server's store; one after another keeps each test's view of it.
test.describe.configure({ mode: "serial" });

const ORIGIN = { origin: new URL(ADMIN_URL).origin };
const PDF = readFileSync(path.join(repoRoot, "content/public/files/tenders/tender-2025-01.pdf"));

/** A signed-in page, whose request context carries the session cookie. */
async function signedIn(page: Page): Promise<APIRequestContext> {
  await logIn(page, "en");
  return page.request;
}

/** An item as the content API answers it: its fields, its id and its version. */
type Stored = Record<string, unknown> & { id: string; version: number };

async function json(response: APIResponse): Promise<Stored> {
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Stored;
}

/** Saves `item` as a new item of `kind`; the saved item. The answer comes once the pages that
 * show it are rendered. */
/** Adds an item; the save answers once its pages are rendered, unless `rendering` allows it to
 * answer while they are still being rendered (a change every page shows, on a busy machine). */
async function add(
  request: APIRequestContext,
  kind: string,
  item: object,
  rendering: readonly string[] = ["rendered"],
): Promise<Stored> {
  const response = await request.post(`/api/content/${kind}`, { data: item, headers: ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
  expect(rendering).toContain(response.headers()["pages"]);
  return json(response);
}

/** Changes the item of `kind` `id` with `change`, from the version it has now. */
async function edit(request: APIRequestContext, kind: string, id: string, change: (item: Record<string, unknown>) => void) {
  const item = await json(await request.get(`/api/content/${kind}/${id}?scope=all`));
  change(item);
  const response = await request.put(`/api/content/${kind}/${id}`, {
    data: item,
    headers: { ...ORIGIN, "if-match": `"${item.version}"` },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()["pages"]).toBe("rendered");
  return json(response);
}

/** The day in India `days` from today (negative: before), `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Uploads a PDF; its address on this server. */
async function uploadPdf(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post("/api/upload", {
    multipart: { file: { name, mimeType: "application/pdf", buffer: PDF } },
    headers: ORIGIN,
  });
  return (await json(response)).url as string;
}

/** The page as the server sends it, before any script: its HTML. */
async function rendered(request: APIRequestContext, address: string): Promise<string> {
  const response = await request.get(address);
  return response.text();
}

test("a notice with its PDF is on the home page and found by the search, in both languages", async ({ page }) => {
  const request = await signedIn(page);
  const pdf = await uploadPdf(request, "ward-sabha.pdf");
  const stamp = Date.now() % 100000;
  const title = { en: `Ward sabha on Sunday ${stamp}`, hi: `रविवार को वार्ड सभा ${stamp}` };
  const notice = await add(request, "notices", { title, date: "2026-11-24", pdf, new: true });
  expect(notice.id).toBe(`ward-sabha-on-sunday-${stamp}`);
  for (const lang of LANGS) {
    expect(await rendered(request, withLang("/", lang))).toContain(title[lang]);
    await page.goto(withLang("/", lang));
    await expect(page.locator("#home-updates-ticker").getByText(title[lang]).first()).toBeAttached();
  }
  // Found from its whole English title, number and all, on a Hindi page.
  await page.goto(`/search?lang=hi&q=${encodeURIComponent(title.en)}`);
  const notices = page.getByRole("region", { name: new RegExp(`^${t("hi", "search.notices.heading")}`) });
  const link = notices.getByRole("link", { name: new RegExp(title.hi) });
  await expect(link).toHaveAttribute("href", `/document?lang=hi&kind=notices&id=${notice.id}`);
  // Its page offers the uploaded PDF, with the size and pages the server read from it.
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.hi);
  await expect(page.locator("main a.document-page__download")).toHaveAttribute("href", pdf);
  await expect(page.locator("main dl")).toContainText(t("hi", "documentPage.size"));
});

test("an officer's new mobile is in the directory without JavaScript, and found by its search", async ({ page, browser }) => {
  const request = await signedIn(page);
  // A mobile of its own: the seed's sample numbers and the other tests' begin with 7.
  const mobile = `6${String(Date.now()).slice(-9)}`;
  const officer = await edit(request, "people", "smc-officer-2", (item) => {
    item.mobile = mobile;
  });
  expect(officer.mobile).toBe(mobile);

  const context = await browser.newContext({ baseURL: ADMIN_URL, javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(withLang("/smc-officer", "en"));
  await expect(plain.getByRole("link", { name: mobile })).toHaveAttribute("href", `tel:+91${mobile}`);
  await context.close();

  await page.goto(withLang("/smc-officer", "en"));
  await page.getByRole("searchbox", { name: t("en", "directory.search.staff"), exact: true }).fill(mobile);
  await expect(page.locator("table tbody tr")).toHaveCount(1);
  await expect(page.locator("table tbody tr")).toContainText(mobile);
});

test("a new tender is on the Tender page", async ({ page }) => {
  const request = await signedIn(page);
  const pdf = await uploadPdf(request, "tender-07-2026.pdf");
  const no = `07/${Date.now() % 100000}`;
  const tender = await add(request, "tenders", {
    no,
    work: { en: "Desilting of drains, Zone 3", hi: "नालियों की गाद सफ़ाई, ज़ोन 3" },
    description: { en: "Removal of silt from the covered drains of Zone 3.", hi: "ज़ोन 3 की ढकी नालियों से गाद हटाना।" },
    pdf,
    link: "https://mptenders.gov.in/",
    startDate: dayFromToday(0),
    endDate: dayFromToday(21),
  });
  await page.goto(withLang("/tender", "hi"));
  const row = page.getByRole("row").filter({ hasText: no });
  await expect(row).toContainText("नालियों की गाद सफ़ाई, ज़ोन 3");
  await expect(row.getByRole("link", { name: new RegExp(t("hi", "tender.downloadPdf")) })).toHaveAttribute(
    "href",
    `/document?lang=hi&kind=tenders&id=${tender.id}`,
  );
  await page.goto(`/document?lang=hi&kind=tenders&id=${tender.id}`);
  await expect(page.locator("main a.document-page__download")).toHaveAttribute("href", pdf);
});

test("an emergency alert is above every public page until its end, then gone", async ({ page }) => {
  // It waits for the alert's end, 40 seconds after it is saved.
  test.setTimeout(90_000);
  const request = await signedIn(page);
  const message = { en: `Flood warning for Ward 12 ${Date.now() % 100000}`, hi: "वार्ड 12 के लिए बाढ़ की चेतावनी" };
  const until = new Date(Date.now() + 40_000).toISOString().replace(/\.\d+Z$/, "Z");
  // Every page shows an alert: rendering them all may outlast the save's wait on a busy machine.
  await add(request, "alerts", { message, severity: "emergency", link: "/contact", until }, ["rendered", "pending"]);
  const pages = ROUTES.filter((route) => route.layout === "public");
  for (const route of pages) {
    for (const lang of LANGS) {
      await expect
        .poll(async () => (await rendered(request, withLang(route.path, lang))).includes(message[lang]), {
          message: `${route.path} ${lang}`,
          timeout: 15_000,
        })
        .toBe(true);
    }
  }
  await page.goto(withLang("/", "hi"));
  const banner = page.getByRole("region", { name: t("hi", "alerts.label") });
  await expect(banner).toContainText(`${t("hi", "alerts.severity.emergency")}: ${message.hi}`);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is saved again: the server renders the pages anew at the alert's end.
  await expect
    .poll(async () => (await rendered(request, withLang("/", "en"))).includes(message.en), { timeout: 60_000 })
    .toBe(false);
  expect(await rendered(request, withLang("/faq", "hi"))).not.toContain(message.hi);
});

test("a new event is among the home page's Gallery & Events", async ({ page }) => {
  const request = await signedIn(page);
  const title = { en: `Swachhta Rally ${Date.now() % 100000}`, hi: "स्वच्छता रैली" };
  await add(request, "events", {
    title,
    description: { en: "A rally from the bus stand to the head office.", hi: "बस स्टैंड से मुख्य कार्यालय तक रैली।" },
    // The newest of all, so it is the first card whatever else the admin specs add.
    date: "2099-12-31",
    location: null,
    category: "environment",
    images: ["/images/events/clean-city-initiative-2.svg"],
  });
  await page.goto(withLang("/", "en"));
  const gallery = page.getByRole("region", { name: t("en", "home.gallery.title") });
  await expect(gallery.getByRole("link").first()).toHaveText(title.en);
});

test("of two saves from the same version the second is refused, and nothing of the first is lost", async ({ page }) => {
  const request = await signedIn(page);
  const faq = await json(await request.get("/api/content/faq/faq?scope=all"));
  const save = (phone: string) =>
    request.put("/api/content/faq/faq", {
      data: { ...faq, help: { ...(faq.help as object), phone } },
      headers: { ...ORIGIN, "if-match": `"${faq.version}"` },
    });
  const first = await save("7000000071");
  expect(first.status()).toBe(200);
  const second = await save("7000000072");
  expect(second.status()).toBe(412);
  expect(((await second.json()) as { error: { code: string } }).error.code).toBe("stale_version");
  const now = await json(await request.get("/api/content/faq/faq"));
  expect((now.help as { phone: string }).phone).toBe("7000000071");
  expect(await rendered(request, withLang("/faq", "en"))).toContain("7000000071");
});

test("what is past its last day is in its archive, closed, with its document, and found by the search", async ({
  page,
  browser,
}) => {
  const request = await signedIn(page);
  const pdf = await uploadPdf(request, "old-notice.pdf");
  const stamp = Date.now() % 100000;
  const title = { en: `Property tax camp ${stamp}`, hi: `संपत्ति कर शिविर ${stamp}` };
  const notice = await add(request, "notices", { title, date: dayFromToday(-10), validUntil: dayFromToday(-1), pdf });
  const no = `09/${stamp}`;
  const tender = await add(request, "tenders", {
    no,
    work: { en: "Street lights, Ward 8", hi: "स्ट्रीट लाइट, वार्ड 8" },
    description: { en: "Supply and fitting of LED street lights.", hi: "एलईडी स्ट्रीट लाइट की आपूर्ति और स्थापना।" },
    pdf,
    startDate: dayFromToday(-30),
    endDate: dayFromToday(-1),
  });
  const post = { en: `Sanitary inspector ${stamp}`, hi: `स्वच्छता निरीक्षक ${stamp}` };
  await add(request, "recruitment", {
    no: `R/${stamp}`,
    post,
    description: { en: "Two posts on contract.", hi: "अनुबंध पर दो पद।" },
    pdf,
    startDate: dayFromToday(-30),
    endDate: dayFromToday(-2),
  });

  // Not among the current ones...
  expect(await rendered(request, withLang("/", "en"))).not.toContain(title.en);
  expect(await rendered(request, withLang("/tender", "en"))).not.toContain(no);
  // ...but in the archives, rendered by the server before any script runs.
  const context = await browser.newContext({ baseURL: ADMIN_URL, javaScriptEnabled: false });
  const noScript = await context.newPage();
  for (const lang of LANGS) {
    await noScript.goto(withLang("/archive/tenders", lang));
    const row = noScript.getByRole("row").filter({ hasText: no });
    await expect(row).toContainText(t(lang, "tender.closed"));
    await expect(row.getByRole("link", { name: new RegExp(t(lang, "tender.downloadPdf")) })).toHaveAttribute(
      "href",
      `/document?lang=${lang}&kind=tenders&id=${tender.id}`,
    );
    await noScript.goto(withLang("/archive/notices", lang));
    const archived = noScript.getByRole("row").filter({ hasText: title[lang] });
    await expect(archived.getByRole("link")).toHaveAttribute("href", `/document?lang=${lang}&kind=notices&id=${notice.id}`);
    // Its page says it is in the archive, and offers its PDF.
    await noScript.goto(`/document?lang=${lang}&kind=notices&id=${notice.id}`);
    await expect(noScript.locator("main")).toContainText(t(lang, "documentPage.archived"));
    await expect(noScript.locator("main a.document-page__download")).toHaveAttribute("href", pdf);
    await noScript.goto(withLang("/archive/recruitment", lang));
    await expect(noScript.getByRole("row").filter({ hasText: post[lang] })).toContainText(t(lang, "recruitment.closed"));
  }
  await context.close();

  // The current lists link to their archives, and the site search finds what is archived.
  await page.goto(withLang("/tender", "hi"));
  await page.getByRole("link", { name: t("hi", "tender.archiveLink") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("hi", "page.tender-archive"));
  await expect(page.getByRole("row").filter({ hasText: no })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(title.en)}&lang=en`);
  const found = page.getByRole("region", { name: new RegExp(t("en", "search.notices.heading").split("{")[0].trim()) });
  await expect(found.getByRole("link", { name: new RegExp(title.en) })).toHaveAttribute(
    "href",
    `/document?lang=en&kind=notices&id=${notice.id}`,
  );
  await expect(found.getByRole("link", { name: t("en", "page.notices-archive") })).toBeVisible();
  // A closed tender is found by its work, with the way to the tenders' archive.
  await page.goto(`/search?q=${encodeURIComponent("Street lights, Ward 8")}&lang=en`);
  await expect(found.getByRole("link", { name: /Street lights, Ward 8/ }).first()).toHaveAttribute(
    "href",
    /^\/document\?lang=en&kind=tenders&id=/,
  );
  await expect(found.getByRole("link", { name: t("en", "page.tender-archive") }).first()).toBeVisible();

  // Staff see that it is past its last day, already in the archive, not merely "Published".
  await page.goto("/admin/content?kind=tenders&lang=en");
  const entry = page.getByRole("listitem").filter({ has: page.locator(`a[href*="item=${tender.id}"]`) });
  await expect(entry).toContainText(t("en", "content.statusName.pastItsTime"));
  await page.goto(`/admin/content?kind=tenders&item=${tender.id}&lang=en`);
  const panel = page.getByRole("region", { name: t("en", "review.title") });
  await expect(panel).toContainText(t("en", "review.status.pastItsTime"));
  await expect(panel.getByRole("button", { name: t("en", "review.archive"), exact: true })).toHaveCount(0);
});

test("a tender's change note is on the Tender page in the page's language", async ({ page }) => {
  const request = await signedIn(page);
  const pdf = await uploadPdf(request, "tender-10.pdf");
  const no = `10/${Date.now() % 100000}`;
  const tender = await add(request, "tenders", {
    no,
    work: { en: "Repair of the Zone 1 office", hi: "ज़ोन 1 कार्यालय की मरम्मत" },
    description: { en: "Roof and plaster repairs.", hi: "छत और प्लास्टर की मरम्मत।" },
    pdf,
    startDate: dayFromToday(0),
    endDate: dayFromToday(21),
  });
  await edit(request, "tenders", tender.id, (item) => {
    item.endDate = dayFromToday(28);
    item.changeNote = { en: "Closing date extended by a week", hi: "अंतिम तिथि एक सप्ताह बढ़ाई गई" };
  });
  for (const lang of LANGS) {
    await page.goto(withLang("/tender", lang));
    const row = page.getByRole("row").filter({ hasText: no });
    const today = t(lang, "common.updatedOn", { date: "" }).trim();
    await expect(row.locator(".change-notes li")).toContainText(today);
    await expect(row.locator(".change-notes li")).toContainText(
      lang === "en" ? "Closing date extended by a week" : "अंतिम तिथि एक सप्ताह बढ़ाई गई",
    );
  }
});

test("a page's change note is at the start of the page, rendered without JavaScript, in both languages", async ({
  page,
  browser,
}) => {
  const request = await signedIn(page);
  const rtiNote = { en: "The fee for copies is now Rs 2 a page", hi: "प्रतियों का शुल्क अब 2 रुपये प्रति पृष्ठ है" };
  const departmentNote = { en: "A new head of the department", hi: "विभाग के नए प्रमुख" };
  await edit(request, "rti", "rti", (item) => {
    item.changeNote = rtiNote;
  });
  await edit(request, "departments", "accounting", (item) => {
    item.changeNote = departmentNote;
  });
  const context = await browser.newContext({ baseURL: ADMIN_URL, javaScriptEnabled: false });
  const visitor = await context.newPage();
  for (const lang of LANGS) {
    for (const [path, note] of [
      ["/rti", rtiNote],
      ["/accounting", departmentNote],
    ] as const) {
      await visitor.goto(withLang(path, lang));
      const notes = visitor.locator("main .change-notes--page li");
      await expect(notes).toHaveCount(1);
      await expect(notes).toContainText(`${t(lang, "common.updatedOn", { date: "" }).trim()}`);
      await expect(notes).toContainText(note[lang]);
    }
    // With the app running, the same note, and nothing for axe to find.
    await page.goto(withLang("/rti", lang));
    await expect(page.locator("main .change-notes--page li")).toContainText(rtiNote[lang]);
    expect(await axeViolations(page)).toEqual([]);
  }
  await context.close();
});
