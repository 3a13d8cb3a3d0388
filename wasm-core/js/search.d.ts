/** A record given to a search. */
export interface SearchRecord {
  /** Fields to search: names, designations, ward names, in either script. */
  text: readonly string[];
  /** Phone numbers as printed; a query of 3 or more digits matches any run of them. */
  phones?: readonly string[];
  /** `name=value` pairs that filters select on, e.g. `zone=2`, `party=bjp`. */
  facets?: readonly string[];
  /** A page's text besides what names it: its words match only as typed, and after every
   * match of `text`. */
  body?: readonly string[];
}

/** A set of records to search (wasm-core `search::Index`): spelling variants, Latin ↔
 * Devanagari, one typo in longer Latin words, phone digits. */
export declare class Directory {
  /** Adds a record and returns its number (0, 1, 2, … in the order of adding). */
  add(record: SearchRecord): number;
  /** How many records the set holds. */
  readonly size: number;
  /** The numbers of the records that match `query` and every filter (`name=value`), best first. */
  search(query: string, filters?: readonly string[]): number[];
}

/** The reading in Latin letters of a name given only in Devanagari (`"राम" → "ram"`), as the
 * search compares names. */
export declare function reading(name: string): string;
