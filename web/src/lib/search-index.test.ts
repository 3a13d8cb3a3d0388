import { describe, expect, it } from "vitest";
import { SearchIndex } from "./search-index";

describe("the search module of wasm-core from JavaScript", () => {
  it("searches records across scripts, with filters, normalising decomposed text", () => {
    const index = new SearchIndex([
      { text: ["Ramesh Sharma", "रमेश शर्मा"], phones: ["7000000301"], facets: ["zone=1"] },
      { text: ["सलीम ख\u093Cान"], phones: ["+91 70000 00302"], facets: ["zone=2"] },
      { text: ["सुरेश शर्मा"], phones: ["7000000303"], facets: ["zone=2"] },
    ]);
    expect(index.size).toBe(3);
    expect(index.search("sharma")).toEqual([0, 2]);
    expect(index.search("sharma", ["zone=2"])).toEqual([2]);
    // A precomposed nukta letter (U+0959) and the decomposed one find each other.
    expect(index.search("\u0959ान")).toEqual([1]);
    expect(index.search("khan")).toEqual([1]);
    expect(index.search("00302")).toEqual([1]);
    expect(index.search("", ["zone=2", "zone=1"])).toEqual([]);
    expect(index.search("")).toEqual([0, 1, 2]);
  });
});
