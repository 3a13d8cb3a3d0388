import { describe, expect, it } from "vitest";
import en from "@content/i18n/en.json";
import hi from "@content/i18n/hi.json";
import { KINDS, kindSpec, type FieldSpec } from "./schema";

const field = (kind: string, name: string): FieldSpec | undefined => kindSpec(kind)?.fields.find((f) => f.name === name);

describe("the editor's form, read from the content schema", () => {
  it("lists every kind, collections first, with what is fixed", () => {
    expect(KINDS).toHaveLength(26);
    expect(kindSpec("notices")).toMatchObject({ shape: "collection", fixed: false });
    expect(kindSpec("departments")).toMatchObject({ shape: "collection", fixed: true });
    expect(kindSpec("faq")).toMatchObject({ shape: "document", fixed: true });
    expect(kindSpec("no-such-kind")).toBeUndefined();
  });

  it("names every kind and says what it is, in both languages", () => {
    for (const catalog of [en, hi] as Record<string, string>[]) {
      const missing = KINDS.flatMap(({ kind }) => [`content.kind.${kind}`, `content.kindHint.${kind}`]).filter(
        (key) => !catalog[key],
      );
      expect(missing).toEqual([]);
    }
  });

  it("offers a public change note only where a public page shows it", () => {
    expect(kindSpec("tenders")?.changeNotes).toBe(true);
    expect(kindSpec("rti")?.changeNotes).toBe(true);
    expect(kindSpec("departments")?.changeNotes).toBe(true);
    expect(kindSpec("people")?.changeNotes).toBe(false);
    expect(kindSpec("alerts")?.changeNotes).toBe(false);
  });

  it("gives a collection item no id to type (the server makes it) and a document's entries theirs", () => {
    expect(field("notices", "id")).toBeUndefined();
    const items = field("faq", "items");
    expect(items?.shape.type).toBe("list");
    if (items?.shape.type === "list" && items.shape.entry.type === "group") {
      expect(items.shape.entry.fields.map((f) => f.name)).toEqual(["id", "question", "answer"]);
    }
  });

  it("knows each field's control from its x-input, and what may be left out", () => {
    expect(field("notices", "title")).toEqual({
      name: "title",
      optional: false,
      shape: { type: "bilingual", multiline: false, enOptional: false },
    });
    expect(field("notices", "date")?.shape).toMatchObject({ type: "value", input: "date" });
    expect(field("notices", "validUntil")).toMatchObject({ optional: true, shape: { input: "date" } });
    expect(field("notices", "pdf")?.shape).toMatchObject({ input: "pdf" });
    expect(field("alerts", "until")?.shape).toMatchObject({ input: "moment" });
    expect(field("alerts", "severity")?.shape).toEqual({
      type: "value",
      input: "choice",
      choices: ["info", "warning", "emergency"],
    });
    expect(field("people", "name")?.shape).toEqual({ type: "bilingual", multiline: false, enOptional: true });
    expect(field("people", "mobile")?.shape).toMatchObject({ input: "tel" });
    expect(field("people", "designation")).toMatchObject({ optional: true, shape: { input: "designation" } });
    expect(field("people", "wards")?.shape).toMatchObject({ type: "list", entry: { type: "value", input: "ward", choices: [] } });
    expect(field("tenders", "description")?.shape).toMatchObject({ type: "bilingual", multiline: true });
    expect(field("events", "location")).toMatchObject({ optional: true, shape: { type: "bilingual" } });
    // A list with a default is a list, never left out.
    expect(field("tenders", "corrigenda")).toMatchObject({ optional: false, shape: { type: "list" } });
    expect(field("contact", "hours")?.shape.type).toBe("group");
  });

  it("edits the pages about the website as documents of sections, and the screen readers' table row by row", () => {
    for (const kind of ["accessibility-statement", "help", "website-policies", "screen-reader-access"]) {
      expect(kindSpec(kind)).toMatchObject({ shape: "document", fixed: true, changeNotes: true });
      expect(field(kind, "intro")?.shape).toMatchObject({ type: "bilingual", multiline: true });
      expect(field(kind, "sections")?.shape).toMatchObject({ type: "list", entry: { type: "group" } });
    }
    const readers = field("screen-reader-access", "readers");
    expect(readers?.shape.type).toBe("list");
    if (readers?.shape.type === "list" && readers.shape.entry.type === "group") {
      const fields = readers.shape.entry.fields;
      expect(fields.map((f) => f.name)).toEqual(["id", "name", "website", "pricing", "platform"]);
      expect(fields.find((f) => f.name === "website")?.shape).toMatchObject({ input: "link" });
      expect(fields.find((f) => f.name === "pricing")?.shape).toEqual({
        type: "value",
        input: "choice",
        choices: ["free", "commercial"],
      });
    }
  });
});
