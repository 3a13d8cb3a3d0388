// Debian's Chromium as the end-to-end tests (web/playwright.config.ts) and the search benchmark
// (bench/search/run.mjs) launch it: headless, no sandbox in containers, no background networking
// on a closed network.
export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
