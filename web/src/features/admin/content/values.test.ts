import { describe, expect, it } from "vitest";
import { fromIndiaTime, shownInIndia, toIndiaTime } from "../../../lib/moments";
import { kindSpec } from "./schema";
import { emptyItem, isShown, missingLanguage, moved, withField, withoutHidden } from "./values";

describe("an item as the editor holds it", () => {
  it("starts a new item with its required fields empty and its optional ones left out", () => {
    const notice = emptyItem(kindSpec("notices")!.fields);
    expect(notice).toEqual({ title: { en: "", hi: "" }, date: "", pdf: "" });
    expect(emptyItem(kindSpec("tenders")!.fields).corrigenda).toEqual([]);
  });

  it("leaves out an optional field emptied, and keeps a required one", () => {
    const fields = kindSpec("notices")!.fields;
    const validUntil = fields.find((f) => f.name === "validUntil")!;
    const date = fields.find((f) => f.name === "date")!;
    expect(withField({ validUntil: "2026-12-01" }, validUntil, "")).toEqual({});
    expect(withField({}, date, "")).toEqual({ date: "" });
    const location = kindSpec("events")!.fields.find((f) => f.name === "location")!;
    expect(withField({ location: { en: "Hall", hi: "" } }, location, { en: "", hi: "" })).toEqual({});
  });

  it("marks a text typed in one language only", () => {
    expect(missingLanguage({ en: "Water", hi: "" }, false)).toBe("hi");
    expect(missingLanguage({ en: "", hi: "पानी" }, false)).toBe("en");
    expect(missingLanguage({ hi: "नाम" }, true)).toBeUndefined();
    expect(missingLanguage({ en: "", hi: "" }, false)).toBeUndefined();
  });

  it("moves an entry of a list", () => {
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });

  it("shows and takes a moment in India time, whatever the computer's zone", () => {
    expect(toIndiaTime("2026-11-24T00:30:00Z")).toBe("2026-11-24T06:00");
    expect(toIndiaTime("2026-11-24T06:00:00+05:30")).toBe("2026-11-24T06:00");
    expect(toIndiaTime("")).toBe("");
    expect(toIndiaTime("not a moment")).toBe("");
    expect(fromIndiaTime("2026-11-24T06:00")).toBe("2026-11-24T06:00:00+05:30");
    expect(fromIndiaTime("")).toBe("");
    expect(shownInIndia("2026-11-24T04:32:00Z", "en")).toBe("24 November 2026, 10:02");
    expect(shownInIndia("not a moment", "en")).toBe("not a moment");
  });
});

describe("fields shown for some values only", () => {
  const people = kindSpec("people")!.fields;
  const shown = (item: Record<string, unknown>) => people.filter((field) => isShown(field, item)).map((f) => f.name);

  it("shows a person's fields of their directory only", () => {
    expect(shown({ directory: "corporator" })).toEqual(["directory", "name", "mobile", "ward", "party", "photo"]);
    expect(shown({ directory: "smc-officer" })).toEqual(["directory", "name", "mobile", "serial", "designation"]);
    expect(shown({})).toEqual(["directory", "name", "mobile"]);
  });

  it("drops the values of fields no longer shown", () => {
    const corporator = { directory: "smc-officer", name: { hi: "नाम" }, ward: 3, party: "bjp", serial: 4 };
    expect(withoutHidden(people, corporator)).toEqual({ directory: "smc-officer", name: { hi: "नाम" }, serial: 4 });
  });
});
