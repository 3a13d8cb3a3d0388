/**
 * End-to-end tests in Debian's Chromium against the real server, started on a free loopback
 * port with a temporary data directory.
 *
 * Playwright evaluates this file in the main process and again in every worker, so the port
 * and the data directory are chosen once and handed down through the environment
 * (SMC_E2E_PORT, SMC_E2E_DATA). The server binary is target/debug/server unless SMC_SERVER_BIN
 * names another one, and the built app is web/dist unless SMC_WEB_DIR names another (relative
 * paths are taken from the repository root).
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

const port: string = (process.env.SMC_E2E_PORT ||= freePort());
if (!process.env.SMC_E2E_DATA) {
  const created = mkdtempSync(path.join(os.tmpdir(), "smc-e2e-"));
  process.env.SMC_E2E_DATA = created;
  // global-teardown.ts removes it after a run; this also covers `--list` and aborted runs,
  // in the process that made it only (workers inherit the variable and skip this branch).
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
}
const dataDir: string = process.env.SMC_E2E_DATA;
const serverBin = path.resolve(
  repoRoot,
  process.env.SMC_SERVER_BIN ?? path.join("target", "debug", "server"),
);
const distDir = path.resolve(repoRoot, process.env.SMC_WEB_DIR ?? path.join("web", "dist"));
const baseURL = `http://127.0.0.1:${port}`;

const quote = (arg: string): string => `'${arg.replace(/'/g, "'\\''")}'`;

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
  },
  webServer: {
    command: [
      quote(serverBin),
      "--host 127.0.0.1",
      `--port ${port}`,
      `--data-dir ${quote(dataDir)}`,
      `--web-dir ${quote(distDir)}`,
    ].join(" "),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
