import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../session";
import { waitingAt, type FeedbackRecord } from "./feedback-api";
import { InboxItem } from "./inbox-item";

const message: FeedbackRecord = {
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
};
const NOW = Date.parse("2026-11-23T00:00:00Z");

function renderItem(record: FeedbackRecord, address = "/admin/feedback?lang=en") {
  return renderAt(
    address,
    <SessionProvider user={{ id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] }}>
      <ol>
        <InboxItem record={record} now={NOW} onSaved={() => undefined} />
      </ol>
    </SessionProvider>,
  );
}

/** The value of the fact named `name`. */
const fact = (name: string) => screen.getByText(name, { selector: "dt" }).nextElementSibling!;

describe("a message of the inbox", () => {
  it("waits until an answer comes, and again once its citizen reopens it", () => {
    expect(waitingAt(message, NOW)).toEqual({ waiting: true, overdue: true });
    expect(waitingAt(message, Date.parse("2026-11-21T00:00:00Z"))).toEqual({ waiting: true, overdue: false });
    expect(waitingAt({ ...message, firstAnswerAt: "2026-11-21T00:00:00Z" }, NOW)).toEqual({ waiting: false, overdue: false });
    const reopened = {
      ...message,
      firstAnswerAt: "2026-11-21T00:00:00Z",
      steps: [
        ...message.steps,
        { status: "resolved" as const, at: "2026-11-21T00:00:00Z" },
        { status: "reopened" as const, at: "2026-11-22T00:00:00Z" },
      ],
      answerBy: "2026-11-24T00:00:00Z",
    };
    expect(waitingAt(reopened, NOW)).toEqual({ waiting: true, overdue: false });
    // Kept before it had a due moment of its own: seven days after receipt.
    expect(waitingAt({ ...message, answerBy: undefined }, NOW)).toEqual({ waiting: true, overdue: false });
  });

  it("says the day its answer is due, overdue in words, and to whom it was escalated", () => {
    renderItem({ ...message, assignee: "r.sharma", escalated: { to: "r.sharma", at: "2026-11-22T05:00:00Z" } });
    expect(fact("Answer due by")).toHaveTextContent("22 November 2026 Overdue");
    expect(within(fact("Answer due by") as HTMLElement).getByText("Overdue").tagName).toBe("STRONG");
    expect(fact("Escalated")).toHaveTextContent("to r.sharma on 22 November 2026, 10:30");
  });

  it("says an answered message's day without overdue, in Hindi too", () => {
    renderItem({ ...message, firstAnswerAt: "2026-11-21T00:00:00Z" }, "/admin/feedback?lang=hi");
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
