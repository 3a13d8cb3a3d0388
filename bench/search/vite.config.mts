// Builds the benchmark page (and, from run.mjs, each engine alone to measure its size) the way
// web/ builds the site: vite-plugin-wasm, wasm-core's modules from pkg/ and pkg-search/, the content under @content.
import { fileURLToPath } from "node:url";
import wasm from "vite-plugin-wasm";
import { defineConfig } from "vite";

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "./",
  logLevel: "warn",
  plugins: [wasm()],
  resolve: {
    alias: {
      "@content": here("../../content"),
      "wasm-core": here("../../pkg"),
      "wasm-search": here("../../pkg-search/wasm_core.js"),
    },
  },
  optimizeDeps: { exclude: ["wasm-core"] },
  build: { target: "es2022", manifest: true, reportCompressedSize: false },
});
