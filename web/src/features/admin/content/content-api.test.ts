import { describe, expect, it } from "vitest";
import { saveBody } from "./content-api";

describe("what a save sends", () => {
  it("is the item's content and its change note, without what the server adds to a stored item", () => {
    const stored = {
      id: "water-cut",
      title: { en: "Water cut", hi: "जल कटौती" },
      version: 4,
      status: "published",
      updatedAt: "2026-11-24T06:00:00Z",
      updatedBy: "clerk",
      onSite: 3,
      changes: [{ at: "2026-11-20T06:00:00Z", note: { en: "Moved", hi: "बदला" } }],
      returned: { by: "editor", at: "2026-11-21T06:00:00Z", comment: "Fix it" },
      editing: { by: "clerk", since: "2026-11-24T06:00:00Z" },
      changeNote: { en: "Date moved", hi: "तारीख बदली" },
    };
    expect(saveBody(stored)).toEqual({
      id: "water-cut",
      title: { en: "Water cut", hi: "जल कटौती" },
      changeNote: { en: "Date moved", hi: "तारीख बदली" },
    });
  });
});
