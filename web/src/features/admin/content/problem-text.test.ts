import { describe, expect, it } from "vitest";
import schemaJson from "../../../generated/content-schema.json";
import { inFormOrder, problemArgs, problemMessages } from "./problem-text";
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
