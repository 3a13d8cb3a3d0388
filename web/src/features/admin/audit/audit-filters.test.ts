import { describe, expect, it } from "vitest";
import { csvAddress, filtersOf, isFiltered, queryOf } from "./audit-filters";

describe("the audit log's filters", () => {
  it("are read from the page's address, without its language or anything else", () => {
    expect(filtersOf("?who=asha&action=signIn&lang=hi&limit=5")).toEqual({ who: "asha", action: "signIn" });
    expect(filtersOf("?from=2026-11-24&to=2026-11-25")).toEqual({ from: "2026-11-24", to: "2026-11-25" });
    expect(filtersOf("")).toEqual({});
  });

  it("leave out what a GET form sends empty", () => {
    const filters = filtersOf("?who=&kind=&action=save&from=%20&to=");
    expect(filters).toEqual({ action: "save" });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(filtersOf("?who=&lang=en"))).toBe(false);
  });

  it("make the API's query in a fixed order, encoded", () => {
    expect(queryOf({ to: "2026-11-25", who: "r.sharma" })).toBe("?who=r.sharma&to=2026-11-25");
    expect(queryOf({ who: "a&b=c" }, { before: "42" })).toBe("?who=a%26b%3Dc&before=42");
    expect(queryOf({})).toBe("");
  });

  it("make the address of the CSV file of the same entries", () => {
    expect(csvAddress({ kind: "notices" })).toBe("/api/audit?kind=notices&format=csv");
    expect(csvAddress({})).toBe("/api/audit?format=csv");
  });
});
