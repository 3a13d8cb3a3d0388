// The one text format of the structured values that cross between wasm-core and JavaScript
// (wasm-core/src/bindings/format.rs): a list is its values joined by U+001F; a record is name,
// value, name, value, … joined by U+001F; a list of records is records joined by U+001E.

export const UNIT = "\u001f";
export const RECORD = "\u001e";

/** The values of a list. */
export const list = (text) => (text === "" ? [] : text.split(UNIT));

/** A list of `values`, each without the separators (a visitor's text cannot shift the rest). */
export const listOf = (values) => values.map(clean).join(UNIT);

/** The text without the format's separators. */
export const clean = (value) => String(value).replaceAll(UNIT, "").replaceAll(RECORD, "");

/** A record of `object`'s fields (values as text, without the separators). */
export const recordOf = (object) => listOf(Object.entries(object).flat());

/** A record whose names do not repeat, as an object of text fields. */
export const fieldsOf = (record) => {
  const fields = list(record);
  const object = {};
  for (let i = 0; i + 1 < fields.length; i += 2) object[fields[i]] = fields[i + 1];
  return object;
};

/** The records of a list of records, as objects of text fields. */
export const records = (text) => (text === "" ? [] : text.split(RECORD).map(fieldsOf));
