import { describe, expect, it } from "vitest";
import { savedMessage } from "./saved-message";

const when = (moment: string) => `at ${moment}`;
const keys = (message: ReturnType<typeof savedMessage>) => message.lines.map((line) => line.key);

describe("the message after a save says what visitors see now", () => {
  it("a new item or a save that is a draft is not on the site, and offers no link", () => {
    const message = savedMessage("save", { status: "draft" }, "pending", when);
    expect(keys(message)).toEqual(["review.done.draft"]);
    expect(message.onSiteNow).toBe(false);
  });

  it("a draft of a published item says visitors still see the older version", () => {
    const message = savedMessage("save", { status: "draft", onSite: 3 }, "drawn", when);
    expect(message.lines).toEqual([{ key: "review.done.draft" }, { key: "review.onSite", values: { version: 3 } }]);
    expect(message.onSiteNow).toBe(false);
  });

  it("sent for review, or saved while in review, is not on the site", () => {
    expect(keys(savedMessage("submit", { status: "review" }, "drawn", when))).toEqual(["review.done.submit"]);
    const saved = savedMessage("save", { status: "review" }, "drawn", when);
    expect(keys(saved)).toEqual(["content.saved.review"]);
    expect(saved.onSiteNow).toBe(false);
  });

  it("a version that waits for its moment says when it appears, and offers no link", () => {
    for (const step of ["save", "approve"] as const) {
      const message = savedMessage(
        step,
        { status: "published", scheduled: true, publishAt: "2026-12-01T10:00:00+05:30" },
        "drawn",
        when,
      );
      expect(message.lines).toEqual([{ key: "content.saved.scheduled", values: { time: "at 2026-12-01T10:00:00+05:30" } }]);
      expect(message.onSiteNow).toBe(false);
    }
  });

  it("a published save says whether the pages show it, and links to them when they do", () => {
    expect(savedMessage("approve", { status: "published" }, "drawn", when)).toEqual({
      lines: [{ key: "content.saved.drawn" }],
      onSiteNow: true,
    });
    expect(savedMessage("save", { status: "published" }, "pending", when)).toEqual({
      lines: [{ key: "content.saved.pending" }],
      onSiteNow: true,
    });
    expect(savedMessage("save", { status: "published" }, "failed", when)).toEqual({
      lines: [{ key: "content.saved.notDrawn" }],
      onSiteNow: false,
    });
  });

  it("a returned item is not on the site; an archived one is in its archive", () => {
    expect(savedMessage("return", { status: "draft" }, "drawn", when)).toEqual({
      lines: [{ key: "review.done.return" }],
      onSiteNow: false,
    });
    expect(savedMessage("archive", { status: "archived" }, "drawn", when)).toEqual({
      lines: [{ key: "review.done.archive" }],
      onSiteNow: false,
    });
    expect(savedMessage("save", { status: "archived" }, "drawn", when)).toEqual({
      lines: [{ key: "content.saved.archived" }],
      onSiteNow: false,
    });
  });
});
