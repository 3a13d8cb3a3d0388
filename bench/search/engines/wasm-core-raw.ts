// Diagnostic: wasm-core's Directory called directly, without the package's typed functions and
// the site's wrapper (no NFC of the query, no copy of the result into an Array). Its distance to
// the wasm-core row is the cost of the wrapper; the targets are judged on the wasm-core row.
import { Directory } from "../../../wasm-core/pkg/search/wasm_core.js";
import type { Engine } from "./engine";

export const engine: Engine = {
  name: "wasm-core, Directory only",
  settings: "wasm-core's Directory without lib/search-index.ts (records NFC'd once at build; query as given)",
  build(records) {
    const directory = new Directory();
    for (const { record } of records) {
      directory.add(
        record.text.map((field) => field.normalize("NFC")),
        [...(record.phones ?? [])],
        [...(record.facets ?? [])],
      );
    }
    const ids = records.map((r) => r.id);
    const noFilters = undefined;
    return {
      search: (query) => {
        const found = directory.search(query, noFilters);
        const out = new Array<string>(found.length);
        for (let i = 0; i < found.length; i++) out[i] = ids[found[i]];
        return out;
      },
    };
  },
};
