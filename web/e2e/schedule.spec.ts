/**
 * Scheduled and expiring content changes the site at its moment, with nobody doing anything:
 * a server of this spec's own runs its clock ahead (`--clock-ahead`) to a little before the
 * end of a day in India. A notice valid until that day and a notice to be published at its end
 * are saved; when the day ends, the server's rendering schedule wakes by itself and renders the
 * pages again: the first notice leaves the home page for the notices' archive, the second
 * appears on the home page. Checked in the HTML the server renders (as a browser without
 * JavaScript gets it), in the public API, and in the app, in both languages. Real server, real
 * render worker, real clock waiting.
 */
import { request as apiRequest, type APIRequestContext } from "@playwright/test";
import { startServer, type StartedServer } from "../../bench/lib/server.mjs";
import { ADMIN_PASSWORD } from "./admin-support";
import { expect, test } from "./fixtures";
import { LANGS, withLang } from "./support";

/** Seconds of the server's clock between the saves and the end of the day. */
const LEAD_SECONDS = 40;
const INDIA_OFFSET_SECONDS = 5.5 * 3600;
const DAY_SECONDS = 86_400;

/** The server's clock offset that puts its "now" `LEAD_SECONDS` before the end of a day in
 * India, that day (`YYYY-MM-DD`) and the moment it ends (seconds since the epoch). */
function justBeforeMidnight(): { ahead: number; day: string; end: number } {
  const now = Math.floor(Date.now() / 1000);
  const end = (Math.floor((now + INDIA_OFFSET_SECONDS) / DAY_SECONDS) + 1) * DAY_SECONDS - INDIA_OFFSET_SECONDS;
  const ahead = end - LEAD_SECONDS - now;
  const chosen = ahead >= 0 ? { ahead, end } : { ahead: ahead + DAY_SECONDS, end: end + DAY_SECONDS };
  const day = new Date((chosen.end - 1 + INDIA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
  return { ...chosen, day };
}

const tag = Date.now() % 100000;
const EXPIRING = { en: `Water supply shutdown notice ${tag}`, hi: `जल आपूर्ति बंद रहने की सूचना ${tag}` };
const SCHEDULED = { en: `Property tax camp notice ${tag}`, hi: `संपत्तिकर शिविर की सूचना ${tag}` };

let server: StartedServer;
let api: APIRequestContext;
let moment: ReturnType<typeof justBeforeMidnight>;

test.beforeAll(async () => {
  moment = justBeforeMidnight();
  server = await startServer({
    bin: process.env.SMC_E2E_SERVER_BIN!,
    webDir: process.env.SMC_E2E_WEB_DIR!,
    env: { SMC_CLOCK_AHEAD: `${moment.ahead}s`, SMC_ADMIN_PASSWORD: ADMIN_PASSWORD },
  });
  const origin = { origin: server.url };
  api = await apiRequest.newContext({ baseURL: server.url, extraHTTPHeaders: origin });
  const login = await api.post("/api/scm-auth/login", { data: { username: "admin", password: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** The HTML the server sends for `path` in `lang`, as a browser without JavaScript gets it. */
async function rendered(path: string, lang: "en" | "hi"): Promise<string> {
  const response = await api.get(withLang(path, lang));
  expect(response.status()).toBe(200);
  return response.text();
}

/** The English titles of the notices the public API lists (`?status=archived`: the archive). */
async function listed(query = ""): Promise<string[]> {
  const response = await api.get(`/api/content/notices${query}`);
  const { items } = (await response.json()) as { items: { title: { en: string } }[] };
  return items.map((item) => item.title.en);
}

test("a notice leaves for the archive when its last day ends and a scheduled one appears, without anyone acting", async ({
  page,
}) => {
  test.setTimeout((LEAD_SECONDS + 60) * 1000);
  const pdf = "/files/notices/property-tax-rebate-2026.pdf";
  const endsAt = new Date(moment.end * 1000).toISOString().replace(".000Z", "Z");
  for (const [title, schedule] of [
    [EXPIRING, { validUntil: moment.day }],
    [SCHEDULED, { publishAt: endsAt }],
  ] as const) {
    const saved = await api.post("/api/content/notices", { data: { title, date: moment.day, pdf, ...schedule } });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  // Before the day ends (the server's clock): the first is current, the second not yet shown.
  const secondsLeft = moment.end - (Math.floor(Date.now() / 1000) + moment.ahead);
  expect(secondsLeft, "the saves ended before the day did").toBeGreaterThan(5);
  expect(await listed()).toContain(EXPIRING.en);
  expect(await listed()).not.toContain(SCHEDULED.en);
  for (const lang of LANGS) {
    const home = await rendered("/", lang);
    expect(home).toContain(EXPIRING[lang]);
    expect(home).not.toContain(SCHEDULED[lang]);
    expect(await rendered("/archive/notices", lang)).not.toContain(EXPIRING[lang]);
  }

  // After it: rendered again by the server's own schedule, nothing else sent to it.
  const waitMs = (secondsLeft + 30) * 1000;
  for (const lang of LANGS) {
    await expect
      .poll(
        async () => {
          const home = await rendered("/", lang);
          return [home.includes(EXPIRING[lang]), home.includes(SCHEDULED[lang])];
        },
        { timeout: waitMs, intervals: [1000] },
      )
      .toEqual([false, true]);
    expect(await rendered("/archive/notices", lang)).toContain(EXPIRING[lang]);
  }
  expect(await listed()).toContain(SCHEDULED.en);
  expect(await listed()).not.toContain(EXPIRING.en);
  expect(await listed("?status=archived")).toContain(EXPIRING.en);

  // The app, once it has hydrated the pages, shows the same.
  for (const lang of LANGS) {
    await page.goto(`${server.url}${withLang("/archive/notices", lang)}`);
    await expect(page.getByRole("row").filter({ hasText: EXPIRING[lang] })).toBeVisible();
    await page.goto(`${server.url}${withLang("/", lang)}`);
    await expect(page.getByRole("link", { name: SCHEDULED[lang] }).first()).toBeAttached();
    await expect(page.getByText(EXPIRING[lang])).toHaveCount(0);
  }
});
