// Starts a wasm module of wasm-core in Node, without a bundler: the glue wasm-bindgen wrote for
// bundlers is given the instance of the wasm it was built with, as a bundler would.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const pkg = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "pkg");

/** Instantiates pkg/`name`/'s wasm for its `glue`. */
export async function start(glue, name) {
  const wasm = await readFile(path.join(pkg, name, "wasm_core_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(wasm, { "./wasm_core_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
}
