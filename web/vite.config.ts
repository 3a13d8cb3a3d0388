import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import wasm from "vite-plugin-wasm";
import { defineConfig } from "vitest/config";
import { localizedHtml } from "./build/localized-html.ts";

const contentDir = fileURLToPath(new URL("../content", import.meta.url));
const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export default defineConfig({
  plugins: [react(), wasm(), localizedHtml(contentDir)],
  resolve: {
    alias: {
      "@content": contentDir,
      // wasm-core's other two wasm modules (.ci/lib.sh build_wasm): the search, loaded only by
      // the pages that search, and the admin forms' rules, loaded only by the admin pages.
      "wasm-search": fromRoot("pkg-search/wasm_core.js"),
      "wasm-forms": fromRoot("pkg-forms/wasm_core.js"),
    },
  },
  // wasm-core is a local wasm-pack package; pre-bundling would break its wasm import.
  optimizeDeps: { exclude: ["wasm-core"] },
  server: {
    fs: { allow: [".."] },
    // The API and the files admins upload (served by the server from its data directory).
    proxy: { "/api": "http://127.0.0.1:8080", "/uploads": "http://127.0.0.1:8080" },
  },
  // Everything under content/public (PDFs, photos, robots.txt) is copied to the site root.
  publicDir: "../content/public",
  build: { target: "es2022" },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
