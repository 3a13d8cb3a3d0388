// The editor's form, read from the content types' JSON Schema (generated from wasm-core's Rust
// types): which fields a kind has, which are optional, which are texts in both languages,
// lists or groups, and which control each takes (`x-input`: a date, a phone number, a PDF …);
// and the sizes wasm-core's rules hold an item to: each list's most entries, the item's most
// bytes, the most items of a kind live at once.
import schemaJson from "../../../generated/content-schema.json";

/** The control of a single value. */
export type Input =
  | "text"
  | "multiline"
  | "date"
  | "moment"
  | "tel"
  | "email"
  | "link"
  | "pdf"
  | "photo"
  | "designation"
  | "party"
  | "ward"
  | "zone"
  | "number"
  | "boolean"
  | "choice";

/** What a field holds and how it is edited. */
export type Shape =
  /** `{en, hi}`; `enOptional` for a person's name, which may be Devanagari only. */
  | { type: "bilingual"; multiline: boolean; enOptional: boolean }
  | { type: "value"; input: Input; choices: readonly string[] }
  /** `max`: the most entries the rules allow (every list has one). */
  | { type: "list"; entry: Shape; max?: number }
  | { type: "group"; fields: readonly FieldSpec[] };

/** A named field of an item or of a group. */
export interface FieldSpec {
  name: string;
  /** Left out of the item when empty. */
  optional: boolean;
  shape: Shape;
  /** Shown only while other fields of the item have one of these values (`x-when`): a
   * person's party only in the corporators' directory. */
  when?: Readonly<Record<string, readonly string[]>>;
  /** The catalog key of the hint under the field (`x-hint`), when it has one of its own: what
   * an alert's empty "show from" means. */
  hint?: string;
  /** The field of the same item or entry this one may not come before (`x-after`): a notice's
   * last day and its date, an alert's end and its start. */
  after?: string;
}

/** How a kind's items are stored: many items, or one document. */
export interface KindSpec {
  kind: string;
  shape: "collection" | "document";
  /** Its items are a fixed set: none added or deleted (the departments, every document). */
  fixed: boolean;
  /** Its items move to a public archive after their time (notices, tenders, recruitment). */
  archives: boolean;
  /** A save may carry a public change note, which its public page shows. */
  changeNotes: boolean;
  /** The most bytes one item may take as stored (its JSON). */
  maxBytes: number;
  /** The most of its items live at once, for a kind that has a most (the alerts). */
  liveMax?: number;
  fields: readonly FieldSpec[];
}

interface Node {
  $ref?: string;
  type?: string | string[];
  anyOf?: Node[];
  oneOf?: { const?: string }[];
  items?: Node;
  maxItems?: number;
  properties?: Record<string, Node>;
  required?: string[];
  default?: unknown;
  "x-input"?: Input;
  "x-when"?: Record<string, string[]>;
  "x-hint"?: string;
  "x-after"?: string;
}

interface Schema {
  kinds: Record<
    string,
    {
      shape: "collection" | "document";
      fixed: boolean;
      archives: boolean;
      changeNotes: boolean;
      maxBytes: number;
      liveMax: number | null;
      schema: Node;
    }
  >;
  $defs: Record<string, Node>;
}

const schema = schemaJson as unknown as Schema;

const definition = (ref: string): [string, Node] => {
  const name = ref.replace("#/$defs/", "");
  return [name, schema.$defs[name]];
};

/** The shape of a node; `input` is the `x-input` of the field (or of its list). */
function shapeOf(node: Node, input?: Input): Shape {
  const ref = node.$ref ?? node.anyOf?.find((option) => option.$ref)?.$ref;
  if (ref) {
    const [name, def] = definition(ref);
    if (name === "Bilingual" || name === "PersonName") {
      return { type: "bilingual", multiline: input === "multiline", enOptional: name === "PersonName" };
    }
    if (def.oneOf) {
      return { type: "value", input: "choice", choices: def.oneOf.flatMap((option) => option.const ?? []) };
    }
    return { type: "group", fields: fieldsOf(def) };
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes("array")) {
    const entry = shapeOf(node.items ?? {}, input);
    return node.maxItems === undefined ? { type: "list", entry } : { type: "list", entry, max: node.maxItems };
  }
  if (types.includes("boolean")) return { type: "value", input: "boolean", choices: [] };
  if (types.includes("integer")) return { type: "value", input: input ?? "number", choices: [] };
  return { type: "value", input: input ?? "text", choices: [] };
}

/** Whether a property may be left out: not required, or allowed to be null. */
function isOptional(node: Node, required: boolean): boolean {
  const types = Array.isArray(node.type) ? node.type : [];
  return !required || types.includes("null") || (node.anyOf ?? []).some((option) => option.type === "null");
}

function fieldsOf(node: Node): FieldSpec[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) => ({
    name,
    optional: isOptional(property, required.has(name)) && !Array.isArray(property.default),
    shape: shapeOf(property, property["x-input"]),
    ...(property["x-when"] && { when: property["x-when"] }),
    ...(property["x-hint"] && { hint: property["x-hint"] }),
    ...(property["x-after"] && { after: property["x-after"] }),
  }));
}

/** Every kind, in the order the admin area lists them. */
export const KINDS: readonly KindSpec[] = Object.entries(schema.kinds).map(([kind, entry]) => {
  const [, def] = definition(entry.schema.$ref ?? "");
  // A collection item's id is made by the server from its title; nobody types it.
  const fields = fieldsOf(def).filter((field) => !(entry.shape === "collection" && field.name === "id"));
  const { shape, fixed, archives, changeNotes, maxBytes, liveMax } = entry;
  return { kind, shape, fixed, archives, changeNotes, maxBytes, ...(liveMax !== null && { liveMax }), fields };
});

/** The shape of the field at `path` of an item of `spec` (`corrigenda.1.note`), if it has one. */
export function shapeAt(spec: KindSpec, path: string): Shape | undefined {
  let fields: readonly FieldSpec[] | undefined = spec.fields;
  let shape: Shape | undefined;
  for (const part of path.split(".")) {
    if (/^\d+$/.test(part)) {
      shape = shape?.type === "list" ? shape.entry : undefined;
    } else {
      shape = fields?.find((field) => field.name === part)?.shape;
    }
    fields = shape?.type === "group" ? shape.fields : undefined;
    if (!shape) return undefined;
  }
  return shape;
}

/** The kind named `kind`, if there is one. */
export function kindSpec(kind: string | null): KindSpec | undefined {
  return KINDS.find((spec) => spec.kind === kind);
}
