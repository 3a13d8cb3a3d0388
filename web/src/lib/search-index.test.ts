import { afterEach, describe, expect, it, vi } from "vitest";
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

  describe("filled a slice at a time", () => {
    afterEach(() => vi.restoreAllMocks());
    const records = Array.from({ length: 40 }, (_, i) => ({ text: [`Clerk ${i}`, `लिपिक ${i}`] }));

    it("yields to the browser between slices of at most 8 ms, then finds everything", async () => {
      // A slow phone: every look at the clock comes 3 ms after the last. A slice starts at 3
      // (ends at 11), indexes at 6 and 9, and stops at 12: two records, then a yield. The 20th
      // yield comes after the last record, before the index learns that none are left.
      let now = 0;
      vi.spyOn(performance, "now").mockImplementation(() => (now += 3));
      const yields = vi.spyOn(globalThis, "setTimeout");
      const index = new SearchIndex(records);
      await index.fillInSlices();
      expect(yields.mock.calls.length).toBe(20);
      expect(index.size).toBe(40);
      expect(index.search("clerk 7")[0]).toBe(7);
      await index.fillInSlices(); // nothing left: no more yields
      expect(yields.mock.calls.length).toBe(20);
    });

    it("a search before the slices are done indexes the rest at once", async () => {
      const index = new SearchIndex(records);
      const filling = index.fillInSlices();
      expect(index.search("लिपिक 39")[0]).toBe(39);
      expect(index.size).toBe(40);
      await filling;
      expect(index.search("")).toHaveLength(40);
    });
  });
});
