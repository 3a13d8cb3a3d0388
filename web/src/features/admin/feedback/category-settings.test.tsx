import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import { CategorySettingsSection } from "./category-settings";

const CATEGORIES = ["sanitation", "water", "roads", "streetlights", "drainage", "property-tax", "website", "other"];
const DAYS: Record<string, number> = { water: 2, streetlights: 3 };

/** GET /api/feedback-settings answers the defaults, GET /api/review/owners two accounts, PUT
 * what was sent or `refuse`. Records each call's method, address and body. */
function stubApi(refuse?: { status: number; body: unknown }) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    calls.push(`${init?.method ?? "GET"} ${url.pathname} ${typeof init?.body === "string" ? init.body : ""}`.trim());
    if (url.pathname === "/api/review/owners") return Response.json({ owners: ["admin", "r.sharma"] });
    if (init?.method === "PUT") {
      if (refuse) return Response.json(refuse.body, { status: refuse.status });
      const sent = JSON.parse(init.body as string) as object;
      return Response.json({ category: url.pathname.split("/").at(-1), ...sent });
    }
    return Response.json({
      categories: CATEGORIES.map((category) => ({ category, answerDays: DAYS[category] ?? 7, escalateTo: null })),
    });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function renderSection(lang = "en") {
  const user = userEvent.setup();
  renderAt(
    `/admin/feedback?lang=${lang}`,
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <CategorySettingsSection />
    </SessionProvider>,
  );
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe("each category's time to answer and escalation account", () => {
  it("lists every category with its days and the accounts to choose from, and saves one", async () => {
    const calls = stubApi();
    const user = renderSection();
    const water = await screen.findByRole("group", { name: "Water supply" });
    expect(screen.getAllByRole("group")).toHaveLength(CATEGORIES.length);
    const days = within(water).getByLabelText("Days to answer");
    expect(days).toHaveValue("2");
    expect(days).toHaveAccessibleDescription("A whole number from 1 to 60.");
    const account = within(water).getByLabelText("When overdue, give it to");
    expect(
      within(account)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nobody (it stays among the overdue messages)", "admin", "r.sharma"]);
    await user.clear(days);
    await user.type(days, "1");
    await user.selectOptions(account, "r.sharma");
    await user.click(within(water).getByRole("button", { name: "Save for Water supply" }));
    expect(await within(water).findByRole("status")).toHaveTextContent("Saved: Water supply, 1 days.");
    expect(calls).toContain('PUT /api/feedback-settings/water {"answerDays":1,"escalateTo":"r.sharma"}');
  });

  it("says under the field what the page or the server refuses, in Hindi too", async () => {
    const calls = stubApi({ status: 422, body: { errors: { escalateTo: ["invalid"] } } });
    const user = renderSection("hi");
    const water = await screen.findByRole("group", { name: "जल आपूर्ति" });
    const days = within(water).getByLabelText("उत्तर के लिए दिन");
    await user.clear(days);
    await user.type(days, "61");
    await user.click(within(water).getByRole("button", { name: "जल आपूर्ति के लिए सहेजें" }));
    expect(days).toHaveAttribute("aria-invalid", "true");
    expect(days).toHaveAccessibleDescription(/1 से 60 तक दिनों की पूर्ण संख्या लिखें।/);
    expect(calls.filter((call) => call.startsWith("PUT"))).toEqual([]);

    await user.clear(days);
    await user.type(days, "3");
    await user.click(within(water).getByRole("button", { name: "जल आपूर्ति के लिए सहेजें" }));
    const account = within(water).getByLabelText("विलंब होने पर इन्हें सौंपें");
    await vi.waitFor(() => expect(account).toHaveAttribute("aria-invalid", "true"));
    expect(account).toHaveAccessibleDescription(/यह खाता नहीं चुना जा सकता/);
    expect(days).not.toHaveAttribute("aria-invalid");
  });
});
