// The Hindi-aware search of the directories and the site (the `search` wasm module).
import * as core from "#search";

/** @typedef {import("./search.js").Directory} DeclaredDirectory */

const ASCII = /^\p{ASCII}*$/u;

/** A set of records to search: names and designations in either script, phone digits,
 * spelling variants, one typo in longer Latin words.
 * @implements {DeclaredDirectory} */
export class Directory {
  #index = new core.Directory();

  /** Adds a record and returns its number (0, 1, 2, … in the order of adding).
   * @param {import("./search.js").SearchRecord} record */
  add({ text, phones = [], facets = [], body }) {
    return this.#index.add(
      text.map((field) => field.normalize("NFC")),
      [...phones],
      [...facets],
      body?.map((field) => field.normalize("NFC")),
    );
  }

  /** How many records the set holds. */
  get size() {
    return this.#index.size;
  }

  /** The numbers of the records that match `query` and every filter (`name=value`), best
   * first.
   * @param {string} query
   * @param {readonly string[]} filters */
  search(query, filters = []) {
    // Plain ASCII is already NFC; skipping normalize() saves a good part of a short query.
    const nfc = ASCII.test(query) ? query : query.normalize("NFC");
    const found = this.#index.search(nfc, filters.length ? filters.join("\n") : undefined);
    // A plain loop: Array.from over a typed array goes through the iterator protocol.
    const numbers = new Array(found.length);
    for (let i = 0; i < found.length; i++) numbers[i] = found[i];
    return numbers;
  }
}

/** The reading in Latin letters of a name given only in Devanagari, as the search compares it.
 * @type {typeof import("./search.js").reading} */
export const reading = (name) => core.reading(name.normalize("NFC"));
