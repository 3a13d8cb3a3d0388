import { describe, expect, it } from "vitest";
import { lastUpdatedDay, newestUpdate } from "./last-updated";
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
