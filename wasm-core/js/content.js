// Every content kind's rules (the `content` wasm module), the same ones the server runs on
// every save. Its answer is JSON: the module carries serde_json for the items anyway.
import * as core from "#content";

/** What is wrong with `item`, an item of `kind` as a save would send it: `{}` when nothing is. */
export const contentProblems = (kind, item, references = {}) =>
  JSON.parse(core.checkContent(kind, JSON.stringify(item), JSON.stringify(references)));
