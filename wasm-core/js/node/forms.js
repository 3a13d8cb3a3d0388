// wasm-core's `forms` module in Node (package.json "imports": bundlers load pkg/forms/ themselves).
import * as glue from "../../pkg/forms/wasm_core_bg.js";
import { start } from "./start.js";

export * from "../../pkg/forms/wasm_core_bg.js";

await start(glue, "forms");
