// The Hindi-aware search (wasm-core `search::Index`), a wasm module of its own: only the pages
// that search load it. The only module that imports it.
import * as core from "wasm-search";

/** A record given to a search index. */
export interface SearchRecord {
  /** Fields to search: names, designations, ward names, in either script. */
  text: readonly string[];
  /** Phone numbers as printed; a query of 3 or more digits matches any run of them. */
  phones?: readonly string[];
  /** `name=value` pairs that filters select on, e.g. `zone=2`, `party=bjp`. */
  facets?: readonly string[];
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Hindi-aware search over a fixed list of records (wasm-core `search::Index`): spelling
 * variants, Latin ↔ Devanagari, one typo in longer Latin words, phone digits.
 */
export class SearchIndex {
  readonly #directory = new core.Directory();

  constructor(records: Iterable<SearchRecord>) {
    for (const record of records) {
      this.#directory.add(
        record.text.map((field) => field.normalize("NFC")),
        [...(record.phones ?? [])],
        [...(record.facets ?? [])],
      );
    }
  }

  /** How many records the index holds. */
  get size(): number {
    return this.#directory.size;
  }

  /**
   * Positions (in the order given to the constructor) of the records matching `query` and every
   * `name=value` filter, best match first. An empty query keeps every record that passes the
   * filters, in order.
   */
  search(query: string, filters: readonly string[] = []): number[] {
    // Plain ASCII is already NFC; skipping normalize() saves a good part of a short query.
    const nfc = ASCII.test(query) ? query : query.normalize("NFC");
    const found = this.#directory.search(nfc, filters.length ? filters.join("\n") : undefined);
    // A plain loop: Array.from over a typed array goes through the iterator protocol.
    const positions = new Array<number>(found.length);
    for (let i = 0; i < found.length; i++) positions[i] = found[i];
    return positions;
  }
}
