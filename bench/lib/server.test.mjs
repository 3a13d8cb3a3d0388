// `node --test bench/lib/server.test.mjs`: the launcher with the real server binary
// (SMC_SERVER_BIN, default target/debug/server, on SMC_WEB_DIR, default web/dist).
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { ServerStartError, startServer } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/debug/server");
const webDir = path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist");

/** Whether something accepts connections on `port` of 127.0.0.1. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

test("the server binary is there", () => {
  assert.ok(existsSync(bin), `no server binary at ${bin}: cargo build -p server, or set SMC_SERVER_BIN`);
});

test("starts on a free port with a temporary data directory, answers, stops and leaves nothing", async () => {
  const server = await startServer({ bin, webDir, tempPrefix: "smc-launcher-test-" });
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(server.port, 0);
    assert.ok(path.basename(server.dataDir).startsWith("smc-launcher-test-"));
    assert.ok(existsSync(path.join(server.dataDir, "smc.redb")), "the store is in the temporary directory");
    const health = await fetch(`${server.url}/api/health`);
    assert.equal(health.status, 200);
    assert.ok(server.healthyAt >= server.spawnedAt);
    assert.match(server.output(), /website: http:\/\/127\.0\.0\.1:\d+\//);
  } finally {
    const ended = await server.stop();
    // SIGTERM is the normal stop: the server finishes and exits by itself.
    assert.deepEqual(ended, { code: 0, signal: null });
  }
  assert.equal(existsSync(server.dataDir), false, "the temporary data directory is removed");
  assert.equal(await listening(server.port), false, "the port is closed");
});

test("a given data directory is used and kept; flags, environment and a log file reach the server", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "smc-launcher-test-given-"));
  try {
    const server = await startServer({
      bin,
      webDir,
      dataDir,
      args: ["--feedback-per-hour", "1000"],
      env: { RUST_LOG: "info", SMC_CLOCK_AHEAD: "36h" },
      logFile: "server.log",
    });
    assert.equal(server.dataDir, dataDir);
    assert.equal(server.logFile, path.join(dataDir, "server.log"));
    assert.equal((await fetch(`${server.url}/api/health`)).status, 200);
    await server.kill();
    assert.ok(existsSync(path.join(dataDir, "smc.redb")), "the given directory stays");
    const log = readFileSync(server.logFile, "utf8");
    assert.match(log, /website: http:\/\/127\.0\.0\.1:\d+\//);
    // --clock-ahead, from the environment, is said in the log at start.
    assert.match(log, /ahead/i);
    assert.equal(await listening(server.port), false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a server that cannot start is reported with its output, and its directory removed", async () => {
  const error = await startServer({ bin, webDir, tempPrefix: "smc-launcher-test-", args: ["--no-such-flag"] }).then(
    () => null,
    (thrown) => thrown,
  );
  assert.ok(error instanceof ServerStartError, `expected a ServerStartError, got ${error}`);
  assert.match(error.why, /exited before it printed its address/);
  assert.match(error.output, /no-such-flag/);
  const left = readdirSync(os.tmpdir()).filter((name) => name.startsWith("smc-launcher-test-"));
  assert.deepEqual(left, []);
});

test("a failed start with its output in a log file reports that output", async () => {
  const error = await startServer({
    bin,
    webDir,
    tempPrefix: "smc-launcher-test-",
    args: ["--no-such-flag"],
    logFile: "server.log",
  }).then(
    () => null,
    (thrown) => thrown,
  );
  assert.ok(error instanceof ServerStartError, `expected a ServerStartError, got ${error}`);
  assert.match(error.output, /no-such-flag/);
  assert.deepEqual(
    readdirSync(os.tmpdir()).filter((name) => name.startsWith("smc-launcher-test-")),
    [],
  );
});
