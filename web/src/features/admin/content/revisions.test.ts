import { describe, expect, it } from "vitest";
import { changedFields } from "./revisions";

describe("changedFields", () => {
  it("keeps a text's two languages together and names the field by its path", () => {
    const before = { title: { en: "Water supply", hi: "जल आपूर्ति" }, date: "2026-11-20", new: true };
    const after = { title: { en: "Water supply on Sunday", hi: "जल आपूर्ति" }, date: "2026-11-20", new: false };
    expect(changedFields(before, after)).toEqual([
      { path: "title", before: { en: "Water supply", hi: "जल आपूर्ति" }, after: { en: "Water supply on Sunday", hi: "जल आपूर्ति" } },
      { path: "new", before: { text: "true" }, after: { text: "false" } },
    ]);
  });

  it("walks into lists and shows what one side lacks as empty", () => {
    const before = { corrigenda: [{ date: "2026-11-01", note: { en: "A", hi: "क" } }] };
    const after = {
      corrigenda: [
        { date: "2026-11-02", note: { en: "A", hi: "क" } },
        { date: "2026-11-09", note: { en: "B", hi: "ख" } },
      ],
      link: "https://mptenders.gov.in/",
    };
    expect(changedFields(before, after)).toEqual([
      { path: "corrigenda.0.date", before: { text: "2026-11-01" }, after: { text: "2026-11-02" } },
      { path: "corrigenda.1.date", before: { text: "" }, after: { text: "2026-11-09" } },
      { path: "corrigenda.1.note", before: { en: "", hi: "" }, after: { en: "B", hi: "ख" } },
      { path: "link", before: { text: "" }, after: { text: "https://mptenders.gov.in/" } },
    ]);
  });

  it("finds nothing between equal contents", () => {
    const item = { name: { hi: "राम" }, mobile: "7000000001" };
    expect(changedFields(item, structuredClone(item))).toEqual([]);
  });
});
