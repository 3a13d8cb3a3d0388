// Shared pieces of the dashboard's tests (not a test file itself): the mocked API, sample
// events, image files, and the page rendered inside a session as the guard would.
import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeEach, vi } from "vitest";
import { getJson, sendForm, sendJson } from "../../../lib/api";
import type { StaffEvent } from "../../../lib/events";
import type { RouteInfo } from "../../../lib/wasm";
import { renderAt } from "../../../test/render";
import { SessionProvider, type Permission } from "../session";
import { WaitingProvider } from "../waiting";
import { DashboardPage } from "./dashboard-page";

/**
 * The API's calls as mocks, reset before each test: the staff's list of events (GET
 * /api/content/events?scope=all), what waits for the signed-in person (GET
 * /api/content-waiting: nothing, unless a test says), the accounts (GET /api/accounts), the
 * multipart saves and the deletes. The test file itself must say `vi.mock("../../../lib/api")`
 * (Vitest takes vi.mock from test files only), which puts lib/__mocks__/api.ts in place of
 * lib/api.ts.
 */
export function mockedApi() {
  const api = {
    getEvents: vi.fn(),
    getWaiting: vi.fn(),
    getAccounts: vi.fn(),
    send: vi.mocked(sendForm),
    remove: vi.mocked(sendJson),
  };
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    api.getWaiting.mockResolvedValue({ review: [], returned: [], drafts: [] });
    api.getAccounts.mockResolvedValue({ accounts: [] });
    vi.mocked(getJson).mockReset();
    vi.mocked(getJson).mockImplementation((path: string, init?: unknown) => {
      if (path === "/content-waiting") return api.getWaiting(path, init) as Promise<unknown>;
      if (path === "/accounts") return api.getAccounts(path, init) as Promise<unknown>;
      return api.getEvents(path, init) as Promise<unknown>;
    });
  });
  return api;
}

/** The head of a 640×480 PNG: enough for wasm-core to recognise it. */
const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0x80, 0, 0, 1, 0xe0,
];

export const pngFile = (name: string) => new File([new Uint8Array(PNG_HEAD)], name, { type: "image/png" });
export const textFile = (name: string) => new File(["just some notes"], name, { type: "text/plain" });

export const CAMP: StaffEvent = {
  id: "camp",
  title: { en: "Health Camp", hi: "स्वास्थ्य शिविर" },
  description: { en: "Free check-ups.", hi: "निःशुल्क जाँच।" },
  date: "2026-03-12",
  location: { en: "Town hall", hi: "नगर भवन" },
  category: "health",
  images: ["/uploads/aa.png", "/uploads/bb.png"],
  status: "published",
};

export const TREES: StaffEvent = {
  id: "trees",
  title: { en: "Tree Planting", hi: "" },
  description: { en: "Saplings on the ring road.", hi: "रिंग रोड पर पौधे।" },
  date: "2026-07-05",
  location: null,
  category: "environment",
  images: [],
  status: "draft",
};

/** The answer of `GET /api/content/events?scope=all` with these events (any records). */
export const staffList = (...items: unknown[]) => ({ items });

const ROUTE: RouteInfo = { path: "/admin/dashboard", page: "admin-dashboard", layout: "bare", titleKey: "page.admin-dashboard" };

/** What jsdom lacks besides <dialog>'s modal methods (../../../test/dialog.ts): scrolling (the
 * error summary's links scroll to their field). */
function installBrowserGaps() {
  if (!Reflect.has(Element.prototype, "scrollIntoView")) {
    Element.prototype.scrollIntoView = () => {};
  }
}

/** What each role may do, as the server's session answer says it. */
const MAY: Record<string, Permission[]> = {
  editor: ["edit", "upload"],
  publisher: ["edit", "upload", "publish"],
  admin: ["edit", "upload", "publish", "manageAccounts"],
};

/** The dashboard at /admin/dashboard in `lang`, signed in as "clerk", by default a publisher
 * (who manages the events), with what waits for them as the guard shares it (from the same
 * mocked `getJson`). */
export function renderDashboard(lang: "en" | "hi" = "en", role: keyof typeof MAY = "publisher") {
  installBrowserGaps();
  return renderAt(
    `/admin/dashboard?lang=${lang}`,
    <SessionProvider user={{ id: 7, username: "clerk", role, may: MAY[role] }}>
      <WaitingProvider>
        <DashboardPage route={ROUTE} />
      </WaitingProvider>
    </SessionProvider>,
  );
}

/** The field labelled `label` (exactly). */
export const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** Fills every required field of the English form with a valid new event. */
export async function fillNewEvent(user: UserEvent, title = "Yoga Day") {
  await user.type(field("Title (English)"), title);
  await user.type(field("Title (Hindi)"), "योग दिवस");
  await user.type(field("Description (English)"), "Yoga in the park.");
  await user.type(field("Description (Hindi)"), "पार्क में योग।");
  await user.type(field("Date"), "2026-06-21");
  await user.selectOptions(field("Category"), "health");
}
