/**
 * Subscriptions by e-mail as citizens and an admin use them, in Chromium against a server of this
 * spec's own (on a data directory it starts twice) that sends through a real SMTP server on
 * loopback (bench/lib/smtp.mjs):
 *
 * - a citizen subscribes in the Hindi app to tenders and emergency alerts, at once; the
 *   confirmation letter comes in Hindi, its link opens a page whose button confirms; the alert an
 *   admin publishes in the content area comes in Hindi with the one-click unsubscribe headers,
 *   which end the subscription as a mail program would; the admins' page then counts none;
 * - without JavaScript, a citizen subscribes in English to notices, daily, with the plain form, and
 *   confirms with the plain form; a notice scheduled a little ahead is mailed at its moment (not
 *   at its save) to another subscriber who wants notices at once, and not at once to the daily
 *   one;
 * - the server started again with its clock just past 18:00 in India sends the daily letter,
 *   which lists the notice; its unsubscribe link's page, without JavaScript, ends the
 *   subscription;
 * - axe finds nothing on the three pages in either language.
 */
import { request as apiRequest, type Page } from "@playwright/test";
import type { Message, StartedSmtpServer } from "../../bench/lib/smtp.mjs";
import { ADMIN_PASSWORD, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, trackErrors } from "./fixtures";
import { MAIL_FROM, mailSiteTest, startSite, type MailSite } from "./mail-site";
import { LANGS, escapeRegExp, heading, pageName, t, withLang, type Lang } from "./support";

const INDIA_OFFSET_SECONDS = 5.5 * 3600;
const DAY_SECONDS = 86_400;
/** How far ahead of the save the notice is scheduled; the server looks every 5 s. */
const SCHEDULED_AHEAD_SECONDS = 20;

const HINDI = "sunita.subscriber@example.in";
const DAILY = "ravi.daily@example.in";
const AT_ONCE = "asha.atonce@example.in";

const subscriptionTest = mailSiteTest("subscriptions", { started: true });
// One SMTP server and one site for the file: the tests follow the same subscribers, in turn.
subscriptionTest.describe.configure({ mode: "serial" });

type Letter = Message & { text: string };

/** The letters to `email` received after the first `after`, once there is one; their text with
 * plain line ends. */
async function lettersTo(smtp: StartedSmtpServer, email: string, after: number, timeoutMs = 20_000): Promise<Letter[]> {
  const theirs = async () =>
    (await smtp.received())
      .slice(after)
      .filter((letter) => letter.rcptTos.includes(email))
      .map((letter) => ({ ...letter, text: (letter.text ?? "").replace(/\r\n/g, "\n") }));
  await expect.poll(async () => (await theirs()).length, { timeout: timeoutMs, intervals: [250] }).toBeGreaterThan(0);
  return theirs();
}

/** The one letter to `email` after the first `after`. */
async function letterTo(smtp: StartedSmtpServer, email: string, after: number, timeoutMs?: number): Promise<Letter> {
  const letters = await lettersTo(smtp, email, after, timeoutMs);
  expect(letters, `one letter to ${email}`).toHaveLength(1);
  return letters[0];
}

/** The link to `page` of the site in `lang` that `letter`'s text holds. */
function linkIn(letter: Letter, origin: string, page: "confirm" | "unsubscribe", lang: Lang): string {
  const found = new RegExp(`${escapeRegExp(origin)}/subscribe/${page}\\?lang=${lang}&id=[0-9a-f]+&t=[0-9a-f]+`).exec(letter.text);
  expect(found, letter.text).not.toBeNull();
  return found![0];
}

/** The confirmation letter to `email` after `after`, in `lang`: its link. */
async function confirmationLink(site: MailSite, email: string, after: number, lang: Lang): Promise<string> {
  const letter = await letterTo(site.smtp, email, after);
  expect(letter.headers.from).toBe(MAIL_FROM);
  expect(letter.headers["content-language"]).toBe(lang);
  expect(letter.headers.subject).toBe(t(lang, "mail.subscription.confirm.subject"));
  return linkIn(letter, site.origin, "confirm", lang);
}

const button = (page: Page, lang: Lang, key: string) => page.getByRole("button", { name: t(lang, key), exact: true });

/** The confirmation's page, opened from `link`: nothing happens until its button is pressed. */
async function confirmAt(page: Page, link: string, lang: Lang) {
  await page.goto(link);
  await expect(heading(page)).toHaveText(pageName(lang, "subscribe-confirm"));
  await button(page, lang, "subscribe.confirm.submit").click();
  await expect(page.getByRole("heading", { level: 2, name: t(lang, "subscribe.confirm.done") })).toBeFocused();
}

/** The subscription form in `lang` filled with `email`, `topics` and `frequency`, then sent. */
async function subscribeWith(page: Page, lang: Lang, email: string, topics: string[], frequency: "immediate" | "daily") {
  await page.goto(withLang("/subscribe", lang));
  await expect(heading(page)).toHaveText(pageName(lang, "subscribe"));
  await page.getByLabel(t(lang, "subscribe.email"), { exact: true }).fill(email);
  const group = page.getByRole("group", { name: t(lang, "subscribe.topics") });
  for (const topic of topics)
    await group.getByRole("checkbox", { name: t(lang, `subscribe.topic.${topic}`), exact: true }).check();
  await page.getByRole("radio", { name: t(lang, `subscribe.frequencyName.${frequency}`), exact: true }).check();
  await button(page, lang, "subscribe.submit").click();
  await expect(page.getByRole("heading", { level: 2, name: t(lang, "subscribe.sent.title") })).toBeFocused();
  await expect(page.getByText(t(lang, "subscribe.sent.text"), { exact: true })).toBeVisible();
}

/** The server's clock offset that puts its now 30 s past 18:00 in India: today's if that is
 * still ahead, else tomorrow's. */
function justPastSixInIndia(): string {
  const now = Math.floor(Date.now() / 1000);
  const dayStart = Math.floor((now + INDIA_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - INDIA_OFFSET_SECONDS;
  let target = dayStart + 18 * 3600 + 30;
  if (target - 10 <= now) target += DAY_SECONDS;
  return `${target - now}s`;
}

const tag = Date.now() % 100_000;
const ALERT = { en: `Flood warning for Ward 12 (${tag})`, hi: `वार्ड 12 के लिए बाढ़ की चेतावनी (${tag})` };
const NOTICE = { en: `Water supply shutdown in Ward 7 (${tag})`, hi: `वार्ड 7 में जल आपूर्ति बंद (${tag})` };

subscriptionTest(
  "a citizen subscribes in Hindi, confirms from the letter, gets the alert an admin publishes, and one click ends it",
  async ({ page, site }) => {
    subscriptionTest.setTimeout(45_000);
    const before = (await site.smtp.received()).length;
    await subscribeWith(page, "hi", HINDI, ["tenders", "alerts"], "immediate");
    const link = await confirmationLink(site, HINDI, before, "hi");
    await confirmAt(page, link, "hi");
    await expect(page.getByText(t("hi", "subscribe.confirm.what", { topics: "निविदाएँ, आपातकालीन चेतावनियाँ" }))).toBeVisible();

    // The admin publishes an emergency alert in the content area.
    await logIn(page, "hi");
    await page.goto("/admin/content?kind=alerts&lang=hi");
    await page.getByRole("link", { name: t("hi", "content.addNew"), exact: true }).click();
    const message = page.getByRole("group", { name: t("hi", "content.field.message"), exact: true });
    await message.getByLabel(t("hi", "content.field.en"), { exact: true }).fill(ALERT.en);
    await message.getByLabel(t("hi", "content.field.hi"), { exact: true }).fill(ALERT.hi);
    await page.getByLabel(t("hi", "content.field.severity"), { exact: true }).selectOption("emergency");
    const sent = (await site.smtp.received()).length;
    await button(page, "hi", "content.add").click();
    const saved = new RegExp(
      `${escapeRegExp(t("hi", "content.saved.rendered"))}|${escapeRegExp(t("hi", "content.saved.pending"))}`,
    );
    await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();

    const letter = await letterTo(site.smtp, HINDI, sent);
    expect(letter.headers["content-language"]).toBe("hi");
    expect(letter.headers.subject).toBe(
      t("hi", "mail.subscription.new.subject", { topic: t("hi", "subscribe.topic.alerts"), title: ALERT.hi }),
    );
    expect(letter.text).toContain(ALERT.hi);
    expect(letter.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(http[^>]+)>$/.exec(letter.headers["list-unsubscribe"] ?? "");
    expect(oneClick, letter.headers["list-unsubscribe"]).not.toBeNull();
    expect(oneClick![1].startsWith(`${site.origin}/api/subscriptions/unsubscribe?`)).toBe(true);
    // The letter's text links to the page that ends it too.
    linkIn(letter, site.origin, "unsubscribe", "hi");

    // A mail program's one click: a POST without cookies or Origin, with RFC 8058's body.
    const mailProgram = await apiRequest.newContext();
    try {
      const ended = await mailProgram.post(oneClick![1], {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "List-Unsubscribe=One-Click",
      });
      expect(ended.status(), await ended.text()).toBe(200);
      expect(await ended.json()).toEqual({ unsubscribed: true });
    } finally {
      await mailProgram.dispose();
    }

    // The admins' page counts nobody.
    await page.goto("/admin/subscribers?lang=hi");
    await expect(heading(page)).toHaveText(pageName("hi", "admin-subscribers"));
    const totals = page.locator(".subscribers__totals");
    await expect(totals.locator("dt").first()).toHaveText(t("hi", "subscribers.confirmed"));
    await expect(totals.locator("dd").first()).toHaveText("0");
    await expect(page.getByRole("table", { name: t("hi", "subscribers.byTopic") })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

subscriptionTest.describe("without JavaScript", () => {
  subscriptionTest.use({ javaScriptEnabled: false });

  subscriptionTest(
    "a daily subscriber to notices confirms with plain forms; a scheduled notice goes at its moment to one who wants it at once",
    async ({ context, site }) => {
      subscriptionTest.setTimeout(60_000);
      // A page of its own: the test's page waits for the app after each visit.
      const page = await context.newPage();
      const log = trackErrors(page);
      const api = await apiRequest.newContext({ baseURL: site.origin, extraHTTPHeaders: { origin: site.origin } });
      try {
        // A notice scheduled a little ahead, saved first: the subscriptions are made while it waits.
        const login = await api.post("/api/scm-auth/login", { data: { username: "admin", password: ADMIN_PASSWORD } });
        expect(login.status(), await login.text()).toBe(200);
        const moment = Math.ceil(Date.now() / 1000) + SCHEDULED_AHEAD_SECONDS;
        const publishAt = new Date(moment * 1000).toISOString().replace(".000Z", "Z");
        const day = new Date((moment + INDIA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
        const saved = (await site.smtp.received()).length;
        const savedAt = Date.now();
        const notice = await api.post("/api/content/notices", {
          data: { title: NOTICE, date: day, pdf: "/files/notices/property-tax-rebate-2026.pdf", publishAt },
        });
        expect(notice.status(), await notice.text()).toBe(201);
        const aboutNotice = async () =>
          (await site.smtp.received()).slice(saved).filter((letter) => (letter.text ?? "").includes(NOTICE.en));

        await subscribeWith(page, "en", DAILY, ["notices"], "daily");
        expect(new URL(page.url()).search).toBe("?lang=en&sent=1");
        await confirmAt(page, await confirmationLink(site, DAILY, saved, "en"), "en");
        expect(new URL(page.url()).search).toBe("?lang=en&done=confirmed");

        // A second subscriber wants notices at once (through the API, as the app sends it).
        const asked = (await site.smtp.received()).length;
        const subscribed = await api.post("/api/subscriptions", {
          data: { email: AT_ONCE, topics: ["notices"], frequency: "immediate", lang: "en" },
        });
        expect(subscribed.status(), await subscribed.text()).toBe(202);
        const link = new URL(await confirmationLink(site, AT_ONCE, asked, "en"));
        const confirmed = await api.post("/api/subscriptions/confirm", {
          data: { id: link.searchParams.get("id"), t: link.searchParams.get("t") },
        });
        expect(confirmed.status(), await confirmed.text()).toBe(200);

        // Nothing about the notice since its save (the server has looked at least once since).
        await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - savedAt)));
        expect(Date.now() / 1000, "still before the notice's moment").toBeLessThan(moment);
        expect(await aboutNotice()).toEqual([]);

        // At its moment, the one who wants notices at once gets it; the daily subscriber does not.
        const letter = await letterTo(site.smtp, AT_ONCE, asked + 1, (SCHEDULED_AHEAD_SECONDS + 15) * 1000);
        expect(Date.now() / 1000).toBeGreaterThanOrEqual(moment);
        expect(letter.headers.subject).toBe(
          t("en", "mail.subscription.new.subject", { topic: t("en", "subscribe.topic.notices"), title: NOTICE.en }),
        );
        expect(letter.headers["content-language"]).toBe("en");
        expect(letter.text).toContain(NOTICE.en);
        expect((await aboutNotice()).map((each) => each.rcptTos)).toEqual([[AT_ONCE]]);
      } finally {
        await api.dispose();
      }
      expect(log.errors()).toEqual([]);
    },
  );

  subscriptionTest("a refused plain form comes back holding what was sent, and says what is wrong", async ({ context }) => {
    const page = await context.newPage();
    const log = trackErrors(page);
    await page.goto(withLang("/subscribe", "hi"));
    const email = page.getByLabel(t("hi", "subscribe.email"), { exact: true });
    await email.fill("kiran@");
    const tenders = page.getByRole("checkbox", { name: t("hi", "subscribe.topic.tenders"), exact: true });
    await tenders.check();
    const daily = page.getByRole("radio", { name: t("hi", "subscribe.frequencyName.daily"), exact: true });
    await daily.check();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      button(page, "hi", "subscribe.submit").click(),
    ]);
    expect(answer.status()).toBe(422);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    await page.waitForLoadState();
    expect(new URL(page.url()).search, "nothing typed is in the address").toBe("?lang=hi");
    await expect(email).toHaveValue("kiran@");
    await expect(tenders).toBeChecked();
    await expect(daily).toBeChecked();
    const message = t("hi", "subscribe.problem.email.invalid_email");
    await expect(page.locator(".error-summary")).toBeFocused();
    await expect(page.locator(".error-summary")).toContainText(message);
    await expect(email).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    // The browser logs the 422 of the form it sent; nothing else went wrong.
    expect(log.errors().filter((error) => !/status of 422/.test(error))).toEqual([]);
  });

  subscriptionTest(
    "the daily letter comes after 18:00 in India, listing the notice; its unsubscribe page ends the subscription",
    async ({ context, site }) => {
      subscriptionTest.setTimeout(60_000);
      const page = await context.newPage();
      const log = trackErrors(page);
      const before = (await site.smtp.received()).length;
      await startSite(site, justPastSixInIndia());
      const letter = await letterTo(site.smtp, DAILY, before, 30_000);
      expect(letter.headers["content-language"]).toBe("en");
      expect(letter.headers.subject).toMatch(/^What appeared today on the website of Singrauli Municipal Corporation \(\d+\)$/);
      expect(letter.text).toContain(t("en", "mail.subscription.daily.text"));
      expect(letter.text).toContain(NOTICE.en);
      expect(letter.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

      await page.goto(linkIn(letter, site.origin, "unsubscribe", "en"));
      await expect(heading(page)).toHaveText(pageName("en", "subscribe-unsubscribe"));
      await expect(page.getByText(t("en", "subscribe.unsubscribe.intro"), { exact: true })).toBeVisible();
      await button(page, "en", "subscribe.unsubscribe.submit").click();
      expect(new URL(page.url()).search).toBe("?lang=en&done=unsubscribed");
      await expect(page.getByRole("heading", { level: 2, name: t("en", "subscribe.unsubscribe.done") })).toBeFocused();
      await expect(page.getByText(t("en", "subscribe.unsubscribe.doneText"), { exact: true })).toBeVisible();
      expect(log.errors()).toEqual([]);
    },
  );
});

subscriptionTest("the three pages have no accessibility violations in either language", async ({ page }) => {
  const link = "id=0123456789abcdef0123456789abcdef&t=fedcba9876543210fedcba9876543210";
  for (const lang of LANGS) {
    for (const [path, query] of [
      ["/subscribe", ""],
      ["/subscribe/confirm", `&${link}`],
      ["/subscribe/unsubscribe", `&${link}`],
    ] as const) {
      const answer = await page.goto(`${withLang(path, lang)}${query}`);
      if (query !== "") {
        // The page of a letter's link holds its secret: nobody keeps it, and no other site is told its address.
        expect(answer!.headers()["cache-control"], path).toBe("no-store");
        expect(answer!.headers()["referrer-policy"], path).toBe("same-origin");
      }
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect(await axeViolations(page), `${path} ${lang}`).toEqual([]);
    }
  }
});
