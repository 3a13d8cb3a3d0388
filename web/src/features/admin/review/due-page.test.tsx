import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteInfo } from "../../../lib/wasm";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import { DuePage } from "./due-page";
import type { DueItem, ReviewState } from "./review-api";

const route = { path: "/admin/review", page: "admin-review" } as unknown as RouteInfo;

const person: DueItem = {
  kind: "people",
  id: "asha-verma",
  label: "Asha Verma",
  owner: "admin",
  due: "2027-02-20",
  publishedAt: "2026-11-20T06:00:00Z",
  lastCheck: null,
};
const ward: DueItem = {
  kind: "wards",
  id: "ward-12",
  label: "Ward 12",
  owner: "r.sharma",
  due: "2027-03-01",
  publishedAt: "2026-11-20T06:00:00Z",
  lastCheck: { at: "2026-12-01T20:00:00Z", by: "r.sharma" },
};
const checked: ReviewState = { owner: "admin", due: "2027-06-05", setByHand: false, checks: [] };

/** GET /api/review answers `items` (filtered as the server does), GET /api/review/owners two
 * accounts, POST …/checked `checked` or `refuse`. Records each call's method and address. */
function stubApi({ items = [person, ward], refuse }: { items?: DueItem[]; refuse?: { status: number; body: unknown } } = {}) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    calls.push(`${init?.method ?? "GET"} ${url.pathname}${url.search}`);
    if (url.pathname === "/api/review/owners") return Response.json({ owners: ["admin", "r.sharma"] });
    if (url.pathname.endsWith("/checked")) {
      return refuse ? Response.json(refuse.body, { status: refuse.status }) : Response.json(checked);
    }
    const kind = url.searchParams.get("kind");
    const owner = url.searchParams.get("owner");
    return Response.json({
      today: "2027-03-02",
      items: items.filter((item) => (!kind || item.kind === kind) && (!owner || item.owner === owner)),
    });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function renderPage(address = "/admin/review?lang=en") {
  const user = userEvent.setup();
  const rendered = renderAt(
    address,
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <DuePage route={route} />
    </SessionProvider>,
  );
  return { user, ...rendered };
}

afterEach(() => vi.unstubAllGlobals());

describe("the page of what is due for review", () => {
  it("lists the items due, the longest due first, each linked to its editor", async () => {
    stubApi();
    renderPage();
    const table = await screen.findByRole("table", { name: "Items due for review on 2 March 2027, the longest due first" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Item", "Kind", "Owner", "Due since", "Last checked", "Action"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Asha Verma");
    expect(rows[0]).toHaveTextContent("Telephone directory: people");
    expect(rows[0]).toHaveTextContent("20 February 2027");
    expect(rows[0]).toHaveTextContent("Never");
    expect(rows[1]).toHaveTextContent("2 December 2026, by r.sharma");
    expect(within(rows[0]).getByRole("link", { name: "Asha Verma" })).toHaveAttribute(
      "href",
      "/admin/content?kind=people&item=asha-verma&lang=en",
    );
  });

  it("names an item of a kind that is one document, which comes without a label, by its kind", async () => {
    stubApi({ items: [{ ...ward, kind: "contact", id: "contact", label: "" }] });
    renderPage();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("link", { name: "Contact page" })).toHaveAttribute(
      "href",
      "/admin/content?kind=contact&item=contact&lang=en",
    );
    expect(within(table).getByRole("button", { name: "Checked, still correct: Contact page" })).toBeInTheDocument();
  });

  it("takes its filters from the address and puts the form's into it", async () => {
    const calls = stubApi();
    const { user } = renderPage("/admin/review?owner=r.sharma&lang=en");
    await screen.findByRole("table");
    await waitFor(() => expect(screen.getByLabelText("Owner")).toHaveValue("r.sharma"));
    expect(screen.getAllByRole("row")).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText("Owner"), "");
    await user.selectOptions(screen.getByLabelText("Kind"), "people");
    await user.click(screen.getByRole("button", { name: "Show items" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/review?kind=people&lang=en"));
    await waitFor(() => expect(calls).toContain("GET /api/review?kind=people"));
    expect(calls).toContain("GET /api/review?owner=r.sharma");
  });

  it("says when nothing is due, and when nothing matching the filters is", async () => {
    stubApi({ items: [] });
    const { navigate } = renderPage();
    expect(await screen.findByText("Nothing is due for review.")).toBeInTheDocument();
    void navigate("/admin/review?kind=wards&lang=en");
    expect(await screen.findByText("Nothing that matches these filters is due for review.")).toBeInTheDocument();
  });

  it("takes a row checked and still correct out of the list and says so", async () => {
    const calls = stubApi();
    const { user } = renderPage();
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "Checked, still correct: Asha Verma" }));
    const status = await screen.findByText("“Asha Verma” is marked as checked and still correct. It is next due on 5 June 2027.");
    expect(status.closest("[role=status]")).not.toBeNull();
    expect(within(table).queryByText("Asha Verma")).toBeNull();
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(calls).toContain("POST /api/review/people/asha-verma/checked");
  });

  it("says why a check was refused, and keeps the row", async () => {
    stubApi({ refuse: { status: 422, body: { errors: { item: ["not_on_site"] } } } });
    const { user } = renderPage();
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "Checked, still correct: Asha Verma" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("“Asha Verma” was not marked as checked.");
    expect(alert).toHaveTextContent("It is not on the site, so there is nothing to check.");
    expect(within(table).getByText("Asha Verma")).toBeInTheDocument();
  });
});
