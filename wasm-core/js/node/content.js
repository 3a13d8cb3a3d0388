// wasm-core's `content` module in Node (package.json "imports": bundlers load pkg/content/ themselves).
import * as glue from "../../pkg/content/wasm_core_bg.js";
import { start } from "./start.js";

export * from "../../pkg/content/wasm_core_bg.js";

await start(glue, "content");
