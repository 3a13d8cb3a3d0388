import { describe, expect, it } from "vitest";
import { addContent, contentOf, mergeInto } from "./content";

describe("content loaded a language at a time", () => {
  it("merges a language into what is there, in place", () => {
    const target = { name: { en: "Singrauli" }, list: [{ label: { en: "Helpline" }, phone: "1" }] };
    const list = target.list;
    mergeInto(target, { name: { hi: "सिंगरौली" }, list: [{ label: { hi: "हेल्पलाइन" }, phone: "1" }] });
    expect(target).toEqual({
      name: { en: "Singrauli", hi: "सिंगरौली" },
      list: [{ label: { en: "Helpline", hi: "हेल्पलाइन" }, phone: "1" }],
    });
    expect(target.list).toBe(list);
  });

  it("fills the object a module holds, whether the module asked first or the part came first", () => {
    const early = contentOf("test-early", [] as { title: Record<string, string> }[]);
    addContent({ "test-early": [{ title: { en: "Notice" } }], "test-late": { name: { hi: "नाम" } } });
    addContent({ "test-early": [{ title: { hi: "सूचना" } }] });
    expect(early).toEqual([{ title: { en: "Notice", hi: "सूचना" } }]);
    expect(contentOf("test-late", {})).toEqual({ name: { hi: "नाम" } });
  });

  it("has the shell's content in both languages in tests", () => {
    const links = contentOf("important-links", [] as { name: Record<string, string> }[]);
    expect(links[0].name).toEqual({ en: "National Portal of India", hi: "भारत का राष्ट्रीय पोर्टल" });
  });
});
