import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteInfo } from "../../../lib/wasm";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import { SubscribersPage } from "./subscribers-page";

const route = { path: "/admin/subscribers", page: "admin-subscribers" } as unknown as RouteInfo;

const counts = {
  confirmed: 3,
  waiting: 1,
  byTopic: { notices: 2, tenders: 1, recruitment: 0, events: 0, alerts: 3 },
  byFrequency: { immediate: 2, daily: 1 },
  byLang: { en: 1, hi: 2 },
};
const sunita = {
  email: "sunita@example.in",
  lang: "hi",
  topics: ["tenders", "alerts"],
  frequency: "immediate",
  askedAt: "2026-11-20T04:30:00Z",
  confirmedAt: "2026-11-20T04:35:00Z",
};

/** The API as the server answers an admin: the counts, Sunita's record (until removed); records
 * each call's method and address. */
function stubApi() {
  const calls: string[] = [];
  let removed = false;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === "/api/subscribers") return Response.json(removed ? { ...counts, confirmed: 2 } : counts);
    if (url.searchParams.get("email") !== sunita.email || removed) {
      return Response.json({ error: { code: "not_found" } }, { status: 404 });
    }
    if (method === "DELETE") {
      removed = true;
      return new Response(null, { status: 204 });
    }
    return Response.json(sunita);
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function renderPage(lang: "en" | "hi") {
  const user = userEvent.setup();
  renderAt(
    `/admin/subscribers?lang=${lang}`,
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <SubscribersPage route={route} />
    </SessionProvider>,
  );
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe("the subscribers page", () => {
  it("shows the counts, by topic, frequency and language, in the page language", async () => {
    stubApi();
    renderPage("hi");
    const byTopic = await screen.findByRole("table", { name: "विषय के अनुसार पुष्टि किए हुए सदस्य" });
    expect(within(byTopic).getByRole("row", { name: "आपातकालीन चेतावनियाँ 3" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "आवृत्ति के अनुसार पुष्टि किए हुए सदस्य" })).toHaveTextContent("दिन में एक बार1");
    expect(screen.getByRole("table", { name: "भाषा के अनुसार पुष्टि किए हुए सदस्य" })).toHaveTextContent("हिंदी2");
    expect(screen.getByText("पुष्टि किए हुए सदस्य").nextElementSibling).toHaveTextContent("3");
  });

  it("looks one subscriber up, shows what is kept, and removes it only after the confirmation", async () => {
    const calls = stubApi();
    const user = renderPage("en");
    await screen.findByRole("table", { name: "Confirmed subscribers by topic" });
    await user.type(screen.getByLabelText("Subscriber's e-mail address"), "nobody@example.in");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    const missing = await screen.findByText("No subscriber has the address nobody@example.in.");
    expect(missing.closest("[role=status]")).toHaveFocus();

    await user.clear(screen.getByLabelText("Subscriber's e-mail address"));
    await user.type(screen.getByLabelText("Subscriber's e-mail address"), sunita.email);
    await user.click(screen.getByRole("button", { name: "Look up" }));
    const kept = await screen.findByRole("heading", { name: `What is kept of ${sunita.email}` });
    await waitFor(() => expect(kept).toHaveFocus());
    const found = kept.closest("section")!;
    expect(found).toHaveTextContent("Tenders, Emergency alerts");
    expect(found).toHaveTextContent("हिंदी");
    expect(found).toHaveTextContent("At once");

    await user.click(within(found).getByRole("button", { name: "Remove this subscriber" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this subscriber?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((call) => call.startsWith("DELETE"))).toEqual([]);

    await user.click(within(found).getByRole("button", { name: "Remove this subscriber" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove this subscriber" }));
    const removed = await screen.findByText(`The subscriber ${sunita.email} was removed.`);
    await waitFor(() => expect(removed.closest("[role=status]")).toHaveFocus());
    expect(calls).toContain(`DELETE /api/subscribers/one?email=${encodeURIComponent(sunita.email)}`);
    // The counts are read again.
    await waitFor(() => expect(calls.filter((call) => call === "GET /api/subscribers")).toHaveLength(2));
  });
});
