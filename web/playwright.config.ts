/**
 * End-to-end tests in Debian's Chromium against the real server.
 *
 * e2e/global-setup.ts starts two servers with the launcher the benches use
 * (bench/lib/server.mjs): each on a free loopback port with a temporary data directory,
 * stopped and removed again after the run. The admin specs (e2e/admin-*.spec.ts) use the
 * second one, which has a known admin password, so that the events they create and delete
 * cannot disturb the public specs running in parallel; they reach it through e2e/admin-support.ts.
 *
 * Playwright evaluates this file in the main process and again in every worker, which are
 * started after the global setup and inherit its environment: the servers' addresses are handed
 * down as SMC_E2E_URL and SMC_E2E_ADMIN_URL, the admin password as SMC_E2E_ADMIN_PASSWORD. The
 * server binary is target/debug/server unless SMC_SERVER_BIN names another one, and the built
 * app is web/dist unless SMC_WEB_DIR names another (relative paths are taken from the
 * repository root); both are handed to the global setup and to the specs that start a server of
 * their own as SMC_E2E_SERVER_BIN and SMC_E2E_WEB_DIR.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, "..");

// A test password for the admin server's first start (12 to 128 characters).
process.env.SMC_E2E_ADMIN_PASSWORD ||= "e2e-Admin-Passw0rd-2025";
process.env.SMC_E2E_SERVER_BIN = path.resolve(repoRoot, process.env.SMC_SERVER_BIN ?? path.join("target", "debug", "server"));
process.env.SMC_E2E_WEB_DIR = path.resolve(repoRoot, process.env.SMC_WEB_DIR ?? path.join("web", "dist"));

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Set by the global setup before the workers start (undefined in the main process).
    baseURL: process.env.SMC_E2E_URL,
    browserName: "chromium",
    locale: "en-US",
    viewport: { width: 1280, height: 800 },
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // The service worker answers for the pages kept for use offline, out of reach of the tests'
    // routes of the page's requests: only the specs of offline use (offline.spec.ts) let it run.
    serviceWorkers: "block",
  },
});
