/**
 * Review before publishing, in Chromium against the real server. A clerk's day: an admin adds
 * an editor and a publisher; the editor lands on their own work, drafts a notice in the editor
 * (told it is a draft, not on the site, with no link to a page), cannot approve it, and sends it
 * for review; the publisher lands on what waits for review, counted beside Content in the admin
 * bar, is not told that the editor, who sent it on, still has it open, and approves it (told it
 * is on the site, with the link), so it is on the home page; a notice scheduled for tomorrow is
 * said to appear then; an urgent alert with only its message and urgency is on the pages at
 * once; archiving asks first (Cancel leaves it), moves the notice to the archive and says so;
 * putting it back restores it to the home page; the version's history and the audit log name
 * whoever took each step. A new draft of a notice is previewed as the home page in Hindi by
 * staff while visitors still see the published version. An admin compares an officer's entry
 * with an earlier version (the changed field, both versions side by side) and restores it, and
 * the directory shows the restored number. axe over the landing page, the review panel, the
 * archive's question, the waiting list, the preview and the history, in both languages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_URL, freshAdminPage, logIn, submitLogin } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { escapeRegExp, longDate, repoRoot, t, withLang } from "./support";

test.use({ baseURL: ADMIN_URL });
test.describe.configure({ mode: "serial" });

const PASSWORD = "a long password for review 2026";
/** Writes through the API carry the site's origin, as the pages' own do. */
const headers = { origin: new URL(ADMIN_URL).origin };

async function addAccount(page: Page, username: string, role: string) {
  const answer = await page.request.post("/api/accounts", { headers, data: { username, password: PASSWORD, role } });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function signsIn(browser: Browser, username: string) {
  const session = await freshAdminPage(browser);
  await session.page.goto(withLang("/admin/login", "en"));
  await submitLogin(session.page, "en", username, PASSWORD);
  await expect(session.page).toHaveURL((url) => url.pathname === "/admin/dashboard", { timeout: 10_000 });
  return session;
}

test("a clerk's day: draft, review, approve, schedule, alert, archive and restore, each step saying what visitors see", async ({
  page,
  browser,
}) => {
  // Three people sign in, each in a browser of their own, and axe runs over several screens.
  test.slow();
  const stamp = Date.now() % 100000;
  const editorName = `writer.${stamp}`;
  const publisherName = `checker.${stamp}`;
  await logIn(page, "en");
  await addAccount(page, editorName, "editor");
  await addAccount(page, publisherName, "publisher");
  const pdf = readFileSync(path.join(repoRoot, "content/public/files/tenders/tender-2025-01.pdf"));
  const inGroup = (on: Page, group: string, label: string) =>
    on.getByRole("group", { name: group, exact: true }).getByLabel(label, { exact: true });
  /** Fills a new notice's form in English, from the content area's list of notices. */
  const fillNotice = async (on: Page, title: string) => {
    await on.goto("/admin/content?kind=notices&lang=en");
    await on.getByRole("link", { name: t("en", "content.addNew"), exact: true }).click();
    await inGroup(on, t("en", "content.field.title"), t("en", "content.field.en")).fill(title);
    await inGroup(on, t("en", "content.field.title"), t("en", "content.field.hi")).fill(`सूचना ${stamp} ${title.length}`);
    await on.getByLabel(t("en", "content.field.date"), { exact: true }).fill("2026-11-24");
    await on
      .getByLabel(t("en", "content.field.pdf"), { exact: true })
      .setInputFiles({ name: "notice.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(on.getByText(t("en", "content.file.uploaded", { name: "notice.pdf" }))).toBeVisible();
  };
  const said = (on: Page, key: string) => on.getByRole("status").filter({ hasText: t("en", key) });
  /** The message of a save the public pages show now, or within seconds. */
  const onSiteNow = new RegExp(
    `${escapeRegExp(t("en", "content.saved.rendered"))}|${escapeRegExp(t("en", "content.saved.pending"))}`,
  );
  const viewLink = (on: Page) => on.getByRole("link", { name: t("en", "content.saved.view", { page: t("en", "page.home") }) });
  const reviewPanel = (on: Page) => on.getByRole("region", { name: t("en", "review.title") });
  const title = `Ward ${stamp} water timings`;

  // The editor lands on their own work (no events they may not manage), and drafts a notice.
  const editor = await signsIn(browser, editorName);
  await expect(editor.page.getByRole("region", { name: t("en", "waiting.title") })).toBeVisible();
  await expect(editor.page.getByRole("region", { name: t("en", "dashboard.addTitle") })).toHaveCount(0);
  await fillNotice(editor.page, title);
  await editor.page.getByRole("button", { name: t("en", "content.addDraft"), exact: true }).click();
  await expect(said(editor.page, "review.done.draft")).toBeVisible();
  await expect(editor.page.getByRole("status").filter({ hasText: onSiteNow })).toHaveCount(0);
  await expect(viewLink(editor.page)).toHaveCount(0);
  await expect(reviewPanel(editor.page)).toContainText(t("en", "review.status.draft"));
  await expect(reviewPanel(editor.page).getByRole("button", { name: t("en", "review.approve") })).toHaveCount(0);
  const id = new URL(editor.page.url()).searchParams.get("item") ?? "";
  expect(id).not.toBe("");
  await reviewPanel(editor.page)
    .getByRole("button", { name: t("en", "review.submit"), exact: true })
    .click();
  await expect(said(editor.page, "review.done.submit")).toBeVisible();
  await expect(reviewPanel(editor.page)).toContainText(t("en", "review.status.review"));
  const home = await page.request.get("/api/content/notices");
  expect(JSON.stringify(await home.json())).not.toContain(title);

  // The publisher lands on what waits for review, counted in the admin bar.
  const publisher = await signsIn(browser, publisherName);
  const waiting = publisher.page.getByRole("region", { name: t("en", "waiting.title") });
  await expect(waiting.getByRole("link", { name: title })).toBeVisible();
  const content = publisher.page
    .getByRole("navigation", { name: t("en", "admin.navLabel") })
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(t("en", "admin.contentLink"))}`) });
  /** The Content link's name with `count` items waiting: "Content (2 waiting for you)". */
  const counted = (count: number) =>
    count === 0 ? t("en", "admin.contentLink") : `${t("en", "admin.contentLink")} ${t("en", "admin.waitingCount", { count })}`;
  const toReview = await waiting.getByRole("heading", { level: 3 }).first().textContent();
  const count = Number(/\((\d+)\)/.exec(toReview ?? "")?.[1]);
  expect(toReview).toBe(t("en", "waiting.review", { count }));
  await expect(content).toHaveAccessibleName(counted(count));
  expect(await axeViolations(publisher.page)).toEqual([]);
  await waiting.getByRole("link", { name: title }).click();
  // The editor sent it on: nobody is said to be editing it.
  await expect(reviewPanel(publisher.page)).toBeVisible();
  await expect(publisher.page.getByText(t("en", "edit.heldBy", { name: editorName, time: "" }).split(" since")[0])).toHaveCount(
    0,
  );
  for (const lang of ["en", "hi"] as const) {
    await publisher.page.goto(`/admin/content?kind=notices&item=${id}&lang=${lang}`);
    await expect(publisher.page.getByRole("region", { name: t(lang, "review.title") })).toBeVisible();
    expect(await axeViolations(publisher.page)).toEqual([]);
  }
  await publisher.page.goto(`/admin/content?kind=notices&item=${id}&lang=en`);
  await reviewPanel(publisher.page)
    .getByRole("button", { name: t("en", "review.approve"), exact: true })
    .click();
  await expect(publisher.page.getByRole("status").filter({ hasText: onSiteNow })).toBeVisible();
  await expect(viewLink(publisher.page)).toBeVisible();
  await expect(reviewPanel(publisher.page)).toContainText(t("en", "review.status.published"));
  // One fewer waits: the count beside Content follows the step.
  await expect(content).toHaveAccessibleName(counted(count - 1));
  const after = await page.request.get("/api/content/notices");
  expect(JSON.stringify(await after.json())).toContain(title);
  await page.goto(withLang("/", "en"));
  await expect(page.getByText(title).first()).toBeVisible();

  // A notice for tomorrow: it appears at its time, and nothing links to a page without it.
  const scheduled = `Scheduled notice ${stamp}`;
  await fillNotice(publisher.page, scheduled);
  // Tomorrow at 10:00 in India.
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  // Its label ends with the field's "(optional)".
  await publisher.page.getByLabel(t("en", "content.field.publishAt")).fill(`${tomorrow}T10:00`);
  await publisher.page.getByRole("button", { name: t("en", "content.add"), exact: true }).click();
  const [waitsFor] = t("en", "content.saved.scheduled").split("{time}");
  await expect(publisher.page.getByRole("status").filter({ hasText: waitsFor })).toContainText(
    `${longDate(tomorrow, "en")}, 10:00`,
  );
  await expect(viewLink(publisher.page)).toHaveCount(0);
  await expect(reviewPanel(publisher.page)).toContainText(
    t("en", "review.status.scheduled", { time: `${longDate(tomorrow, "en")}, 10:00` }),
  );
  const shown = await page.request.get("/api/content/notices");
  expect(JSON.stringify(await shown.json()), "not on the site before its time").not.toContain(scheduled);

  // An urgent alert, with only its message and urgency: on every page at once.
  await publisher.page.goto("/admin/content?kind=alerts&lang=en");
  await publisher.page.getByRole("link", { name: t("en", "content.addNew"), exact: true }).click();
  const message = t("en", "content.field.message");
  await inGroup(publisher.page, message, t("en", "content.field.en")).fill(`Ward ${stamp} water supply off today`);
  await inGroup(publisher.page, message, t("en", "content.field.hi")).fill(`वार्ड ${stamp} में आज जल आपूर्ति बंद`);
  await publisher.page.getByLabel(t("en", "content.field.severity"), { exact: true }).selectOption("warning");
  await publisher.page.getByRole("button", { name: t("en", "content.add"), exact: true }).click();
  await expect(publisher.page.getByRole("status").filter({ hasText: onSiteNow })).toBeVisible();
  await expect
    .poll(
      async () => (await (await page.request.get(withLang("/tender", "en"))).text()).includes(`Ward ${stamp} water supply off`),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  // Taken down again, so the other pages of these tests are rendered without it.
  await publisher.page.getByRole("button", { name: t("en", "content.delete"), exact: true }).click();
  await publisher.page
    .getByRole("dialog", { name: t("en", "content.confirmDelete") })
    .getByRole("button", { name: t("en", "content.delete"), exact: true })
    .click();
  await expect(publisher.page.getByRole("status").filter({ hasText: `Ward ${stamp} water supply off` })).toBeVisible();

  // Its time is over: the publisher moves the notice to the archive, where visitors find it,
  // after saying so (Cancel first leaves it where it was).
  await publisher.page.goto(`/admin/content?kind=notices&item=${id}&lang=en`);
  const archive = reviewPanel(publisher.page).getByRole("button", { name: t("en", "review.archive"), exact: true });
  await archive.click();
  const asked = publisher.page.getByRole("dialog", { name: t("en", "review.confirmArchive") });
  await expect(asked).toContainText(t("en", "review.confirmArchiveText"));
  await expect(asked.getByRole("button", { name: t("en", "review.cancel") })).toBeFocused();
  expect(await axeViolations(publisher.page)).toEqual([]);
  await asked.getByRole("button", { name: t("en", "review.cancel") }).click();
  await expect(asked).toHaveCount(0);
  await expect(archive).toBeFocused();
  expect(JSON.stringify(await (await page.request.get("/api/content/notices")).json())).toContain(title);
  /** Archives the notice through the question, and checks what is said (with the focus). */
  const archiveIt = async () => {
    await archive.click();
    await asked.getByRole("button", { name: t("en", "review.archive"), exact: true }).click();
    await expect(said(publisher.page, "review.done.archive")).toBeVisible();
    await expect(publisher.page.locator(".content-editor__message")).toBeFocused();
    await expect(reviewPanel(publisher.page)).toContainText(t("en", "review.status.archived"));
  };
  const putBack = reviewPanel(publisher.page).getByRole("button", { name: t("en", "review.unarchive"), exact: true });
  await archiveIt();
  // Undone at once, and archived again: each step's message takes the focus in turn.
  await putBack.click();
  await expect(said(publisher.page, "review.done.unarchive")).toBeVisible();
  await expect(publisher.page.locator(".content-editor__message")).toBeFocused();
  await archiveIt();
  await page.goto(withLang("/", "en"));
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(withLang("/archive/notices", "en"));
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();

  // The version's own history: saved as a draft by the editor, sent for review by them,
  // approved by the publisher, moved to the archive, put back and moved again by them, and
  // where visitors find it now.
  await publisher.page.reload();
  const history = publisher.page.locator("details.content-history");
  await history.locator("summary").click();
  const version = history.getByRole("listitem").filter({ hasText: t("en", "history.version", { version: 1 }) });
  const before = (key: string, name: string) => t("en", key, { name, time: "" }).replace(/ on $/, "");
  await expect(version).toContainText(before("history.saved.draft", editorName));
  for (const [key, name, times] of [
    ["history.step.submit", editorName, 1],
    ["history.step.approve", publisherName, 1],
    ["history.step.archive", publisherName, 2],
    ["history.step.unarchive", publisherName, 1],
  ] as const) {
    await expect(version.getByRole("listitem").filter({ hasText: before(key, name) })).toHaveCount(times);
  }
  await expect(version).toContainText(t("en", "history.shown.archiveSince", { time: "" }).split(";")[0]);
  await expect(version).not.toContainText(t("en", "review.status.draft"));
  expect(await axeViolations(publisher.page)).toEqual([]);

  // Restored: the publisher puts it back, and it is on the home page again.
  await putBack.click();
  const back = said(publisher.page, "review.done.unarchive");
  await expect(back).toContainText(onSiteNow);
  await expect(viewLink(publisher.page)).toBeVisible();
  await expect(reviewPanel(publisher.page)).toContainText(t("en", "review.status.published"));
  await page.goto(withLang("/", "en"));
  await expect(page.getByText(title).first()).toBeVisible();

  // The audit log names both people at each of their steps.
  await page.goto("/admin/audit?kind=notices&lang=en");
  const steps = page.getByRole("row").filter({ hasText: id });
  for (const [who, action, times] of [
    [editorName, "create", 1],
    [editorName, "submit", 1],
    [publisherName, "approve", 1],
    [publisherName, "archive", 2],
    [publisherName, "unarchive", 2],
  ] as const) {
    await expect(steps.filter({ hasText: who }).filter({ hasText: t("en", `audit.action.${action}`) })).toHaveCount(times);
  }

  await page.goto(withLang("/admin/content", "hi"));
  await expect(page.getByRole("region", { name: t("hi", "waiting.title") })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await editor.context.close();
  await publisher.context.close();
});

test("staff preview a draft as its public page in both languages while visitors see the published version", async ({
  page,
  browser,
}) => {
  await logIn(page, "en");
  const stamp = Date.now() % 100000;
  const editorName = `drafter.${stamp}`;
  await addAccount(page, editorName, "editor");
  const editor = await signsIn(browser, editorName);
  // The FAQ's first question, changed in a draft.
  const faq = (await (await editor.page.request.get("/api/content/faq/faq?scope=all")).json()) as {
    version: number;
    items: { question: { hi: string } }[];
  };
  const published = faq.items[0].question.hi;
  faq.items[0].question.hi = `${published} (मसौदा ${stamp})`;
  const saved = await editor.page.request.put("/api/content/faq/faq", {
    headers: { ...headers, "if-match": `"${faq.version}"` },
    data: faq,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { status: string }).status).toBe("draft");

  const visitor = await (await page.request.get("/faq?lang=hi")).text();
  expect(visitor).not.toContain(`मसौदा ${stamp}`);
  await editor.page.goto("/admin/content?kind=faq&lang=en");
  await editor.page.getByRole("link", { name: "हिंदी में पूर्वावलोकन" }).click();
  await expect(editor.page).toHaveURL((url) => url.pathname === "/admin/preview" && url.searchParams.get("lang") === "hi");
  await expect(editor.page.getByText(`मसौदा ${stamp}`)).toBeVisible();
  await expect(editor.page.getByText(t("hi", "preview.banner", { status: t("hi", "review.status.draft") }))).toBeVisible();
  expect(await axeViolations(editor.page)).toEqual([]);
  await editor.page.goto("/admin/preview?kind=faq&item=faq&lang=en");
  await expect(editor.page.getByRole("heading", { level: 2, name: t("en", "page.faq") })).toBeVisible();
  expect(await axeViolations(editor.page)).toEqual([]);
  await editor.context.close();
});

test("an admin compares an officer's entry with an earlier version and restores it", async ({ page }) => {
  await logIn(page, "en");
  const uri = "/api/content/people/smc-officer-7";
  /** The officer's entry as the content API answers it. */
  type Officer = { version: number; mobile: string };
  const before = (await (await page.request.get(`${uri}?scope=all`)).json()) as Officer;
  const changed = { ...before, mobile: "7000000098" };
  const saved = await page.request.put(uri, { headers: { ...headers, "if-match": `"${before.version}"` }, data: changed });
  expect(saved.status(), await saved.text()).toBe(200);

  for (const lang of ["hi", "en"] as const) {
    await page.goto(`/admin/content?kind=people&item=smc-officer-7&lang=${lang}`);
    await page.getByText(t(lang, "history.title")).click();
    await page.getByRole("button", { name: t(lang, "history.compare", { version: before.version }) }).click();
    const compare = page.getByRole("region", {
      name: t(lang, "history.compareTitle", { old: before.version, new: before.version + 1 }),
    });
    const row = compare.getByRole("row", { name: new RegExp(t(lang, "content.field.mobile")) });
    await expect(row).toContainText(String(before.mobile));
    await expect(row).toContainText("7000000098");
    expect(await axeViolations(page)).toEqual([]);
  }
  await page
    .getByRole("region", { name: t("en", "history.compareTitle", { old: before.version, new: before.version + 1 }) })
    .getByRole("button", { name: t("en", "history.restore", { version: before.version }) })
    .click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "content.saved.rendered") })).toBeVisible();
  const after = (await (await page.request.get(uri)).json()) as Officer;
  expect(after.mobile).toBe(before.mobile);
  expect(after.version).toBe(before.version + 2);
  const directory = await (await page.request.get("/smc-officer?lang=en")).text();
  expect(directory).toContain(String(before.mobile));
});
