import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import { AccountRow } from "./account-row";
import type { Account } from "./accounts-api";

const clerk: Account = { id: 2, username: "r.sharma", role: "editor", disabled: false, email: null };

/** PUT /api/accounts/r.sharma answers `answer` for the body sent; records the bodies. */
function stubApi(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(init!.body as string) as Record<string, unknown>;
      sent.push(body);
      const { status, body: reply } = answer(body);
      return Response.json(reply, { status });
    }),
  );
  return sent;
}

function renderRow(account = clerk) {
  const user = userEvent.setup();
  const onChanged = vi.fn();
  renderAt(
    "/admin/accounts?lang=en",
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <ul>
        <AccountRow account={account} onChanged={onChanged} />
      </ul>
    </SessionProvider>,
  );
  return { user, onChanged };
}

afterEach(() => vi.unstubAllGlobals());

describe("an account's mail address", () => {
  it("is set, and removed with an empty field", async () => {
    const sent = stubApi((body) => ({ status: 200, body: { ...clerk, email: body.email || null } }));
    const { user, onChanged } = renderRow();
    const field = screen.getByLabelText("E-mail address of r.sharma");
    await user.type(field, "r.sharma@example.gov.in");
    await user.click(screen.getByRole("button", { name: "Save e-mail address" }));
    expect(await screen.findByText("The e-mail address of r.sharma is saved.")).toHaveAttribute("role", "status");
    expect(onChanged).toHaveBeenCalledWith({ ...clerk, email: "r.sharma@example.gov.in" });

    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save e-mail address" }));
    expect(await screen.findByText(/r\.sharma has no e-mail address now/)).toHaveAttribute("role", "status");
    expect(sent).toEqual([{ email: "r.sharma@example.gov.in" }, { email: "" }]);
  });

  it("that the server refuses is said under the field", async () => {
    stubApi(() => ({ status: 422, body: { errors: { email: ["invalid_email"] } } }));
    const { user } = renderRow({ ...clerk, email: "old@example.in" });
    const field = screen.getByLabelText("E-mail address of r.sharma");
    expect(field).toHaveValue("old@example.in");
    await user.clear(field);
    await user.type(field, "not an address");
    await user.click(screen.getByRole("button", { name: "Save e-mail address" }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining("Enter an e-mail address such as name@example.gov.in.")),
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
  });
});
