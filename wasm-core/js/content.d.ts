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
