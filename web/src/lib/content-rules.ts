// Every content kind's rules (wasm-core `content::problems`), the same ones the server runs on
// every save, in a wasm module of their own that only the content editor loads. The only
// module that imports it.
import { contentProblems as problems } from "wasm-core/content";
import type { Wards } from "../generated/content";

/** Each field path of an item that has something wrong (`corrigenda.0.date`), with its codes. */
export type ContentProblems = Record<string, string[]>;

/** What an item may refer to, as the editor has it from the store. */
export interface References {
  designations?: string[];
  parties?: string[];
  wards?: Wards;
}

/** What is wrong with `item`, an item of `kind` as a save would send it; {} when nothing is. */
export function contentProblems(kind: string, item: unknown, references: References): ContentProblems {
  return problems(kind, item, references);
}
