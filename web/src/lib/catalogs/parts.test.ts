import { describe, expect, it } from "vitest";
import { partOf } from "./parts";

describe("partOf", () => {
  it("finds the part of the longest prefix of a key", () => {
    expect(partOf("search.header.label")).toBe("shell");
    expect(partOf("search.submit")).toBe("shell");
    expect(partOf("search.people.heading")).toBe("search");
    expect(partOf("admin.backToSite")).toBe("shell");
    expect(partOf("admin.logout")).toBe("admin");
    expect(partOf("validation.title.required")).toBe("admin");
    expect(partOf("recruitment.caption")).toBe("notice-tables");
  });

  it("answers undefined for a key no part holds", () => {
    expect(partOf("meta.description")).toBeUndefined();
    expect(partOf("nosuch")).toBeUndefined();
    expect(partOf("")).toBeUndefined();
  });
});
