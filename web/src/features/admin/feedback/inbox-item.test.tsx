import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import type { InboxMessage } from "./feedback-api";
import { InboxItem } from "./inbox-item";

/** An overdue message, as the server lists it. */
const message: InboxMessage = {
  trackingId: "SMC-7K3M-Q9TX",
  category: "water",
  ward: 12,
  page: null,
  message: "No water in the tap since Monday.",
  name: null,
  phone: null,
  email: null,
  lang: "en",
  steps: [{ status: "received", at: "2026-11-20T04:30:00Z" }],
  reply: null,
  assignee: null,
  firstAnswerAt: null,
  answerBy: "2026-11-22T04:30:00Z",
  answerDue: "2026-11-22T04:30:00Z",
  waiting: true,
  due: "overdue",
};

function renderItem(record: InboxMessage, address = "/admin/feedback?lang=en") {
  return renderAt(
    address,
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <ol>
        <InboxItem record={record} onSaved={() => undefined} />
      </ol>
    </SessionProvider>,
  );
}

/** The value of the fact named `name`. */
const fact = (name: string) => screen.getByText(name, { selector: "dt" }).nextElementSibling!;

describe("a message of the inbox", () => {
  it("says the day its answer is due, overdue in words, and to whom it was escalated", () => {
    renderItem({ ...message, assignee: "r.sharma", escalated: { to: "r.sharma", at: "2026-11-22T05:00:00Z" } });
    expect(fact("Answer due by")).toHaveTextContent("22 November 2026 Overdue");
    expect(within(fact("Answer due by") as HTMLElement).getByText("Overdue").tagName).toBe("STRONG");
    expect(fact("Escalated")).toHaveTextContent("to r.sharma on 22 November 2026, 10:30");
  });

  it("says a message is overdue as the server does, whatever the phone's clock says", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    try {
      renderItem({ ...message, answerBy: "2026-11-24T04:30:00Z", answerDue: "2026-11-24T04:30:00Z", due: undefined });
      expect(fact("Answer due by")).toHaveTextContent(/^24 November 2026$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says an answered message's day without overdue, in Hindi too", () => {
    renderItem({ ...message, firstAnswerAt: "2026-11-21T00:00:00Z", waiting: false, due: undefined }, "/admin/feedback?lang=hi");
    expect(fact("उत्तर की अंतिम तिथि")).toHaveTextContent("22 नवंबर 2026 (उत्तर दिया गया)");
    expect(screen.queryByText("विलंबित")).not.toBeInTheDocument();
  });

  it("lists the reasons its citizen gave for reopening it, and offers staff only the statuses they may set", () => {
    renderItem({
      ...message,
      steps: [
        ...message.steps,
        { status: "resolved", at: "2026-11-21T00:00:00Z" },
        { status: "reopened", at: "2026-11-22T00:00:00Z" },
      ],
      reopenings: [{ at: "2026-11-22T00:00:00Z", reason: "Still no water at the tap." }],
    });
    const reasons = screen.getByRole("list", { name: "Why the citizen reopened it" });
    expect(reasons).toHaveTextContent("22 November 2026, 05:30: Still no water at the tap.");
    expect(fact("Status")).toHaveTextContent("Reopened by the citizen");
    const options = within(screen.getByLabelText("New status")).getAllByRole("option", { hidden: true });
    expect(options.map((option) => option.getAttribute("value"))).toEqual(["", "forwarded", "resolved"]);
    expect(options[0]).toHaveTextContent("Leave as it is (Reopened by the citizen)");
  });
});
