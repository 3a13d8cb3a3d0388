import { describe, expect, it } from "vitest";
import type { GalleryEvent } from "../../lib/events";
import { categoriesPresent, filterEvents, truncate } from "./event-data";

const event = (id: string, category: GalleryEvent["category"]): GalleryEvent => ({
  id,
  title: { en: id, hi: "कार्यक्रम" },
  description: { en: "text", hi: "विवरण" },
  date: "2025-01-30",
  location: null,
  category,
  images: [`/images/events/${id}-1.svg`],
});

describe("truncate", () => {
  it("keeps a description of exactly 100 characters whole", () => {
    const text = "a".repeat(100);
    expect(truncate(text)).toBe(text);
  });

  it("cuts a description of 101 characters to 100 and adds '...'", () => {
    const text = `${"b".repeat(100)}c`;
    expect(truncate(text)).toBe(`${"b".repeat(100)}...`);
  });

  it("leaves short text alone", () => {
    expect(truncate("Health Camp")).toBe("Health Camp");
  });

  it("counts Devanagari by characters, not bytes", () => {
    const hundred = "क".repeat(100); // 300 bytes in UTF-8
    expect(truncate(hundred)).toBe(hundred);
    expect(truncate(`${hundred}ख`)).toBe(`${hundred}...`);
    const words = "स्वास्थ्य शिविर ".repeat(10); // 160 characters with matras and viramas
    expect(Array.from(truncate(words))).toHaveLength(103);
    expect(truncate(words).startsWith(Array.from(words).slice(0, 100).join(""))).toBe(true);
  });
});

describe("the category filter", () => {
  const events = [event("a", "health"), event("b", "cultural"), event("c", "health")];

  it("offers only the categories that have events, in a fixed order", () => {
    expect(categoriesPresent(events)).toEqual(["cultural", "health"]);
    expect(categoriesPresent([])).toEqual([]);
  });

  it("lets everything through for 'all' and one category otherwise, keeping the order", () => {
    expect(filterEvents(events, "all").map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect(filterEvents(events, "health").map((e) => e.id)).toEqual(["a", "c"]);
    expect(filterEvents(events, "environment")).toEqual([]);
  });
});
