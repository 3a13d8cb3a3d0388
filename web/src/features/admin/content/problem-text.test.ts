import { describe, expect, it } from "vitest";
import schemaJson from "../../../generated/content-schema.json";
import { inFormOrder, problemArgs, problemMessages, withRefusedFiles } from "./problem-text";
import en from "@content/i18n/en.json";
import hi from "@content/i18n/hi.json";
import { Translator, type Args } from "../../../lib/wasm";
import { kindSpec, shapeAt, type KindSpec } from "./schema";

const spec = (kind: string): KindSpec => {
  const found = kindSpec(kind);
  if (!found) throw new Error(`no kind ${kind}`);
  return found;
};

/** The schema's own number, as wasm-core wrote it: what the messages must say. */
const schema = schemaJson as unknown as {
  kinds: Record<string, { maxBytes: number; liveMax: number | null }>;
  $defs: Record<string, { properties: Record<string, { maxItems?: number }> }>;
};

describe("the numbers a problem's message names", () => {
  it("finds the field a path names, through lists and groups", () => {
    expect(shapeAt(spec("tenders"), "corrigenda")?.type).toBe("list");
    expect(shapeAt(spec("tenders"), "corrigenda.3.note")?.type).toBe("bilingual");
    expect(shapeAt(spec("user-guidelines"), "sections.2.lists.0.items")?.type).toBe("list");
    expect(shapeAt(spec("tenders"), "corrigenda.x")).toBeUndefined();
    expect(shapeAt(spec("tenders"), "no-such-field.1")).toBeUndefined();
  });

  it("names a list's most entries, the item's most kilobytes and the most alerts live at once", () => {
    const social = schema.$defs.SiteInfo.properties.social.maxItems;
    expect(social).toBeGreaterThan(0);
    expect(problemArgs(spec("site"), "social", "too_many")).toEqual({ max: social });
    const items = schema.$defs.TitledList.properties.items.maxItems;
    expect(problemArgs(spec("privacy-policy"), "sections.4.lists.1.items", "too_many")).toEqual({ max: items });
    expect(problemArgs(spec("site"), "", "too_large")).toEqual({ max: schema.kinds.site.maxBytes / 1024 });
    expect(problemArgs(spec("alerts"), "", "too_many_live")).toEqual({ max: schema.kinds.alerts.liveMax });
    expect(problemArgs(spec("notices"), "", "too_many_live")).toBeUndefined();
    expect(problemArgs(spec("site"), "name.en", "too_long")).toBeUndefined();
    expect(problemArgs(undefined, "social", "too_many")).toBeUndefined();
  });

  it("fills them into the messages", () => {
    const t = (key: string, args?: Record<string, unknown>) => `${key}${args ? JSON.stringify(args) : ""}`;
    expect(problemMessages(t, ["too_many", "required"], spec("site"), "social")).toEqual([
      `content.problem.too_many{"max":${schema.$defs.SiteInfo.properties.social.maxItems}}`,
      "content.problem.required",
    ]);
    expect(problemMessages(t, ["too_large"], spec("rti"))).toEqual([
      `content.problem.too_large{"max":${schema.kinds.rti.maxBytes / 1024}}`,
    ]);
  });
});

const translator = new Translator();
translator.add("en", en);
translator.add("hi", hi);
/** The catalogs' own messages in `lang`. */
const catalogT = (lang: "en" | "hi") => (key: string, args?: Args) => translator.t(lang, key, args);

describe("the messages that name what they compare with", () => {
  it("says which field a day or a moment must not come before, in both languages", () => {
    const en = catalogT("en");
    const hi = catalogT("hi");
    expect(problemMessages(en, ["before_start"], spec("tenders"), "endDate")).toEqual([
      "This must not come before “Start date”.",
    ]);
    expect(problemMessages(en, ["before_start"], spec("notices"), "validUntil")).toEqual(["This must not come before “Date”."]);
    expect(problemMessages(en, ["before_start"], spec("alerts"), "until")).toEqual(["This must not come before “Show from”."]);
    expect(problemMessages(hi, ["before_start"], spec("recruitment"), "validUntil")).toEqual([
      `यह “${hi("content.field.startDate")}” से पहले का नहीं हो सकता।`,
    ]);
  });

  it("says a refused file in place of 'required' while its field is empty", () => {
    const problems = { pdf: ["required"], title: ["required"], date: ["invalid_date"] };
    const shown = withRefusedFiles(problems, { pdf: ["not_pdf_content"], date: ["too_large"], photo: [] });
    expect(shown).toEqual({ pdf: ["file.not_pdf_content"], title: ["required"], date: ["invalid_date"] });
    expect(problemMessages(catalogT("en"), shown.pdf, spec("notices"), "pdf")).toEqual(["The file is not a PDF."]);
    expect(withRefusedFiles(problems, { pdf: [] })).toEqual(problems);
  });
});

describe("the error summary's order", () => {
  it("follows the form: the whole item, then each field from the top, an entry's fields in its list's place, English before Hindi", () => {
    const tenders = kindSpec("tenders")!;
    const paths = ["validUntil", "corrigenda.1.note", "work.hi", "", "corrigenda.0.date", "work.en", "corrigenda.1.date", "no"];
    expect([...paths].sort(inFormOrder(tenders.fields))).toEqual([
      "",
      "no",
      "work.en",
      "work.hi",
      "corrigenda.0.date",
      "corrigenda.1.date",
      "corrigenda.1.note",
      "validUntil",
    ]);
  });
});
