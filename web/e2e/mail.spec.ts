/**
 * The site's mail as a citizen gets it, in Chromium against a server of this spec's own that
 * sends through a real SMTP server on loopback (bench/lib/smtp.mjs). A citizen who gives an
 * e-mail address with a message, through the app in Hindi or the plain form without JavaScript
 * in English, gets a letter in the language of the page they wrote from, with the tracking
 * number; the link in it, opened in the browser, shows where the message stands, in that
 * language. When staff forward the message with a reply in the inbox, the citizen gets a letter
 * in their language with the new status and the reply; when staff only take the message on
 * themselves, no letter is sent.
 */
import type { Page } from "@playwright/test";
import type { Message, StartedSmtpServer } from "../../bench/lib/smtp.mjs";
import { ADMIN_USER, logIn } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, trackErrors } from "./fixtures";
import { MAIL_FROM, mailSiteTest } from "./mail-site";
import { heading, pageName, t, withLang, type Lang } from "./support";

const TRACKING = /^SMC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
/** The server refuses a message sent by the app within 3 s of the form opening. */
const FILL_MIN_MS = 3000;

const mailTest = mailSiteTest("mail", { started: true });
// One SMTP server and one site for the file: the tests count the letters it received, in turn.
mailTest.describe.configure({ mode: "default" });

const field = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });
const send = (page: Page, lang: Lang) => page.getByRole("button", { name: t(lang, "feedback.submit"), exact: true }).click();

/** Fills the form with a message about ward 12 from Sunita, who gives `email`. */
async function fillMessage(page: Page, lang: Lang, email: string) {
  await field(page, lang, "feedback.category").selectOption({ label: t(lang, "feedback.categoryName.sanitation") });
  await field(page, lang, "feedback.ward").selectOption("12");
  await field(page, lang, "feedback.message").fill("Garbage has not been collected in Gandhi Chowk lane for a week.");
  await field(page, lang, "feedback.name").fill("Sunita Verma");
  await field(page, lang, "feedback.email").fill(email);
}

/** The tracking number the page shows once the message is sent. */
async function shownNumber(page: Page, lang: Lang): Promise<string> {
  await expect(page.getByRole("heading", { name: t(lang, "feedback.sent.title") })).toBeFocused();
  const number = (await page.locator(".feedback-sent__number").textContent())!.trim();
  expect(number).toMatch(TRACKING);
  return number;
}

/** The one letter that arrives after the `before` the server had; its text with plain line ends. */
async function nextLetter(smtp: StartedSmtpServer, before: number): Promise<Message & { text: string }> {
  const letters = await smtp.waitFor(before + 1);
  expect(letters, "one letter, not more").toHaveLength(before + 1);
  const letter = letters[before];
  return { ...letter, text: (letter.text ?? "").replace(/\r\n/g, "\n") };
}

/** What every letter about a message says: to the citizen, from the site, in `lang`, with the
 * tracking number and the link to its status page on the site (its --origin). */
function expectLetterAbout(letter: Message & { text: string }, lang: Lang, email: string, number: string, site: string) {
  expect(letter.rcptTos).toEqual([email]);
  expect(letter.headers.from).toBe(MAIL_FROM);
  expect(letter.headers["content-language"]).toBe(lang);
  expect(letter.text).toContain(t(lang, "feedback.categoryName.sanitation"));
  expect(letter.text).toContain(number);
  const link = `${site}/feedback/status?lang=${lang}&id=${number}`;
  expect(letter.text).toContain(t(lang, "mail.feedback.link", { link }));
  return link;
}

/** The status page of `number` in `lang`, as the link in a letter opens it. */
async function expectStatusPage(page: Page, lang: Lang, number: string) {
  await expect(heading(page)).toHaveText(pageName(lang, "feedback-status"));
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const status = page.locator(".feedback-status");
  await expect(status).toContainText(number);
  await expect(status).toContainText(t(lang, "feedback.categoryName.sanitation"));
  await expect(status.getByRole("listitem")).toContainText(t(lang, "feedback.status.step.received"));
  await expect(page.locator("body")).not.toContainText("Sunita");
}

mailTest(
  "a citizen who gives an address in the Hindi app gets a letter in Hindi, whose link shows the message's status page",
  async ({ page, site }) => {
    const email = "sunita.verma@example.in";
    const before = (await site.smtp.received()).length;
    await page.goto(withLang("/feedback", "hi"));
    await fillMessage(page, "hi", email);
    await page.waitForTimeout(FILL_MIN_MS);
    await send(page, "hi");
    const number = await shownNumber(page, "hi");

    const letter = await nextLetter(site.smtp, before);
    expect(letter.headers.subject).toBe(t("hi", "mail.feedback.received.subject", { trackingId: number }));
    expect(letter.headers["auto-submitted"]).toBe("auto-generated");
    const link = expectLetterAbout(letter, "hi", email, number, site.origin);

    await page.goto(link);
    await expectStatusPage(page, "hi", number);
    expect(await axeViolations(page)).toEqual([]);
  },
);

mailTest.describe("without JavaScript", () => {
  mailTest.use({ javaScriptEnabled: false });

  mailTest(
    "a citizen who gives an address in the plain English form gets a letter in English, whose link shows the message's status page",
    async ({ context, site }) => {
      const email = "ravi.kumar@example.in";
      const page = await context.newPage();
      const log = trackErrors(page);
      const before = (await site.smtp.received()).length;
      await page.goto(withLang("/feedback", "en"));
      await fillMessage(page, "en", email);
      await send(page, "en");
      const number = await shownNumber(page, "en");

      const letter = await nextLetter(site.smtp, before);
      expect(letter.headers.subject).toBe(t("en", "mail.feedback.received.subject", { trackingId: number }));
      const link = expectLetterAbout(letter, "en", email, number, site.origin);

      await page.goto(link);
      await expectStatusPage(page, "en", number);
      expect(log.errors()).toEqual([]);
    },
  );
});

mailTest(
  "staff's new status and reply reach the citizen in the citizen's language; taking the message on alone sends nothing",
  async ({ page, site }) => {
    const email = "asha.verma@example.in";
    const before = (await site.smtp.received()).length;
    // Sent from the Hindi page, as the app sends it.
    const sent = await page.request.post("/api/feedback", {
      data: {
        category: "sanitation",
        message: "हमारी गली में एक सप्ताह से कचरा नहीं उठाया गया है।",
        ward: 12,
        email,
        lang: "hi",
        homepage: "",
        fillMs: 5000,
      },
      headers: { origin: site.origin },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const number = ((await sent.json()) as { trackingId: string }).trackingId;
    await nextLetter(site.smtp, before);

    // Staff read the inbox in English, forward the message and reply.
    await logIn(page, "en");
    await page.goto(withLang("/admin/feedback", "en"));
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: number }) });
    await item.getByText(t("en", "inbox.open"), { exact: true }).click();
    const reply = "सफाई विभाग को भेजा गया है; कल तक गली साफ हो जाएगी।";
    await item.getByLabel(t("en", "inbox.answer.status"), { exact: true }).selectOption("forwarded");
    await item.getByLabel(t("en", "inbox.answer.reply"), { exact: true }).fill(reply);
    const save = item.getByRole("button", { name: t("en", "inbox.answer.submit"), exact: true });
    await save.click();
    const saved = t("en", "inbox.saved", { id: number, status: t("en", "inbox.status.forwarded") });
    await expect(item.getByRole("status").filter({ hasText: saved })).toBeVisible();

    const letter = await nextLetter(site.smtp, before + 1);
    const forwarded = t("hi", "feedback.status.step.forwarded");
    expect(letter.headers.subject).toBe(t("hi", "mail.feedback.update.subject", { trackingId: number, status: forwarded }));
    expectLetterAbout(letter, "hi", email, number, site.origin);
    expect(letter.text).toContain(forwarded);
    expect(letter.text).toContain(reply);

    // Taken on by the admin, nothing else changed: saved, and no letter follows.
    await item.getByLabel(t("en", "inbox.answer.assignee"), { exact: true }).selectOption("me");
    await save.click();
    await expect(item.locator(".inbox-item__facts")).toContainText(ADMIN_USER);
    await page.waitForTimeout(3000);
    expect(await site.smtp.received()).toHaveLength(before + 2);
  },
);
