import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteInfo } from "../../../lib/wasm";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import type { AuditEntry, AuditPage as Page } from "./audit-api";
import { AuditPage } from "./audit-page";

const route = { path: "/admin/audit", page: "admin-audit" } as unknown as RouteInfo;

const signIn: AuditEntry = { id: 12, at: "2026-11-24T06:30:00Z", who: "admin", address: "192.0.2.7", action: "signIn" };
const saved: AuditEntry = {
  id: 11,
  at: "2026-11-24T06:00:00Z",
  who: "r.sharma",
  action: "save",
  kind: "notices",
  item: "water-supply",
  version: 3,
  unreviewed: true,
};
const throttled: AuditEntry = {
  id: 4,
  at: "2026-11-23T20:00:00Z",
  who: "guess",
  action: "signInThrottled",
  detail: "attempts 7",
};

/** GET /api/audit answers the page of `answer` for its query (or the status and body given);
 * GET /api/accounts lists two accounts. Records the audit log's queries. */
function stubApi(answer: (query: URLSearchParams) => Page | { status: number; body: unknown }) {
  const queries: URLSearchParams[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    if (url.pathname === "/api/accounts") {
      return Response.json({
        accounts: [
          { id: 1, username: "admin", role: "admin", disabled: false },
          { id: 2, username: "r.sharma", role: "editor", disabled: false },
        ],
      });
    }
    queries.push(url.searchParams);
    const result = answer(url.searchParams);
    return "status" in result ? Response.json(result.body, { status: result.status }) : Response.json(result);
  });
  vi.stubGlobal("fetch", fetch);
  return queries;
}

function renderPage(address = "/admin/audit?lang=en") {
  const user = userEvent.setup();
  const rendered = renderAt(
    address,
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <AuditPage route={route} />
    </SessionProvider>,
  );
  return { user, ...rendered };
}

afterEach(() => vi.unstubAllGlobals());

describe("the audit log page", () => {
  it("shows each entry in words, in India time, and loads older ones on request", async () => {
    const queries = stubApi((query) =>
      query.get("before") === "11" ? { entries: [throttled] } : { entries: [signIn, saved], next: 11 },
    );
    const { user } = renderPage();
    const table = await screen.findByRole("table", { name: "Entries, newest first" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("24 November 2026, 12:00");
    expect(rows[1]).toHaveTextContent("admin192.0.2.7Signed in");
    expect(rows[2]).toHaveTextContent("Notices: water-supply (version 3)");
    expect(rows[2]).toHaveTextContent("Published without review");
    expect(screen.getByRole("link", { name: "Download these entries (CSV)" })).toHaveAttribute("href", "/api/audit?format=csv");

    await user.click(screen.getByRole("button", { name: "Load older entries" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(within(table).getAllByRole("row")[3]).toHaveTextContent("Sign-in attempts held back (too many)");
    expect(within(table).getAllByRole("row")[3]).toHaveTextContent("7 attempts in all");
    expect(screen.getByText("3 entries shown.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("button", { name: "Load older entries" })).toBeNull();
    expect(queries.map((query) => query.toString())).toEqual(["", "before=11"]);
  });

  it("takes its filters from the address and puts the form's into it", async () => {
    const queries = stubApi(() => ({ entries: [saved] }));
    const { user } = renderPage("/admin/audit?who=r.sharma&kind=notices&lang=en");
    await screen.findByRole("table");
    expect(screen.getByLabelText("Person")).toHaveValue("r.sharma");
    expect(screen.getByLabelText("Kind")).toHaveValue("notices");
    expect(screen.getByRole("link", { name: "Download these entries (CSV)" })).toHaveAttribute(
      "href",
      "/api/audit?who=r.sharma&kind=notices&format=csv",
    );

    await user.selectOptions(screen.getByLabelText("Action"), "save");
    await user.clear(screen.getByLabelText("Person"));
    await user.click(screen.getByRole("button", { name: "Show entries" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/admin/audit?kind=notices&action=save&lang=en"),
    );
    await waitFor(() =>
      expect(queries.map((query) => query.toString())).toEqual(["who=r.sharma&kind=notices", "kind=notices&action=save"]),
    );
  });

  it("says which filter the server refused, linked to its field", async () => {
    stubApi(() => ({ status: 422, body: { errors: { to: ["before_start"] } } }));
    renderPage("/admin/audit?from=2026-11-25&to=2026-11-24&lang=en");
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(within(summary).getByRole("link", { name: "The last day cannot be before the first." })).toHaveAttribute(
      "href",
      "#audit-to",
    );
    expect(screen.getByLabelText("To (day, included)")).toHaveAccessibleDescription(
      expect.stringContaining("The last day cannot be before the first."),
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when nothing matches, and offers to try again when the log cannot be loaded", async () => {
    stubApi(() => ({ entries: [] }));
    renderPage("/admin/audit?action=takeOver&lang=hi");
    expect(await screen.findByText("इस छँटाई से कोई प्रविष्टि मेल नहीं खाती।")).toBeInTheDocument();
    vi.unstubAllGlobals();

    let fail = true;
    stubApi(() => (fail ? { status: 500, body: {} } : { entries: [signIn] }));
    const { user } = renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The log could not be loaded.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });
});
