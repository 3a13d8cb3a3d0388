import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import { ItemReview } from "./item-review";
import type { ReviewState } from "./review-api";

const state: ReviewState = {
  owner: "admin",
  due: "2027-02-28",
  setByHand: false,
  checks: [
    { at: "2026-12-01T20:00:00Z", by: "r.sharma" },
    { at: "2026-11-02T06:00:00Z", by: "admin" },
  ],
};

/** GET the review state `state`, the owners two accounts; PUT and POST answer `answer`.
 * Records the bodies sent. */
function stubApi(answer: (method: string, body: unknown) => { status: number; body: unknown }) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/review/owners") return Response.json({ owners: ["admin", "r.sharma"] });
    if (method === "GET") return Response.json(state);
    const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
    sent.push({ method, path: url.pathname, body });
    const { status, body: reply } = answer(method, body);
    return Response.json(reply, { status });
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

function renderSection() {
  const user = userEvent.setup();
  renderAt(
    "/admin/content?kind=people&item=asha-verma&lang=en",
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <ItemReview kind="people" id="asha-verma" version={3} />
    </SessionProvider>,
  );
  return { user };
}

afterEach(() => vi.unstubAllGlobals());

describe("the review section of the content editor", () => {
  it("shows the owner, the day it is due and its checks, newest first", async () => {
    stubApi(() => ({ status: 200, body: state }));
    renderSection();
    const section = await screen.findByRole("group", { name: "Review of this item" });
    expect(within(section).getByLabelText("Owner")).toHaveValue("admin");
    expect(within(section).getByLabelText("Review by (day)")).toHaveValue("");
    expect(section).toHaveTextContent("Due for review on 28 February 2027.");
    const checks = within(section).getAllByRole("listitem");
    expect(checks.map((check) => check.textContent)).toEqual(["2 December 2026, by r.sharma", "2 November 2026, by admin"]);
  });

  it("saves another owner and a day set by hand", async () => {
    const saved: ReviewState = { ...state, owner: "r.sharma", due: "2027-04-01", setByHand: true };
    const sent = stubApi(() => ({ status: 200, body: saved }));
    const { user } = renderSection();
    const section = await screen.findByRole("group", { name: "Review of this item" });
    await user.selectOptions(within(section).getByLabelText("Owner"), "r.sharma");
    await user.type(within(section).getByLabelText("Review by (day)"), "2027-04-01");
    await user.click(within(section).getByRole("button", { name: "Save owner and review day" }));
    await waitFor(() => expect(within(section).getByRole("status")).toHaveTextContent("The owner and review day are saved."));
    expect(sent).toEqual([
      { method: "PUT", path: "/api/review/people/asha-verma", body: { owner: "r.sharma", reviewBy: "2027-04-01" } },
    ]);
    expect(section).toHaveTextContent("Due for review on 1 April 2027, a day set by hand.");
    expect(within(section).getByLabelText("Review by (day)")).toHaveValue("2027-04-01");
  });

  it("says the server's problems under their fields", async () => {
    stubApi(() => ({ status: 422, body: { errors: { reviewBy: ["invalid"] } } }));
    const { user } = renderSection();
    const section = await screen.findByRole("group", { name: "Review of this item" });
    await user.type(within(section).getByLabelText("Review by (day)"), "2026-01-01");
    await user.click(within(section).getByRole("button", { name: "Save owner and review day" }));
    const field = within(section).getByLabelText("Review by (day)");
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining("Enter a day that is today or later.")),
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(within(section).getByRole("alert")).toHaveTextContent("The owner and review day were not saved.");
  });

  it("marks it checked, still correct", async () => {
    const after: ReviewState = {
      ...state,
      due: "2027-06-02",
      checks: [{ at: "2027-03-02T05:00:00Z", by: "admin" }, ...state.checks],
    };
    const sent = stubApi(() => ({ status: 200, body: after }));
    const { user } = renderSection();
    const section = await screen.findByRole("group", { name: "Review of this item" });
    await user.click(within(section).getByRole("button", { name: "Checked, still correct" }));
    await waitFor(() => expect(within(section).getByRole("status")).toHaveTextContent("Marked as checked and still correct."));
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(["POST /api/review/people/asha-verma/checked"]);
    expect(within(section).getAllByRole("listitem")[0]).toHaveTextContent("2 March 2027, by admin");
  });
});
