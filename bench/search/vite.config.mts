// Builds the benchmark page (and, from run.mjs, each engine alone to measure its size) the way
// web/ builds the site: vite-plugin-wasm, wasm-core from pkg/, the content under @content.
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
    alias: { "@content": here("../../content"), "wasm-core": here("../../pkg") },
  },
  optimizeDeps: { exclude: ["wasm-core"] },
  build: { target: "es2022", manifest: true, reportCompressedSize: false },
});
