// wasm-core's `search` module in Node (package.json "imports": bundlers load pkg/search/ themselves).
import * as glue from "../../pkg/search/wasm_core_bg.js";
import { start } from "./start.js";

export * from "../../pkg/search/wasm_core_bg.js";

await start(glue, "search");
