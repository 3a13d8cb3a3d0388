// wasm-core through the site's own wrapper (NFC in JS, then the wasm Directory).
import { SearchIndex } from "../../../web/src/lib/search-index";
import type { Engine } from "./engine";

export const engine: Engine = {
  name: "wasm-core",
  settings: "SearchIndex of web/src/lib/search-index.ts over wasm-core/search (NFC in JS + wasm Directory), no filters",
  build(records) {
    const index = new SearchIndex(records.map((r) => r.record));
    const ids = records.map((r) => r.id);
    return { search: (query) => index.search(query).map((n) => ids[n]) };
  },
};
