// The Hindi-aware search (wasm-core `search::Index`), a wasm module of its own: only the pages
// that search load it. The only module that imports it.
import { Directory, type SearchRecord } from "wasm-core/search";

export type { SearchRecord };

/** Longest run of indexing between two yields to the browser: a task under 50 ms leaves the
 * page responsive, and 8 ms leaves room for a frame and input on a phone four times slower. */
const SLICE_MS = 8;

/** Lets the browser handle input and render a frame before the next slice. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hindi-aware search over a fixed list of records (wasm-core `search::Index`): spelling
 * variants, Latin ↔ Devanagari, one typo in longer Latin words, phone digits.
 *
 * Records are indexed as they are needed: all at once by the first search, or a slice at a
 * time by `fillInSlices()`, which a page calls ahead of the first query so that indexing a
 * long list never blocks the page for long.
 */
export class SearchIndex {
  readonly #directory = new Directory();
  /** The records not indexed yet. */
  #pending: Iterator<SearchRecord> | undefined;

  constructor(records: Iterable<SearchRecord>) {
    this.#pending = records[Symbol.iterator]();
  }

  /** Indexes the next pending record; false when there is none left. */
  #addNext(): boolean {
    const next = this.#pending?.next();
    if (!next || next.done) {
      this.#pending = undefined;
      return false;
    }
    this.#directory.add(next.value);
    return true;
  }

  /** Indexes every pending record now. */
  #fill(): void {
    while (this.#addNext());
  }

  /** Indexes the pending records a slice at a time, yielding to the browser between slices;
   * resolves once all are indexed (at once if a search already did it). */
  async fillInSlices(): Promise<void> {
    while (this.#pending) {
      const end = performance.now() + SLICE_MS;
      while (performance.now() < end && this.#addNext());
      if (this.#pending) await yieldToBrowser();
    }
  }

  /** How many records the index holds. */
  get size(): number {
    this.#fill();
    return this.#directory.size;
  }

  /**
   * Positions (in the order given to the constructor) of the records matching `query` and every
   * `name=value` filter, best match first. An empty query keeps every record that passes the
   * filters, in order.
   */
  search(query: string, filters: readonly string[] = []): number[] {
    this.#fill();
    return this.#directory.search(query, filters);
  }
}

/** The reading in Latin letters of a name given only in Devanagari (wasm-core
 * `search::reading`): the transliteration the search compares names with, so that the reading
 * shown is the spelling that finds the name. */
export { reading } from "wasm-core/search";
