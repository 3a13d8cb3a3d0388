/**
 * What the admin area says when something is refused is true, in Chromium against the real
 * server, in both languages: an editor's Delete, which the server refuses (403), says that only a
 * publisher or an administrator may, and nothing of the connection; a Delete whose request never
 * reaches the server (the network fails) says to check the connection. Two people edit one
 * notice in two browsers: one saves a draft, and the other's save is told exactly that, and that
 * the site still shows the older version. "Being edited by" ends when the one editing sends the
 * item for review, leaves the editor within the app, closes the tab, or signs out: a second
 * browser opening the item is no longer told of someone who has gone.
 */
import type { Browser, Page } from "@playwright/test";
import { ADMIN_URL, freshAdminPage, logIn, submitLogin, unexpectedErrors } from "./admin-support";
import { expect, test } from "./fixtures";
import { LANGS, escapeRegExp, t, withLang, type Lang } from "./support";

test.use({ baseURL: ADMIN_URL });
test.describe.configure({ mode: "serial" });

const PASSWORD = "a long password for refusals 2026";
/** Writes through the API carry the site's origin, as the pages' own do. */
const headers = { origin: new URL(ADMIN_URL).origin };
/** What speaks of the connection, in either language. */
const CONNECTION = /connection|कनेक्शन/i;

async function addAccount(page: Page, username: string, role: string) {
  const answer = await page.request.post("/api/accounts", { headers, data: { username, password: PASSWORD, role } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** `username` signed in, in a browser of their own (whose expected refusals are checked by the
 * caller with `unexpectedErrors`). */
async function signsIn(browser: Browser, username: string) {
  const session = await freshAdminPage(browser);
  await session.page.goto(withLang("/admin/login", "en"));
  await submitLogin(session.page, "en", username, PASSWORD);
  await expect(session.page).toHaveURL((url) => url.pathname === "/admin/dashboard", { timeout: 10_000 });
  return session;
}

/** A new notice added through the API by the account of `page` (a draft for an editor); its id. */
async function addNotice(page: Page, title: string): Promise<string> {
  const pdf = await page.request.post("/api/upload", {
    headers,
    multipart: { file: { name: "notice.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") } },
  });
  expect(pdf.status(), await pdf.text()).toBe(201);
  const created = await page.request.post("/api/content/notices", {
    headers,
    data: { title: { en: title, hi: `${title} (हिन्दी)` }, date: "2026-11-24", pdf: ((await pdf.json()) as { url: string }).url },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const editorOf = (id: string, lang: Lang) => `/admin/content?kind=notices&item=${id}&lang=${lang}`;

/** The English title field of the notice editor. */
const titleField = (page: Page, lang: Lang) =>
  page
    .getByRole("group", { name: t(lang, "content.field.title"), exact: true })
    .getByLabel(t(lang, "content.field.en"), { exact: true });

/** The text of a message with `{time}` (and others) standing for anything. */
const withAnyTime = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  new RegExp(escapeRegExp(t(lang, key, { ...values, time: "TIME" })).replace("TIME", ".+"));

test("an editor's Delete is refused with who may delete, and never blames the connection", async ({ page, browser }) => {
  const stamp = Date.now() % 100000;
  const editorName = `clerk.${stamp}`;
  await logIn(page, "en");
  await addAccount(page, editorName, "editor");
  const id = await addNotice(page, `Refused delete ${stamp}`);
  const editor = await signsIn(browser, editorName);
  for (const lang of LANGS) {
    await editor.page.goto(editorOf(id, lang));
    await editor.page.getByRole("button", { name: t(lang, "content.delete"), exact: true }).click();
    await editor.page
      .getByRole("dialog", { name: t(lang, "content.confirmDelete") })
      .getByRole("button", { name: t(lang, "content.delete"), exact: true })
      .click();
    const alert = editor.page.getByRole("alert").filter({ hasText: t(lang, "content.deleteFailed") });
    await expect(alert).toContainText(t(lang, "admin.refused.needs.publish"));
    await expect(alert).not.toContainText(CONNECTION);
  }
  // The notice is still there.
  expect((await page.request.get(`/api/content/notices/${id}`)).status()).toBe(200);
  expect(unexpectedErrors(editor.log, [{ status: 403, path: `/content/notices/${id}` }])).toEqual([]);
  await editor.context.close();
});

test("a Delete that never reaches the server says to check the connection", async ({ browser }) => {
  const stamp = Date.now() % 100000;
  const admin = await freshAdminPage(browser);
  await logIn(admin.page, "en");
  const id = await addNotice(admin.page, `Offline delete ${stamp}`);
  // The network fails for the delete alone.
  await admin.page.route(`**/api/content/notices/${id}`, (route) =>
    route.request().method() === "DELETE" ? route.abort("internetdisconnected") : route.continue(),
  );
  for (const lang of LANGS) {
    await admin.page.goto(editorOf(id, lang));
    await admin.page.getByRole("button", { name: t(lang, "content.delete"), exact: true }).click();
    await admin.page
      .getByRole("dialog", { name: t(lang, "content.confirmDelete") })
      .getByRole("button", { name: t(lang, "content.delete"), exact: true })
      .click();
    const alert = admin.page.getByRole("alert").filter({ hasText: t(lang, "content.deleteFailed") });
    await expect(alert).toContainText(t(lang, "admin.refused.network"));
    await expect(alert).toContainText(CONNECTION);
  }
  expect((await admin.page.request.get(`/api/content/notices/${id}`)).status()).toBe(200);
  // Chromium logs the request that failed.
  expect(admin.log.errors().filter((line) => !line.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  await admin.context.close();
});

test("a save refused because someone saved a draft first says so, and that the site shows the older version", async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now() % 100000;
  const editorName = `drafter.${stamp}`;
  const publisherName = `approver.${stamp}`;
  await logIn(page, "en");
  await addAccount(page, editorName, "editor");
  await addAccount(page, publisherName, "publisher");
  const editor = await signsIn(browser, editorName);
  const publisher = await signsIn(browser, publisherName);
  const refused: { status: number; path: string }[] = [];
  for (const lang of LANGS) {
    // Published by the admin, so the site shows it.
    const id = await addNotice(page, `Two clerks ${lang} ${stamp}`);
    refused.push({ status: 412, path: `/content/notices/${id}` });
    await publisher.page.goto(editorOf(id, lang));
    await expect(titleField(publisher.page, lang)).toBeVisible();
    await editor.page.goto(editorOf(id, lang));
    await titleField(editor.page, lang).fill(`Two clerks ${lang} ${stamp}, the editor's draft`);
    await editor.page.getByRole("button", { name: t(lang, "content.saveDraft"), exact: true }).click();
    await expect(editor.page.getByRole("status").filter({ hasText: t(lang, "review.done.draft") })).toBeVisible();

    await titleField(publisher.page, lang).fill(`Two clerks ${lang} ${stamp}, the publisher's change`);
    await publisher.page.getByRole("button", { name: t(lang, "content.save"), exact: true }).click();
    const conflict = publisher.page.getByRole("alert").filter({ hasText: t(lang, "content.conflict.message") });
    // What the editor saved: a draft, not on the site; the site still shows the version the
    // admin published, with its day.
    await expect(conflict).toContainText(withAnyTime(lang, "content.conflict.saved.draft", { name: editorName }));
    await expect(conflict).toContainText(withAnyTime(lang, "content.conflict.site.older"));
    await expect(conflict).not.toContainText(t(lang, "content.conflict.site.theirs"));
    // Nothing typed is lost.
    await expect(titleField(publisher.page, lang)).toHaveValue(`Two clerks ${lang} ${stamp}, the publisher's change`);
    const shown = (await (await page.request.get(`/api/content/notices/${id}`)).json()) as { title: { en: string } };
    expect(shown.title.en).toBe(`Two clerks ${lang} ${stamp}`);
  }
  expect(unexpectedErrors(publisher.log, refused)).toEqual([]);
  expect(unexpectedErrors(editor.log, [])).toEqual([]);
  await editor.context.close();
  await publisher.context.close();
});

test("'being edited by' ends when its holder sends the item for review, leaves, closes the tab or signs out", async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now() % 100000;
  const editorName = `holder.${stamp}`;
  const publisherName = `opener.${stamp}`;
  await logIn(page, "en");
  await addAccount(page, editorName, "editor");
  await addAccount(page, publisherName, "publisher");
  const editor = await signsIn(browser, editorName);
  const publisher = await signsIn(browser, publisherName);
  const heldBy = (lang: Lang) => withAnyTime(lang, "edit.heldBy", { name: editorName });

  /** Opens the item in the editor's `page`, once the server has heard that it is open. */
  const editorOpens = async (on: Page, id: string, lang: Lang) => {
    const opened = on.waitForResponse(
      (answer) => answer.url().endsWith(`/${id}/editing`) && answer.request().method() === "POST",
    );
    await on.goto(editorOf(id, lang));
    await opened;
  };

  /** The publisher goes back to the list from the item's editor, once the server has heard. */
  const publisherLeaves = async (id: string, lang: Lang) => {
    const closed = publisher.page.waitForResponse(
      (answer) => answer.url().endsWith(`/${id}/editing`) && answer.request().method() === "DELETE",
    );
    await publisher.page.getByRole("link", { name: t(lang, "content.backToList"), exact: true }).click();
    await expect(publisher.page.getByRole("heading", { level: 2, name: t(lang, "content.kind.notices") })).toBeVisible();
    await closed;
  };

  /** Opens the item in the publisher's browser once the editor's mark is gone from the server,
   * and checks that the page, once it has asked, says nobody else has it open; then leaves it. */
  const publisherFindsItFree = async (id: string, lang: Lang) => {
    await expect
      .poll(async () =>
        (
          (await publisher.page.request.get(`/api/content/notices/${id}?scope=all`)).json() as Promise<{ editing?: unknown }>
        ).then((item) => item.editing ?? null),
      )
      .toBeNull();
    const asked = publisher.page.waitForResponse(
      (answer) => answer.url().endsWith(`/${id}/editing`) && answer.request().method() === "POST",
    );
    await publisher.page.goto(editorOf(id, lang));
    await asked;
    await expect(publisher.page.getByRole("region", { name: t(lang, "review.title") })).toBeVisible();
    await expect(publisher.page.getByText(heldBy(lang))).toHaveCount(0);
    // The publisher leaves within the app, which ends their own mark.
    await publisherLeaves(id, lang);
  };

  /** The publisher opens the item and is told the editor has it open; then leaves it. */
  const publisherSeesItHeld = async (id: string, lang: Lang) => {
    await publisher.page.goto(editorOf(id, lang));
    await expect(publisher.page.getByText(heldBy(lang))).toBeVisible();
    await publisherLeaves(id, lang);
  };

  for (const lang of LANGS) {
    const id = await addNotice(editor.page, `Held ${lang} ${stamp}`);

    // Sending the draft for review hands it on.
    await editorOpens(editor.page, id, lang);
    await publisherSeesItHeld(id, lang);
    const panel = editor.page.getByRole("region", { name: t(lang, "review.title") });
    await panel.getByRole("button", { name: t(lang, "review.submit"), exact: true }).click();
    await expect(editor.page.getByRole("status").filter({ hasText: t(lang, "review.done.submit") })).toBeVisible();
    await publisherFindsItFree(id, lang);

    // Leaving the editor within the app.
    await editorOpens(editor.page, id, lang);
    await publisherSeesItHeld(id, lang);
    await editor.page.getByRole("link", { name: t(lang, "content.backToList"), exact: true }).click();
    await expect(editor.page.getByRole("heading", { level: 2, name: t(lang, "content.kind.notices") })).toBeVisible();
    await publisherFindsItFree(id, lang);

    // Closing the tab.
    const tab = await editor.context.newPage();
    await editorOpens(tab, id, lang);
    await publisherSeesItHeld(id, lang);
    await tab.close({ runBeforeUnload: true });
    await publisherFindsItFree(id, lang);
  }

  // Signing out.
  const id = await addNotice(editor.page, `Held at sign-out ${stamp}`);
  await editorOpens(editor.page, id, "hi");
  await publisherSeesItHeld(id, "hi");
  await editor.page.getByRole("button", { name: t("hi", "admin.logout"), exact: true }).click();
  await expect(editor.page).toHaveURL((url) => url.pathname === "/admin/login");
  await publisherFindsItFree(id, "hi");

  expect(unexpectedErrors(editor.log, [])).toEqual([]);
  expect(unexpectedErrors(publisher.log, [])).toEqual([]);
  await editor.context.close();
  await publisher.context.close();
});
