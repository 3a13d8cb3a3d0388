import { describe, expect, it } from "vitest";
import { parseEvents, pickText } from "./events";

describe("texts of an event", () => {
  it("falls back to the other language when the page language is empty", () => {
    expect(pickText({ en: "Camp", hi: "शिविर" }, "hi")).toEqual({ text: "शिविर", lang: "hi" });
    expect(pickText({ en: "Camp", hi: " " }, "hi")).toEqual({ text: "Camp", lang: "en" });
    expect(pickText({ en: "", hi: "शिविर" }, "en")).toEqual({ text: "शिविर", lang: "hi" });
  });
});

describe("the events of GET /api/events", () => {
  it("reads the API's list and drops records that break the contract", () => {
    const good = {
      id: "a",
      title: { en: "a", hi: "कार्यक्रम" },
      description: { en: "text", hi: "विवरण" },
      date: "2025-01-30",
      location: undefined,
      category: "health",
      images: ["/images/events/a-1.svg"],
    };
    expect(parseEvents([good, { ...good, id: 5 }, { ...good, category: "sports" }])).toEqual([{ ...good, location: null }]);
    expect(() => parseEvents({ events: [] })).toThrow();
  });
});
