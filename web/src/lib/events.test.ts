import { describe, expect, it } from "vitest";
import { parseStaffEvents, pickText, shownStatus } from "./events";

describe("texts of an event", () => {
  it("falls back to the other language when the page language is empty", () => {
    expect(pickText({ en: "Camp", hi: "शिविर" }, "hi")).toEqual({ text: "शिविर", lang: "hi" });
    expect(pickText({ en: "Camp", hi: " " }, "hi")).toEqual({ text: "Camp", lang: "en" });
    expect(pickText({ en: "", hi: "शिविर" }, "en")).toEqual({ text: "शिविर", lang: "hi" });
  });
});

describe("the events as staff see them (GET /api/content/events?scope=all)", () => {
  const good = {
    id: "a",
    title: { en: "a", hi: "कार्यक्रम" },
    description: { en: "text", hi: "विवरण" },
    date: "2025-01-30",
    location: undefined,
    category: "health",
    images: ["/images/events/a-1.svg"],
    status: "published",
    version: 3,
  };

  it("reads the items with their status and drops records that break the contract", () => {
    const items = [good, { ...good, id: 5 }, { ...good, category: "sports" }, { ...good, status: "lost" }];
    expect(parseStaffEvents({ items })).toEqual([{ ...good, location: null }]);
    expect(parseStaffEvents({ items: [{ ...good, status: "draft" }] })[0].status).toBe("draft");
    expect(() => parseStaffEvents([good])).toThrow();
  });

  it("shows a published version that waits for its moment as scheduled", () => {
    expect(parseStaffEvents({ items: [{ ...good, scheduled: true }] })[0].status).toBe("scheduled");
    expect(shownStatus({ status: "draft", scheduled: true })).toBe("draft");
    expect(shownStatus({ status: "review" })).toBe("review");
  });

  it("shows a published version past its last day as such, and one moved to the archive as archived", () => {
    expect(parseStaffEvents({ items: [{ ...good, pastItsTime: true }] })[0].status).toBe("pastItsTime");
    expect(shownStatus({ status: "published", pastItsTime: true })).toBe("pastItsTime");
    expect(shownStatus({ status: "archived", pastItsTime: true })).toBe("archived");
    expect(shownStatus({ status: "published" })).toBe("published");
  });
});
