/**
 * The staff's inbox of citizens' feedback in Chromium against the real server: a message a
 * citizen posts shows with its sender; the filters by status, category and ward narrow the list
 * and stay in the address; forwarding with a reply updates the list and the citizen's status
 * page; an editor sees the inbox too. axe in both languages, and no wider than a 375 px phone.
 */
import type { Page } from "@playwright/test";
import { ADMIN_URL, ADMIN_USER, freshAdminPage, logIn, submitLogin } from "./admin-support";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { LANGS, t, withLang, type Lang } from "./support";

test.use({ baseURL: ADMIN_URL });

const ORIGIN = new URL(ADMIN_URL).origin;

/** Posts a citizen's message as the feedback form does; its tracking number. (The server takes
 * five messages an hour from one address: the specs post four.) */
async function postMessage(page: Page, message: Record<string, unknown>): Promise<string> {
  const sent = await page.request.post("/api/feedback", {
    data: { homepage: "", fillMs: 5000, ...message },
    headers: { origin: ORIGIN },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { trackingId: string }).trackingId;
}

/** The inbox's entry of the message `id`. */
const entry = (page: Page, id: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: id }) });

/** Sets the inbox's filters in `lang` and shows the messages they keep. */
async function filter(page: Page, lang: Lang, filters: { status?: string; category?: string; ward?: string }) {
  await page.getByLabel(t(lang, "inbox.filter.status"), { exact: true }).selectOption(filters.status ?? "");
  await page.getByLabel(t(lang, "inbox.filter.category"), { exact: true }).selectOption(filters.category ?? "");
  await page.getByLabel(t(lang, "inbox.filter.ward"), { exact: true }).fill(filters.ward ?? "");
  await page.getByRole("button", { name: t(lang, "inbox.filter.submit"), exact: true }).click();
}

test("a citizen's message shows in the inbox, is filtered, forwarded with a reply, and an editor sees it", async ({
  page,
  browser,
  errorLog,
}) => {
  const stamp = Date.now();
  await logIn(page, "en");
  const water = `No water in our lane since Monday (${stamp}).`;
  const waterId = await postMessage(page, {
    category: "water",
    message: water,
    ward: 12,
    page: "/contact",
    name: "Asha Verma",
    phone: "+91 98765 43210",
    email: "asha.verma@example.in",
  });
  const roadsId = await postMessage(page, { category: "roads", message: `A pothole near the bus stand (${stamp}).` });

  await page.getByRole("link", { name: t("en", "admin.feedbackLink"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "page.admin-feedback"));
  const waterEntry = entry(page, waterId);
  await expect(waterEntry).toContainText(t("en", "inbox.category.water"));
  await expect(waterEntry).toContainText(t("en", "inbox.status.received"));
  await expect(entry(page, roadsId)).toContainText(t("en", "inbox.category.roads"));
  await waterEntry.getByText(t("en", "inbox.open"), { exact: true }).click();
  await expect(waterEntry.getByText(water, { exact: true })).toBeVisible();
  await expect(waterEntry.getByText("Asha Verma", { exact: true })).toBeVisible();
  await expect(waterEntry.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", /^tel:\+?91/);
  await expect(waterEntry.getByRole("link", { name: "asha.verma@example.in" })).toHaveAttribute(
    "href",
    "mailto:asha.verma@example.in",
  );
  await expect(waterEntry.getByRole("link", { name: "/contact" })).toBeVisible();

  // Filters by status, category and ward, held in the address.
  await filter(page, "en", { status: "received", category: "water", ward: "12" });
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("status") === "received" &&
      url.searchParams.get("category") === "water" &&
      url.searchParams.get("ward") === "12",
  );
  await expect(waterEntry).toBeVisible();
  await expect(entry(page, roadsId)).toHaveCount(0);
  await filter(page, "en", { category: "roads" });
  await expect(entry(page, roadsId)).toBeVisible();
  await expect(waterEntry).toHaveCount(0);
  await filter(page, "en", { ward: "12" });
  await expect(waterEntry).toBeVisible();
  await expect(entry(page, roadsId)).toHaveCount(0);
  await page.getByRole("link", { name: t("en", "inbox.filter.clear"), exact: true }).click();
  await expect(entry(page, roadsId)).toBeVisible();

  // An answer that changes nothing is refused in the page, with the error summary.
  await waterEntry.getByText(t("en", "inbox.open"), { exact: true }).click();
  const save = waterEntry.getByRole("button", { name: t("en", "inbox.answer.submit"), exact: true });
  await save.click();
  await expect(waterEntry.getByRole("alert")).toContainText(t("en", "inbox.problem.status.nothing"));
  await expect(waterEntry.getByLabel(t("en", "inbox.answer.status"), { exact: true })).toBeFocused();

  // Forwarded with a reply, and given to the admin.
  const reply = `Sent to the water works department (${stamp}).`;
  await waterEntry.getByLabel(t("en", "inbox.answer.status"), { exact: true }).selectOption("forwarded");
  await waterEntry.getByLabel(t("en", "inbox.answer.reply"), { exact: true }).fill(reply);
  await waterEntry.getByLabel(t("en", "inbox.answer.assignee"), { exact: true }).selectOption("me");
  await save.click();
  const saved = waterEntry.getByRole("status").filter({
    hasText: t("en", "inbox.saved", { id: waterId, status: t("en", "inbox.status.forwarded") }),
  });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();
  await expect(waterEntry.locator(".inbox-item__facts")).toContainText(t("en", "inbox.status.forwarded"));
  await expect(waterEntry.locator(".inbox-item__facts")).toContainText(ADMIN_USER);
  await expect(waterEntry.getByText(reply, { exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  const status = await page.request.get(`/api/feedback/${waterId}`);
  expect(status.status()).toBe(200);
  const view = (await status.json()) as { steps: { status: string }[]; reply: { text: string } | null };
  expect(view.steps.map((step) => step.status)).toEqual(["received", "forwarded"]);
  expect(view.reply?.text).toBe(reply);

  await page.goto("/admin/feedback?status=forwarded&lang=en");
  await expect(entry(page, waterId)).toBeVisible();
  await expect(entry(page, roadsId)).toHaveCount(0);
  await expect(page.getByLabel(t("en", "inbox.filter.status"), { exact: true })).toHaveValue("forwarded");

  // An editor reads the inbox too.
  const username = `editor.${stamp % 100000}`;
  const password = "the editor's first passphrase";
  const created = await page.request.post("/api/accounts", {
    data: { username, password, role: "editor" },
    headers: { origin: ORIGIN },
  });
  expect(created.status()).toBe(201);
  const editor = await freshAdminPage(browser);
  await editor.page.goto(withLang("/admin/login", "en"));
  await submitLogin(editor.page, "en", username, password);
  await expect(editor.page).toHaveURL((url) => url.pathname === "/admin/dashboard", { timeout: 10_000 });
  await editor.page.getByRole("link", { name: t("en", "admin.feedbackLink"), exact: true }).click();
  await expect(editor.page.getByRole("heading", { level: 1 })).toHaveText(t("en", "page.admin-feedback"));
  await expect(entry(editor.page, waterId)).toContainText(t("en", "inbox.status.forwarded"));
  await editor.context.close();
  expect(errorLog.errors()).toEqual([]);
});

for (const lang of LANGS) {
  test(`the feedback inbox passes axe and fits a phone (${lang})`, async ({ page, errorLog }) => {
    await logIn(page, lang);
    const id = await postMessage(page, {
      category: "sanitation",
      message: lang === "hi" ? "हमारी गली में एक सप्ताह से कचरा नहीं उठाया गया है।" : "Garbage has not been collected for a week.",
      ward: 3,
      name: lang === "hi" ? "रमेश कुमार" : "Ramesh Kumar",
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(withLang("/admin/feedback", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "page.admin-feedback"));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const item = entry(page, id);
    await expect(item).toContainText(t(lang, "inbox.category.sanitation"));
    await item.getByText(t(lang, "inbox.open"), { exact: true }).click();
    await expect(item.getByLabel(t(lang, "inbox.answer.reply"), { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t(lang, "common.loading") })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errorLog.errors()).toEqual([]);
  });
}
