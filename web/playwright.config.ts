/**
 * End-to-end tests in Debian's Chromium against the real server, started on a free loopback
 * port with a temporary data directory.
 *
 * The admin specs (e2e/admin-*.spec.ts) get a second server of their own, with its own port,
 * data directory and a known admin password, so that the events they create and delete cannot
 * disturb the public specs running in parallel. They reach it through e2e/admin-support.ts.
 *
 * Playwright evaluates this file in the main process and again in every worker, so the ports,
 * the data directories and the password are chosen once and handed down through the
 * environment (SMC_E2E_PORT, SMC_E2E_DATA; SMC_E2E_ADMIN_PORT, SMC_E2E_ADMIN_DATA,
 * SMC_E2E_ADMIN_URL, SMC_E2E_ADMIN_PASSWORD). The server binary is target/debug/server unless
 * SMC_SERVER_BIN names another one, and the built app is web/dist unless SMC_WEB_DIR names
 * another (relative paths are taken from the repository root); both are handed to the specs
 * that start a server of their own as SMC_E2E_SERVER_BIN and SMC_E2E_WEB_DIR.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, "..");

/** A port nobody listens on right now, found by binding port 0 in a child process. */
function freePort(): string {
  const script = [
    "const server = require('node:net').createServer();",
    "server.listen(0, '127.0.0.1', () => {",
    "  process.stdout.write(String(server.address().port));",
    "  server.close();",
    "});",
  ].join("\n");
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

/** A temporary data directory, made once and named by the environment variable `name`. */
function tempDataDir(name: "SMC_E2E_DATA" | "SMC_E2E_ADMIN_DATA"): string {
  const existing = process.env[name];
  if (existing) return existing;
  const created = mkdtempSync(path.join(os.tmpdir(), "smc-e2e-"));
  process.env[name] = created;
  // global-teardown.ts removes both after a run; this also covers `--list` and aborted runs,
  // in the process that made it only (workers inherit the variable and return above).
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
  return created;
}

const port: string = (process.env.SMC_E2E_PORT ||= freePort());
const dataDir = tempDataDir("SMC_E2E_DATA");
/** A free port other than `taken` (two quick asks can, rarely, get the same one). */
function otherFreePort(taken: string): string {
  for (;;) {
    const candidate = freePort();
    if (candidate !== taken) return candidate;
  }
}
const adminPort: string = (process.env.SMC_E2E_ADMIN_PORT ||= otherFreePort(port));
const adminDataDir = tempDataDir("SMC_E2E_ADMIN_DATA");
const adminURL = (process.env.SMC_E2E_ADMIN_URL ||= `http://127.0.0.1:${adminPort}`);
// A test password for the admin server's first start (12 to 128 characters).
const adminPassword = (process.env.SMC_E2E_ADMIN_PASSWORD ||= "e2e-Admin-Passw0rd-2025");
const serverBin = path.resolve(
  repoRoot,
  process.env.SMC_SERVER_BIN ?? path.join("target", "debug", "server"),
);
const distDir = path.resolve(repoRoot, process.env.SMC_WEB_DIR ?? path.join("web", "dist"));
// For the specs that start a server of their own (e2e/schedule.spec.ts).
process.env.SMC_E2E_SERVER_BIN = serverBin;
process.env.SMC_E2E_WEB_DIR = distDir;
const baseURL = `http://127.0.0.1:${port}`;

const quote = (arg: string): string => `'${arg.replace(/'/g, "'\\''")}'`;

/** The server started on `serverPort` with `serverData` as its data directory. */
function serverCommand(serverPort: string, serverData: string): string {
  return [
    quote(serverBin),
    "--host 127.0.0.1",
    `--port ${serverPort}`,
    `--data-dir ${quote(serverData)}`,
    `--web-dir ${quote(distDir)}`,
    // Every test sends from 127.0.0.1: the hourly limits of one address are the server tests'
    // (server/tests/api/feedback.rs, page_feedback.rs), not these.
    "--feedback-per-hour 1000",
    "--page-feedback-per-hour 1000",
  ].join(" ");
}

const serverOptions = {
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "pipe",
  stderr: "pipe",
  gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
} as const;

export default defineConfig({
  testDir: "./e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
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
  webServer: [
    { ...serverOptions, command: serverCommand(port, dataDir), url: `${baseURL}/api/health` },
    {
      ...serverOptions,
      command: serverCommand(adminPort, adminDataDir),
      url: `${adminURL}/api/health`,
      env: { SMC_ADMIN_PASSWORD: adminPassword },
    },
  ],
});
