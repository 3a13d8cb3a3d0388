/**
 * "Was this page useful?" at the end of every public page, in each language: with the app, an
 * answer is sent in place and the thanks take the prompt's place with the focus; without
 * JavaScript it is a plain form, which the server answers by rendering the page again with the
 * thanks, or with why it was refused. Staff read the answers page by page in the inbox. Real
 * server, real Chromium; axe on every state.
 */
import type { Browser, Page } from "@playwright/test";
import { ADMIN_URL, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, heading, languageSwitch, layoutShifts, pageName, t, watchLayoutShifts, withLang, type Lang } from "./support";

const prompt = (page: Page, lang: Lang) => page.getByRole("form", { name: t(lang, "pageFeedback.question") });
const thanks = (page: Page, lang: Lang) => page.locator("#page-feedback").getByText(t(lang, "pageFeedback.thanks"));

/** Moves on with the keyboard as a visitor does (the app hydrates the server's prompt once
 * the visitor acts: a press, a key, a scroll), scrolls to it and waits until the app has it. */
async function promptHydrated(page: Page, lang: Lang) {
  await page.keyboard.press("Tab");
  await prompt(page, lang).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const form = document.querySelector("#page-feedback form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Opens "No" (unless it is open), writes `comment` and sends it. */
async function answerNo(page: Page, lang: Lang, comment: string) {
  const form = prompt(page, lang);
  const box = form.getByLabel(t(lang, "pageFeedback.comment"));
  if (!(await box.isVisible())) await form.getByText(t(lang, "pageFeedback.no"), { exact: true }).click();
  await box.fill(comment);
  await form.getByRole("button", { name: t(lang, "pageFeedback.send"), exact: true }).click();
}

for (const lang of LANGS) {
  test(`with the app, yes and no are sent in place and the thanks take the focus (${lang})`, async ({ page }) => {
    await page.goto(withLang("/faq", lang));
    await promptHydrated(page, lang);
    expect(await axeViolations(page)).toEqual([]);
    await prompt(page, lang)
      .getByRole("button", { name: t(lang, "pageFeedback.yes"), exact: true })
      .click();
    await expect(thanks(page, lang)).toBeFocused();
    await expect(thanks(page, lang)).toHaveAttribute("role", "status");
    await expect(prompt(page, lang)).toHaveCount(0);
    // Sent with fetch: the page was not loaded again.
    await expect(page).toHaveURL((url) => url.pathname === "/faq" && !url.searchParams.has("useful"));

    // Another page asks again; a no with a comment.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: pageName(lang, "contact"), exact: true })
      .click();
    await expect(heading(page)).toHaveText(pageName(lang, "contact"));
    await promptHydrated(page, lang);
    await prompt(page, lang).getByText(t(lang, "pageFeedback.no"), { exact: true }).click();
    const comment = prompt(page, lang).getByLabel(t(lang, "pageFeedback.comment"));
    await expect(comment).toBeVisible();
    await expect(comment).toHaveAccessibleDescription(t(lang, "pageFeedback.commentHint", { max: 500 }));
    expect(await axeViolations(page)).toEqual([]);
    await answerNo(page, lang, "The ward office's phone number is missing.");
    await expect(thanks(page, lang)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("every reader is asked, one who neither scrolls nor presses on a short page too, and nothing moves", async ({ browser }) => {
  const { baseURL } = test.info().project.use;
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 700 } });
  const reader = await phone.newPage();
  // Every layout shift the page makes.
  await watchLayoutShifts(reader);
  await reader.goto(withLang("/feedback/status", "hi"));
  // Rendered by the server: there before the app, on a page whose end is on the screen.
  await expect(prompt(reader, "hi")).toBeInViewport();
  const footer = reader.getByRole("contentinfo");
  const before = await footer.boundingBox();
  // The reader only reads a while: nothing moves.
  await reader.waitForTimeout(3000);
  expect(await footer.boundingBox()).toEqual(before);
  // A key pressed: the app hydrates the prompt in place, and still nothing moves.
  await reader.keyboard.press("Tab");
  await reader.waitForFunction(() => {
    const form = document.querySelector("#page-feedback form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber$"));
  });
  expect(await footer.boundingBox()).toEqual(before);
  expect(await layoutShifts(reader)).toEqual([]);
  await prompt(reader, "hi")
    .getByRole("button", { name: t("hi", "pageFeedback.yes"), exact: true })
    .click();
  await expect(thanks(reader, "hi")).toBeFocused();
  await phone.close();
});

test.describe(() => {
  // A request the service worker makes for the page is not the page's own, and is not held:
  // once the worker controls the page (which it may or may not, by the time the prompt's code is
  // asked for), the code would arrive unheld. Without it, every request is the page's.
  test.use({ serviceWorkers: "block" });

  test("a change of page or language never waits for the prompt to be hydrated", async ({ page }) => {
    // The prompt's code is held back: the page it was rendered on must change all the same.
    const held: (() => void)[] = [];
    await page.route(/\/assets\/page-feedback-[^/]*\.js$/, (route) => void held.push(() => void route.continue()));
    await page.goto(withLang("/faq", "en"));
    await expect(prompt(page, "en")).toBeVisible();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: pageName("en", "contact"), exact: true })
      .click();
    await expect(heading(page)).toHaveText(pageName("en", "contact"));
    await languageSwitch(page, "en")
      .getByRole("link", { name: t("hi", "lang.hi"), exact: true })
      .click();
    await expect(heading(page)).toHaveText(pageName("hi", "contact"));
    // The code is asked for once React gets to the prompt, at low priority: on a machine busy with
    // other tests' pages that has taken more than the default five seconds.
    await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Once its code arrives, the prompt is the new page's, in its language.
    for (const release of held) release();
    await page.unroute(/\/assets\/page-feedback-[^/]*\.js$/);
    await expect(prompt(page, "hi")).toBeVisible();
  });
});

test("the offline notice and the admin area have no prompt", async ({ page }) => {
  await page.goto(withLang("/offline", "en"));
  await expect(heading(page)).toBeVisible();
  await expect(page.locator("#page-feedback")).toHaveCount(0);
  await page.goto(withLang("/login", "hi"));
  await expect(page.locator("#page-feedback")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  /** A page of a browser that runs no script (axe needs one: the prompt's form is axe-checked
   * with the app above, rendered the same). */
  async function withoutScripts(browser: Browser) {
    const { baseURL } = test.info().project.use;
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    return { context, page: await context.newPage() };
  }

  for (const lang of LANGS) {
    test(`the prompt is a plain form the server answers with the page and its thanks (${lang})`, async ({ browser }) => {
      const { context, page } = await withoutScripts(browser);
      await page.goto(withLang("/rti", lang));
      await prompt(page, lang)
        .getByRole("button", { name: t(lang, "pageFeedback.yes"), exact: true })
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname === "/rti" && url.searchParams.get("lang") === lang && url.searchParams.get("useful") === "thanks",
      );
      await expect(heading(page)).toHaveText(pageName(lang, "rti"));
      await expect(thanks(page, lang)).toBeVisible();
      await expect(prompt(page, lang)).toHaveCount(0);

      await page.goto(withLang("/mayor", lang));
      await answerNo(page, lang, "मेयर कार्यालय का समय नहीं दिया गया है।");
      await expect(page).toHaveURL((url) => url.pathname === "/mayor" && url.searchParams.get("useful") === "thanks");
      await expect(thanks(page, lang)).toBeVisible();

      // A refused answer comes back as the page, saying why in its language, with the prompt.
      await page.goto(`${withLang("/mayor", lang)}&useful=too_many`);
      await expect(page.locator("#page-feedback").getByRole("alert")).toHaveText(t(lang, "pageFeedback.failure.too_many"));
      await expect(prompt(page, lang)).toBeVisible();
      await context.close();
    });
  }
});

test.describe("staff", () => {
  test.use({ baseURL: ADMIN_URL });

  test("read the answers page by page with the share useful and the latest comments", async ({ page }) => {
    const stamp = Date.now();
    const comment = `The tender PDF link does not open (${stamp}).`;
    // Answers on the admin server's own public pages, as visitors would give them.
    await page.goto(withLang("/tender", "hi"));
    await promptHydrated(page, "hi");
    await answerNo(page, "hi", comment);
    await expect(thanks(page, "hi")).toBeFocused();
    await page.goto(withLang("/tender", "en"));
    await promptHydrated(page, "en");
    await prompt(page, "en")
      .getByRole("button", { name: t("en", "pageFeedback.yes"), exact: true })
      .click();
    await expect(thanks(page, "en")).toBeFocused();

    await logIn(page, "en");
    for (const lang of LANGS) {
      await page.goto(withLang("/admin/feedback", lang));
      const section = page.getByRole("region", { name: t(lang, "inbox.pages.title") });
      const row = section.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "/tender" }) });
      await expect(row).toBeVisible();
      const cells = await row.getByRole("cell").allTextContents();
      const [yes, no] = cells.map(Number);
      expect(yes).toBeGreaterThanOrEqual(1);
      expect(no).toBeGreaterThanOrEqual(1);
      expect(cells[2]).toBe(t(lang, "inbox.pages.sharePercent", { percent: Math.round((100 * yes) / (yes + no)) }));
      const comments = section.getByRole("region", { name: t(lang, "inbox.pages.comments", { page: "/tender" }) });
      const item = comments.getByRole("listitem").filter({ hasText: comment });
      await expect(item).toBeVisible();
      await expect(item).toContainText(t(lang, "inbox.pages.commentLang", { lang: t(lang, "lang.hi") }));
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
