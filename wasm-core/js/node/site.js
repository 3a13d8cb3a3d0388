// wasm-core's `site` module in Node (package.json "imports": bundlers load pkg/site/ themselves).
import * as glue from "../../pkg/site/wasm_core_bg.js";
import { start } from "./start.js";

export * from "../../pkg/site/wasm_core_bg.js";

await start(glue, "site");
