// Every content kind's rules (the `content` wasm module), the same ones the server runs on
// every save. Its answer is JSON: the module carries serde_json for the items anyway.
import * as core from "#content";

/** What is wrong with `item`, an item of `kind` as a save would send it: `{}` when nothing is.
 * @type {typeof import("./content.js").contentProblems} */
export const contentProblems = (kind, item, references = {}) =>
  JSON.parse(core.checkContent(kind, JSON.stringify(item), JSON.stringify(references)));

/** The largest item of `kind` the rules accept, naming the site's files `pdf` and `image`: every
 * list at its maximum, every text as long as the kind's size allows. For tests of the pages
 * that show it.
 * @type {typeof import("./content.js").largestItem} */
export const largestItem = (kind, { pdf, image, references = {} }) =>
  JSON.parse(core.largestItem(kind, JSON.stringify(references), pdf, image));
