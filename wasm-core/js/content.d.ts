import type { Problems } from "./format.js";
export type { Problems };

/** What an item may refer to, as the editor knows it from the store: the ids of the
 * designations and the parties, and the wards document. Left out: not checked. */
export interface References {
  designations?: string[];
  parties?: string[];
  wards?: unknown;
}

/** What is wrong with `item`, an item of `kind` (`notices`, `people`, …) as a save would send
 * it: each field path (`corrigenda.0.date`) with its codes; `{}` when nothing is. */
export declare function contentProblems(kind: string, item: unknown, references?: References): Problems;

/** The largest item of `kind` the rules accept (`content::largest`): every list at its maximum,
 * every text (English in Latin letters, Hindi in Devanagari) as long as the kind's size
 * allows. It names the files `pdf` and `image` (a save refuses files the site does not have);
 * a person's designation, zone and wards come from `references`. For tests of the pages that
 * show it; `null` for a kind the site does not know. */
export declare function largestItem(kind: string, options: { pdf: string; image: string; references?: References }): unknown;
