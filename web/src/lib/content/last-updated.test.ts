import { describe, expect, it } from "vitest";
import { checkedDay, lastUpdatedDay, newestCheck, newestUpdate } from "./last-updated";
import type { List } from "./store";

/** A list whose items went on the site at `moments` ("" for the seed's). */
const list = (...moments: string[]): List =>
  ({ items: moments.map((updatedAt, n) => ({ id: `item-${n}`, version: 1, status: "published", updatedAt })) }) as List;

describe("newestUpdate: the newest updatedAt among the items of the lists a page reads", () => {
  it("looks at every item of every list", () => {
    const lists = [list("2026-11-02T09:00:00Z", "2026-11-20T11:15:00Z"), list("2026-11-19T23:59:59Z")];
    expect(newestUpdate(lists)).toBe("2026-11-20T11:15:00Z");
  });

  it("compares moments, not texts: offsets and fractions of a second", () => {
    // 10:00 in India is 04:30 UTC, earlier than 05:00 UTC the same day.
    expect(newestUpdate([list("2026-11-24T10:00:00+05:30", "2026-11-24T05:00:00Z")])).toBe("2026-11-24T05:00:00Z");
    expect(newestUpdate([list("2026-11-24T05:00:00.250Z", "2026-11-24T05:00:00Z")])).toBe("2026-11-24T05:00:00.250Z");
  });

  it("counts the seed's items (no date) and lists not here yet for nothing", () => {
    expect(newestUpdate([list("", "2026-01-05T00:00:00Z"), undefined, list("")])).toBe("2026-01-05T00:00:00Z");
    expect(newestUpdate([list("", ""), undefined])).toBe("");
    expect(newestUpdate([])).toBe("");
  });
});

describe("lastUpdatedDay: the day a page's content last changed", () => {
  it("is the day in India of the newest item", () => {
    expect(lastUpdatedDay([list("2026-11-20T11:15:00Z"), list("2026-10-01T00:00:00Z")], "2026-11-30")).toBe("2026-11-20");
  });

  it("turns at midnight in India, not in UTC or where the computer is", () => {
    expect(lastUpdatedDay([list("2026-11-23T20:00:00Z")], "2026-11-30")).toBe("2026-11-24");
    expect(lastUpdatedDay([list("2026-11-23T18:29:59Z")], "2026-11-30")).toBe("2026-11-23");
    expect(lastUpdatedDay([list("2026-11-23T18:30:00Z")], "2026-11-30")).toBe("2026-11-24");
    expect(lastUpdatedDay([list("2026-12-31T19:00:00Z")], "2026-11-30")).toBe("2027-01-01");
  });

  it("falls back to the day the site was built when no item has a date", () => {
    expect(lastUpdatedDay([list("", "")], "2026-11-30")).toBe("2026-11-30");
    expect(lastUpdatedDay([], "2026-11-30")).toBe("2026-11-30");
    expect(lastUpdatedDay([])).toBe(BUILD_DAY);
    expect(BUILD_DAY).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/** A list of items each with when it went on the site and when it was last checked ("" for none). */
const checkedList = (...items: [updatedAt: string, checkedAt: string][]): List =>
  ({
    items: items.map(([updatedAt, checkedAt], n) => ({
      id: `item-${n}`,
      version: 1,
      status: "published",
      updatedAt,
      ...(checkedAt ? { checkedAt } : {}),
    })),
  }) as List;

describe("newestCheck: the newest checkedAt among the items of the lists a page reads", () => {
  it("compares moments across lists, and counts items without a check for nothing", () => {
    const lists = [
      checkedList(["2026-11-02T09:00:00Z", "2027-03-01T10:00:00Z"], ["2026-11-03T09:00:00Z", ""]),
      undefined,
      checkedList(["2026-11-04T09:00:00Z", "2027-03-01T04:00:00+05:30"]),
    ];
    expect(newestCheck(lists)).toBe("2027-03-01T10:00:00Z");
    expect(newestCheck([checkedList(["2026-11-02T09:00:00Z", ""])])).toBe("");
    expect(newestCheck([])).toBe("");
  });
});

describe("checkedDay: the day a page's content was last checked, when later than its last change", () => {
  it("is the day in India of the newest check when it is later than the last change", () => {
    const lists = [checkedList(["2026-11-20T11:15:00Z", "2027-03-01T20:00:00Z"]), checkedList(["2026-12-01T00:00:00Z", ""])];
    expect(checkedDay(lists, "2026-11-30")).toBe("2027-03-02");
  });

  it("says nothing when no item was checked, or the check was on the day of the last change or before", () => {
    expect(checkedDay([checkedList(["2026-11-20T11:15:00Z", ""])], "2026-11-30")).toBe("");
    // Checked the same day in India as another item changed (05:00 and 18:00 UTC on 24 November).
    const sameDay = [checkedList(["2026-11-01T00:00:00Z", "2026-11-24T05:00:00Z"], ["2026-11-24T18:00:00Z", ""])];
    expect(checkedDay(sameDay, "2026-11-30")).toBe("");
    // A later change of another item on the page hides an older check.
    const older = [checkedList(["2026-11-01T00:00:00Z", "2026-11-10T00:00:00Z"], ["2026-11-20T00:00:00Z", ""])];
    expect(checkedDay(older, "2026-11-30")).toBe("");
  });

  it("compares with the day the site was built when no item has a date (the seed's, checked)", () => {
    expect(checkedDay([checkedList(["", "2027-03-01T06:00:00Z"])], "2026-11-30")).toBe("2027-03-01");
    expect(checkedDay([checkedList(["", "2026-11-29T06:00:00Z"])], "2026-11-30")).toBe("");
  });
});
