/**
 * Grievances that cannot be forgotten, in Chromium against a server of this spec's own on a
 * data directory it starts twice, with a real SMTP server on loopback (bench/lib/smtp.mjs). The
 * admin adds a clerk's account with a mail address, and gives water messages one day to answer,
 * escalated to the clerk. A citizen sends a water message with an e-mail address and reads on
 * its status page the day its answer is due. The server then starts again with its clock two
 * days on: the message is overdue, and at once escalated (the escalation looks at start and
 * every minute): the inbox's overdue filter lists it as the clerk's, and the clerk's letter
 * arrives. Staff resolve it with a reply (the citizen's letter arrives); the citizen reopens it
 * from the status page with a reason, with JavaScript off, and reads that it is reopened (and
 * gets a letter); the reason shows in the inbox. The public figures page, in both languages with
 * JavaScript off, counts the one message in its tables as the API does. axe on the status page,
 * the figures page and the inbox.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import type { Message, StartedSmtpServer } from "../../bench/lib/smtp.mjs";
import { logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect } from "./fixtures";
import { mailSiteTest, startSite, type MailSite } from "./mail-site";
import { heading, longDate, pageName, t, withLang, type Lang } from "./support";

const CLERK = "r.sharma";
const CLERK_EMAIL = "r.sharma@example.in";
const CITIZEN_EMAIL = "sunita@example.in";
const WARD = 12;
const REASON = "The tap is dry again since this morning.";
const REPLY = "The pipe at Gandhi Chowk was repaired.";
const DAY_MS = 86_400_000;
/** India's offset from UTC. */
const INDIA_MS = 5.5 * 60 * 60 * 1000;

const grievanceTest = mailSiteTest("grievances", { started: false });

/** The day (`YYYY-MM-DD`) it is in India at `moment`. */
const indiaDay = (moment: string | number): string =>
  new Date((typeof moment === "number" ? moment : Date.parse(moment)) + INDIA_MS).toISOString().slice(0, 10);

/** The letters after the first `before`, once there are `count` in all; their texts with plain
 * line ends. */
async function lettersUpTo(smtp: StartedSmtpServer, count: number): Promise<(Message & { text: string })[]> {
  const letters = await smtp.waitFor(count, 70_000);
  expect(letters, `${count} letters, not more`).toHaveLength(count);
  return letters.map((letter) => ({ ...letter, text: (letter.text ?? "").replace(/\r\n/g, "\n") }));
}

/** A browser context of the site without JavaScript, as a browser with scripts off. */
const withoutJavaScript = (browser: Browser, site: MailSite) =>
  browser.newContext({ baseURL: site.origin, javaScriptEnabled: false, locale: "en-US" });

/** A browser context that runs axe but is never sent the site's scripts: what a browser without
 * JavaScript renders, checked. */
async function axeOnly(browser: Browser, site: MailSite): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site.origin, locale: "en-US" });
  await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  return context;
}

/** The admin adds the clerk's account and gives it a mail address, on the accounts page. */
async function addClerk(page: Page) {
  await page.goto(withLang("/admin/accounts", "en"));
  await page.getByLabel(t("en", "accounts.username"), { exact: true }).fill(CLERK);
  await page.getByLabel(t("en", "accounts.firstPassword"), { exact: true }).fill("correct horse battery staple");
  await page.getByRole("button", { name: t("en", "accounts.add"), exact: true }).click();
  await expect(page.getByText(t("en", "accounts.added", { username: CLERK }))).toBeVisible();
  const email = page.getByLabel(t("en", "accounts.email", { username: CLERK }), { exact: true });
  await email.fill(CLERK_EMAIL);
  const row = page.locator(".accounts-row").filter({ has: email });
  await row.getByRole("button", { name: t("en", "accounts.setEmail"), exact: true }).click();
  await expect(row.getByRole("status")).toHaveText(t("en", "accounts.emailSet", { username: CLERK }));
}

/** The cells of the row named `name` in `table`, each one's text. */
async function cellsOf(table: Locator, name: string): Promise<string[]> {
  const row = table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole("cell").allTextContents();
}

interface FiguresWanted {
  received: number;
  due: number;
  answeredOnTime: number;
  onTimePercent: number | null;
  medianDaysToAnswer: number | null;
  medianDaysToResolve: number | null;
}

/** The cells a row of the figures shows for `figures` in `lang`. */
function cellsFor(figures: FiguresWanted, lang: Lang): string[] {
  const number = (value: number) =>
    new Intl.NumberFormat(lang === "hi" ? "hi-IN" : "en-IN", { maximumFractionDigits: 1 }).format(value);
  const none = `—${t(lang, "feedback.figures.none")}`;
  return [
    number(figures.received),
    figures.onTimePercent === null
      ? none
      : t(lang, "feedback.figures.onTimeValue", {
          percent: number(figures.onTimePercent),
          answered: number(figures.answeredOnTime),
          due: number(figures.due),
        }),
    figures.medianDaysToAnswer === null ? none : number(figures.medianDaysToAnswer),
    figures.medianDaysToResolve === null ? none : number(figures.medianDaysToResolve),
  ];
}

grievanceTest(
  "an overdue message is escalated, resolved, reopened by its citizen and counted in the public figures",
  async ({ page, browser, site }) => {
    grievanceTest.setTimeout(90_000);
    await startSite(site);
    const plain = await withoutJavaScript(browser, site);
    const checked = await axeOnly(browser, site);
    try {
      // The admin: a clerk with a mail address, and water messages answered within a day or
      // given to the clerk.
      await logIn(page, "en");
      await addClerk(page);
      await page.goto(withLang("/admin/feedback", "en"));
      const water = page.getByRole("group", { name: t("en", "inbox.category.water"), exact: true });
      await water.getByLabel(t("en", "inbox.settings.days"), { exact: true }).fill("1");
      await water.getByLabel(t("en", "inbox.settings.escalateTo"), { exact: true }).selectOption(CLERK);
      await water
        .getByRole("button", { name: t("en", "inbox.settings.save", { category: t("en", "inbox.category.water") }) })
        .click();
      await expect(water.getByRole("status")).toHaveText(
        t("en", "inbox.settings.saved", { category: t("en", "inbox.category.water"), days: 1 }),
      );
      await page.reload();
      await expect(
        page
          .getByRole("group", { name: t("en", "inbox.category.water"), exact: true })
          .getByLabel(t("en", "inbox.settings.escalateTo"), { exact: true }),
      ).toHaveValue(CLERK);

      // A citizen sends a water message with an address (as the app does, from a browser of their
      // own); its letter comes.
      const sentAt = Date.now();
      const answer = await plain.request.post("/api/feedback", {
        data: {
          category: "water",
          ward: String(WARD),
          message: "No water in the taps of Gandhi Chowk for two days.",
          email: CITIZEN_EMAIL,
          lang: "en",
          fillMs: 20_000,
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      const number = ((await answer.json()) as { trackingId: string }).trackingId;
      const [received] = await lettersUpTo(site.smtp, 1);
      expect(received.rcptTos).toEqual([CITIZEN_EMAIL]);

      // Its status page, without JavaScript, says the day its answer is due: a day on.
      const statusPath = `${withLang("/feedback/status", "en")}&id=${number}`;
      const citizen = await plain.newPage();
      await citizen.goto(statusPath);
      const view = (await (await plain.request.get(`/api/feedback/${number}`)).json()) as { answerBy: string };
      const dueDay = indiaDay(view.answerBy);
      expect(Date.parse(view.answerBy) - sentAt).toBeGreaterThan(DAY_MS - 60_000);
      expect(Date.parse(view.answerBy) - sentAt).toBeLessThan(DAY_MS + 60_000);
      await expect(citizen.locator(".feedback-status")).toContainText(
        t("en", "feedback.status.answerBy", { day: longDate(dueDay, "en") }),
      );

      // Two days on: overdue, and escalated as the server starts; the clerk is told.
      await startSite(site, `${2 * 86_400}s`);
      const [, escalation] = await lettersUpTo(site.smtp, 2);
      expect(escalation.rcptTos).toEqual([CLERK_EMAIL]);
      expect(escalation.text).toContain(number);
      expect(escalation.text).toContain(`${site.origin}/admin/feedback?lang=en&due=overdue`);

      // The inbox's overdue filter lists it, the clerk's; the browser's clock is two days on too.
      await page.clock.setFixedTime(new Date(Date.now() + 2 * DAY_MS));
      await page.context().clearCookies();
      await logIn(page, "en");
      await page.goto(`${withLang("/admin/feedback", "en")}&due=overdue`);
      await expect(heading(page)).toHaveText(pageName("en", "admin-feedback"));
      await expect(page.getByLabel(t("en", "inbox.filter.due"), { exact: true })).toHaveValue("overdue");
      const item = page.locator(".inbox-item").filter({ has: page.getByRole("heading", { name: number }) });
      await expect(item).toHaveCount(1);
      const summary = page.getByRole("heading", { name: t("en", "inbox.summaryTitle") }).locator("..");
      await expect(summary.locator(".inbox-summary__count--overdue dd")).toHaveText("1");
      const fact = (key: string) => item.locator("dt", { hasText: t("en", key) }).locator("xpath=following-sibling::dd");
      await expect(fact("inbox.fact.escalated")).toContainText(CLERK);
      await expect(fact("inbox.fact.assignee")).toHaveText(CLERK);
      await expect(fact("inbox.fact.answerBy")).toHaveText(`${longDate(dueDay, "en")} ${t("en", "inbox.due.overdue")}`);
      expect(await axeViolations(page)).toEqual([]);

      // Staff resolve it with a reply; the citizen is told.
      await item.getByText(t("en", "inbox.open"), { exact: true }).click();
      await item.getByLabel(t("en", "inbox.answer.status"), { exact: true }).selectOption("resolved");
      await item.getByLabel(t("en", "inbox.answer.reply"), { exact: true }).fill(REPLY);
      await item.getByRole("button", { name: t("en", "inbox.answer.submit"), exact: true }).click();
      await expect(item.getByRole("status").last()).toHaveText(
        t("en", "inbox.saved", { id: number, status: t("en", "inbox.status.resolved") }),
      );
      const [, , resolved] = await lettersUpTo(site.smtp, 3);
      expect(resolved.rcptTos).toEqual([CITIZEN_EMAIL]);
      expect(resolved.text).toContain(REPLY);
      expect(resolved.text).toContain(t("en", "feedback.status.step.resolved"));

      // The citizen reopens it from its status page, without JavaScript.
      await citizen.goto(statusPath);
      await expect(citizen.getByRole("heading", { name: t("en", "feedback.reopen.title") })).toBeVisible();
      await citizen.getByLabel(t("en", "feedback.reopen.reason"), { exact: true }).fill(REASON);
      await citizen.getByRole("button", { name: t("en", "feedback.reopen.submit"), exact: true }).click();
      await expect(citizen).toHaveURL((url) => url.pathname === "/feedback/status" && url.searchParams.get("reopened") === "1");
      await expect(citizen.getByText(t("en", "feedback.reopen.done"))).toBeVisible();
      await expect(citizen.locator(".feedback-status__steps")).toContainText(t("en", "feedback.status.step.reopened"));
      await expect(citizen.getByRole("heading", { name: t("en", "feedback.reopen.title") })).toHaveCount(0);
      const [, , , reopened] = await lettersUpTo(site.smtp, 4);
      expect(reopened.rcptTos).toEqual([CITIZEN_EMAIL]);
      expect(reopened.text).toContain(t("en", "feedback.status.step.reopened"));

      // The reason is in the inbox.
      await page.goto(withLang("/admin/feedback", "en"));
      const again = page.locator(".inbox-item").filter({ has: page.getByRole("heading", { name: number }) });
      await expect(again.getByRole("list", { name: t("en", "inbox.reopenings") })).toContainText(REASON);
      await expect(again).toContainText(t("en", "inbox.status.reopened"));

      // axe on the status page as a browser without JavaScript has it, after a refused reason.
      const axePage = await checked.newPage();
      await axePage.goto(`${statusPath}&problem=too_late`);
      await expect(axePage.getByRole("alert")).toContainText(t("en", "feedback.reopen.problem.too_late"));
      expect(await axeViolations(axePage)).toEqual([]);

      // The public figures, in both languages without JavaScript: the one water message of ward
      // 12, as the API counts it.
      const figures = (await (await plain.request.get("/api/feedback/figures")).json()) as {
        total: FiguresWanted;
        byCategory: { category: string; figures: FiguresWanted }[];
        byWard: { ward: number; figures: FiguresWanted }[];
        byMonth: { month: string; figures: FiguresWanted }[];
      };
      const waterFigures = figures.byCategory.find((entry) => entry.category === "water")!.figures;
      expect(figures.total.received).toBe(1);
      expect(waterFigures.received).toBe(1);
      expect(waterFigures.due).toBe(1);
      expect(waterFigures.medianDaysToAnswer).toBeCloseTo(2, 1);
      expect(waterFigures.medianDaysToResolve).toBeCloseTo(2, 1);
      const month = indiaDay(sentAt).slice(0, 7);
      expect(figures.byMonth.find((entry) => entry.month === month)!.figures.received).toBe(1);
      for (const lang of ["en", "hi"] as const) {
        const reader = await plain.newPage();
        await reader.goto(withLang("/feedback/figures", lang));
        await expect(heading(reader)).toHaveText(pageName(lang, "feedback-figures"));
        const summaryList = reader.locator(".figures__summary");
        await expect(summaryList.locator("div").first()).toHaveText(`${t(lang, "feedback.figures.received")}1`);
        const byCategory = reader.getByRole("table", { name: t(lang, "feedback.figures.byCategoryCaption") });
        expect(await cellsOf(byCategory, t(lang, "feedback.categoryName.water"))).toEqual(cellsFor(waterFigures, lang));
        expect(await cellsOf(byCategory, t(lang, "feedback.categoryName.roads"))).toEqual(
          cellsFor(
            { received: 0, due: 0, answeredOnTime: 0, onTimePercent: null, medianDaysToAnswer: null, medianDaysToResolve: null },
            lang,
          ),
        );
        const byWard = reader.getByRole("table", { name: t(lang, "feedback.figures.byWardCaption") });
        expect(await cellsOf(byWard, t(lang, "feedback.status.wardNumber", { number: WARD }))).toEqual(
          cellsFor(waterFigures, lang),
        );
        const byMonth = reader.locator(".figures__table table").first();
        await expect(byMonth.getByRole("row")).toHaveCount(13);
        const monthName = longDate(`${month}-01`, lang).replace(/^1 /, "");
        expect((await cellsOf(byMonth, monthName))[0]).toBe("1");
        await reader.close();
        const axeReader = await checked.newPage();
        await axeReader.goto(withLang("/feedback/figures", lang));
        await expect(heading(axeReader)).toHaveText(pageName(lang, "feedback-figures"));
        expect(await axeViolations(axeReader)).toEqual([]);
        await axeReader.close();
      }
    } finally {
      await plain.close();
      await checked.close();
    }
  },
);
