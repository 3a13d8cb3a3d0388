// Builds the benchmark page (and, from run.mjs, each engine alone to measure its size) the way
// web/ builds the site: vite-plugin-wasm, the package wasm-core, the content under @content.
import { fileURLToPath } from "node:url";
import wasm from "vite-plugin-wasm";
import { defineConfig } from "vite";
import { buildDay } from "../../web/build/build-day.ts";

/** The day the site's own build would stamp: the seed content reads it to tell past events. */
const builtOn = buildDay();

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "./",
  logLevel: "warn",
  define: { BUILD_DAY: JSON.stringify(builtOn), BUILD_YEAR: JSON.stringify(Number(builtOn.slice(0, 4))) },
  plugins: [wasm()],
  resolve: {
    alias: {
      "@content": here("../../content"),
    },
  },
  optimizeDeps: { exclude: ["wasm-core"] },
  build: { target: "es2022", manifest: true, reportCompressedSize: false },
});
