import { describe, expect, it } from "vitest";
import { conflictMessage, conflictOf, savedMessage } from "./saved-message";

const when = (moment: string) => `at ${moment}`;
const keys = (message: ReturnType<typeof savedMessage>) => message.lines.map((line) => line.key);

describe("the message after a save says what visitors see now", () => {
  it("a new item or a save that is a draft is not on the site, and offers no link", () => {
    const message = savedMessage("save", { status: "draft" }, "pending", when, true);
    expect(keys(message)).toEqual(["review.done.draft"]);
    expect(message.onSiteNow).toBe(false);
  });

  it("a draft of a published item says visitors still see the older version", () => {
    const message = savedMessage("save", { status: "draft", onSite: 3 }, "rendered", when, true);
    expect(message.lines).toEqual([{ key: "review.done.draft" }, { key: "review.onSite", values: { version: 3 } }]);
    expect(message.onSiteNow).toBe(false);
  });

  it("sent for review, or saved while in review, is not on the site", () => {
    expect(keys(savedMessage("submit", { status: "review" }, "rendered", when, true))).toEqual(["review.done.submit"]);
    const saved = savedMessage("save", { status: "review" }, "rendered", when, true);
    expect(keys(saved)).toEqual(["content.saved.review"]);
    expect(saved.onSiteNow).toBe(false);
  });

  it("a version that waits for its moment says when it appears, and offers no link", () => {
    for (const step of ["save", "approve"] as const) {
      const message = savedMessage(
        step,
        { status: "published", scheduled: true, publishAt: "2026-12-01T10:00:00+05:30" },
        "rendered",
        when,
        true,
      );
      expect(message.lines).toEqual([{ key: "content.saved.scheduled", values: { time: "at 2026-12-01T10:00:00+05:30" } }]);
      expect(message.onSiteNow).toBe(false);
    }
  });

  it("a published save says whether the pages show it, and links to them when they do", () => {
    expect(savedMessage("approve", { status: "published" }, "rendered", when, true)).toEqual({
      lines: [{ key: "content.saved.rendered" }],
      onSiteNow: true,
    });
    expect(savedMessage("save", { status: "published" }, "pending", when, true)).toEqual({
      lines: [{ key: "content.saved.pending" }],
      onSiteNow: true,
    });
    expect(savedMessage("save", { status: "published" }, "failed", when, true)).toEqual({
      lines: [{ key: "content.saved.notRendered" }],
      onSiteNow: false,
    });
  });

  it("a returned item is not on the site; an archived one is in its archive", () => {
    expect(savedMessage("return", { status: "draft" }, "rendered", when, true)).toEqual({
      lines: [{ key: "review.done.return" }],
      onSiteNow: false,
    });
    expect(savedMessage("archive", { status: "archived" }, "rendered", when, true)).toEqual({
      lines: [{ key: "review.done.archive" }],
      onSiteNow: false,
    });
    expect(savedMessage("save", { status: "archived" }, "rendered", when, true)).toEqual({
      lines: [{ key: "content.saved.archived" }],
      onSiteNow: false,
    });
  });

  it("a published save past its last day says it is in the archive, or that no one sees it", () => {
    expect(savedMessage("save", { status: "published", pastItsTime: true }, "rendered", when, true)).toEqual({
      lines: [{ key: "content.saved.archived" }],
      onSiteNow: false,
    });
    expect(savedMessage("approve", { status: "published", pastItsTime: true }, "rendered", when, false)).toEqual({
      lines: [{ key: "content.saved.pastItsTime" }],
      onSiteNow: false,
    });
  });

  it("an item put back from the archive is said to be back, and on the site once rendered", () => {
    expect(savedMessage("unarchive", { status: "published" }, "rendered", when, true)).toEqual({
      lines: [{ key: "review.done.unarchive" }, { key: "content.saved.rendered" }],
      onSiteNow: true,
    });
    expect(savedMessage("unarchive", { status: "published" }, "pending", when, true)).toEqual({
      lines: [{ key: "review.done.unarchive" }, { key: "content.saved.pending" }],
      onSiteNow: true,
    });
  });
});

describe("the message of a save refused because someone saved first says what they saved and what visitors see", () => {
  const said = (details: Record<string, unknown>) => conflictMessage(conflictOf(details), when);
  const base = { code: "stale_version", version: 4, savedBy: "asha", savedAt: "2026-11-24T04:32:00Z" };

  it("a draft they saved leaves the older published version on the site", () => {
    expect(said({ ...base, savedAs: "draft", onSite: { version: 3, since: "2026-11-02T05:00:00Z", archived: false } })).toEqual([
      { key: "content.conflict.message" },
      { key: "content.conflict.saved.draft", values: { name: "asha", time: "at 2026-11-24T04:32:00Z" } },
      { key: "content.conflict.site.older", values: { time: "at 2026-11-02T05:00:00Z" } },
    ]);
  });

  it("a version they sent for review of an item never published: nothing on the site yet", () => {
    expect(said({ ...base, savedAs: "review", onSite: null }).slice(1)).toEqual([
      { key: "content.conflict.saved.review", values: { name: "asha", time: "at 2026-11-24T04:32:00Z" } },
      { key: "content.conflict.site.none" },
    ]);
  });

  it("a version they published is the one on the site; the seed's older one has no date", () => {
    expect(said({ ...base, savedAs: "published", onSite: { version: 4, since: "2026-11-24T04:32:00Z", archived: false } }).slice(1)).toEqual([
      { key: "content.conflict.saved.published", values: { name: "asha", time: "at 2026-11-24T04:32:00Z" } },
      { key: "content.conflict.site.theirs" },
    ]);
    expect(said({ ...base, savedAs: "draft", onSite: { version: 1, archived: false } }).at(-1)).toEqual({
      key: "content.conflict.site.olderUndated",
    });
  });

  it("a version they scheduled says when it appears, and that nothing shows until then", () => {
    expect(said({ ...base, savedAs: "published", appearsAt: "2026-12-01T04:30:00Z", onSite: null }).slice(1)).toEqual([
      {
        key: "content.conflict.saved.scheduled",
        values: { name: "asha", time: "at 2026-11-24T04:32:00Z", appears: "at 2026-12-01T04:30:00Z" },
      },
      { key: "content.conflict.site.notYet" },
    ]);
  });

  it("what is in the archive, or past its time, is said so", () => {
    expect(said({ ...base, savedAs: "archived", onSite: { version: 4, since: "2026-11-24T04:32:00Z", archived: true } }).slice(1)).toEqual([
      { key: "content.conflict.saved.archived", values: { name: "asha", time: "at 2026-11-24T04:32:00Z" } },
      { key: "content.conflict.site.theirs" },
      { key: "content.conflict.site.inArchive" },
    ]);
    expect(said({ ...base, savedAs: "published", onSite: null }).at(-1)).toEqual({ key: "content.conflict.site.over" });
  });

  it("says no more than the answer does", () => {
    expect(said({ code: "stale_version" })).toEqual([{ key: "content.conflict.message" }]);
    expect(said({ savedAt: "2026-11-24T04:32:00Z", onSite: "nonsense" })).toEqual([
      { key: "content.conflict.message" },
      { key: "content.conflict.savedAt", values: { time: "at 2026-11-24T04:32:00Z" } },
    ]);
  });
});
