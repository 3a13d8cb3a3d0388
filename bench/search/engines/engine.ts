// What every engine of the benchmark offers: build an index over the records, then answer a
// query with the ids of the matching records, best first.
import type { SearchRecord } from "../../../web/src/lib/search-index";

/** A directory record as the benchmark gives it to every engine. */
export interface BenchRecord {
  /** The mobile number: unique, so it names the record in queries.json. */
  id: string;
  /** Exactly what the site's search index gets (web/src/lib/directory `searchRecord`). */
  record: SearchRecord;
}

/** An index built over the records. */
export interface Searcher {
  /** The ids of the records matching `query`, best first. */
  search(query: string): string[];
}

export interface Engine {
  name: string;
  /** The settings used, printed with the figures. */
  settings: string;
  build(records: readonly BenchRecord[]): Searcher;
}
