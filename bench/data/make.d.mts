// Types of make.mjs (plain JavaScript, so that the benches run it as it is), for the end-to-end
// tests.

/** How many of each kind five years bring. */
export declare const COUNTS: { notices: number; tenders: number; recruitment: number; events: number; people: number };

/** Writes the five years' content into `out` (made if missing); `today` is `YYYY-MM-DD`;
 * `notices`, how many notices in place of `COUNTS.notices`. */
export declare function makeContent(out: string, today?: string, options?: { notices?: number }): void;

/** A data directory holding the five years' content: `server import` run into `dataDir`; the
 * folder of the content it imported. */
export declare function makeStore(bin: string, dataDir: string, options?: { today?: string; notices?: number }): string;
