import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import wasm from "vite-plugin-wasm";
import { defineConfig } from "vitest/config";
import { buildDay, buildDayFile } from "./build/build-day.ts";
import { catalogs } from "./build/catalogs.ts";
import { firstLoad } from "./build/first-load.ts";
import { localizedHtml } from "./build/localized-html.ts";
import { offlineAssets } from "./build/offline-assets.ts";
import { reactRouterProduction } from "./build/react-router-production.ts";
import { webManifests } from "./build/web-manifest.ts";
import { OFFLINE_PARTS } from "./src/offline/offline-pages.ts";

const contentDir = fileURLToPath(new URL("../content", import.meta.url));

/** The app's start: src/boot.ts imports it once the page is rendered. */
const appStart = fileURLToPath(new URL("src/main.tsx", import.meta.url));
const entryGraph = firstLoad(appStart);
/** What the service worker precaches: the page's script (which starts the app and its home
 * page) and the other pages kept for use offline, with their catalog parts. */
const offline = offlineAssets(
  [
    "src/boot.ts",
    "src/features/home/notice-modal.tsx",
    "src/features/directory/directory-page.tsx",
    "src/features/directory/corporator-cards-page.tsx",
    "src/features/contact/contact-page.tsx",
    "src/features/offline/offline-page.tsx",
    "src/features/offline/saved-copy.tsx",
    // "Was this page useful?" ends every kept page: without its code the app could not take
    // the rendered prompt over, offline.
    "src/features/page-feedback/page-feedback.tsx",
  ]
    .map((file) => fileURLToPath(new URL(file, import.meta.url)))
    // The loaders of the prompt's texts, read later.
    .concat("\0virtual:catalogs/later"),
  OFFLINE_PARTS,
  ["en", "hi"],
);
/** The day the site is built, in India: the same in the app and in the rendering bundle. */
const builtOn = buildDay();

/** The unit tests that replace a module or need the app's modules new (see `test` below). */
const OWN_MODULES = [
  "src/features/admin/dashboard/*.test.tsx",
  "src/features/page-feedback/page-feedback.test.tsx",
  "src/features/admin/guard.test.tsx",
];

export default defineConfig({
  define: { BUILD_DAY: JSON.stringify(builtOn), BUILD_YEAR: JSON.stringify(Number(builtOn.slice(0, 4))) },
  plugins: [
    react(),
    reactRouterProduction(),
    wasm(),
    catalogs(contentDir),
    entryGraph.plugin,
    localizedHtml(contentDir, appStart),
    buildDayFile(builtOn),
    webManifests(contentDir),
    offline.plugin,
    // The service worker (src/service-worker/sw.ts), with the files `offline` picks to precache.
    // The manifests are written by build/web-manifest.ts, one per language; the page's script
    // registers it (src/boot.ts).
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: "iife",
        globPatterns: ["assets/*.{js,css,wasm}"],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => offline.has(entry.url)), warnings: [] })],
      },
    }),
  ],
  resolve: {
    alias: {
      "@content": contentDir,
    },
  },
  // wasm-core is the workspace's own package of wasm modules; pre-bundling would break their
  // wasm imports.
  optimizeDeps: { exclude: ["wasm-core"] },
  server: {
    fs: { allow: [".."] },
    // The API and the files admins upload (served by the server from its data directory).
    proxy: { "/api": "http://127.0.0.1:8080", "/uploads": "http://127.0.0.1:8080" },
  },
  // Everything under content/public (PDFs, photos, robots.txt) is copied to the site root.
  publicDir: "../content/public",
  build: {
    target: "es2022",
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17); an older
    // one only loses the head start, so the polyfill is not worth its bytes in every download.
    modulePreload: { polyfill: false },
    // One stylesheet for every page (7 KB gzipped): a prerendered page is rendered in full before
    // its script arrives (scripts/prerender.mjs), and moving to another page waits for no CSS.
    cssCodeSplit: false,
    // The app every visitor downloads on a first visit, in one chunk (build/first-load.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for lazy imports has a chunk of its own: the page's script
            // (src/boot.ts) uses it too, and must not have to run the app to get it.
            { name: "lazy-import", test: /^\0vite\/preload-helper/, priority: 200 },
            { name: "app", test: entryGraph.has, priority: 100 },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    // Most test files share their workers' modules: setting up jsdom and importing the app
    // again for each file took most of the run (138 s in all, 28 s shared). The files that
    // replace a module (`vi.mock`) or depend on a module's state being new (the admin guard's
    // signed-in account) run on their own.
    projects: [
      { extends: true, test: { name: "own-modules", include: OWN_MODULES, isolate: true } },
      {
        extends: true,
        test: { name: "shared", include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"], exclude: OWN_MODULES, isolate: false },
      },
    ],
  },
});
