// The one text format of the structured values that cross between wasm-core and JavaScript
// (wasm-core/src/bindings/format.rs): a list is its values joined by U+001F; a record is name,
// value, name, value, … joined by U+001F; a list of records is records joined by U+001E.

/** @type {typeof import("./format.js").UNIT} */
export const UNIT = "\u001f";
/** @type {typeof import("./format.js").RECORD} */
export const RECORD = "\u001e";

/** The values of a list.
 * @type {typeof import("./format.js").list} */
export const list = (text) => (text === "" ? [] : text.split(UNIT));

/** A list of `values`, each without the separators (a visitor's text cannot shift the rest).
 * @type {typeof import("./format.js").listOf} */
export const listOf = (values) => values.map(clean).join(UNIT);

/** The text without the format's separators.
 * @type {typeof import("./format.js").clean} */
export const clean = (value) => String(value).replaceAll(UNIT, "").replaceAll(RECORD, "");

/** A record of `object`'s fields (values as text, without the separators).
 * @type {typeof import("./format.js").recordOf} */
export const recordOf = (object) => listOf(Object.entries(object).flat());

/** A record whose names do not repeat, as an object of text fields.
 * @type {typeof import("./format.js").fieldsOf} */
export const fieldsOf = (record) => {
  const fields = list(record);
  /** @type {Record<string, string>} */
  const object = {};
  for (let i = 0; i + 1 < fields.length; i += 2) object[fields[i]] = fields[i + 1];
  return object;
};

/** The records of a list of records, as objects of text fields.
 * @type {typeof import("./format.js").records} */
export const records = (text) => (text === "" ? [] : text.split(RECORD).map(fieldsOf));
