// The release server on a free loopback port (`--port 0`, the address it prints) with a
// temporary data directory, removed again by stop().
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopAndRemove } from "./child.mjs";

const START_TIMEOUT_MS = 30_000;

/** Starts `serverBin` on `webDir`; resolves to `{ baseURL, stop }` once /api/health is 200. */
export async function startServer(serverBin, webDir) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "smc-lighthouse-"));
  const child = spawn(
    serverBin,
    ["--host", "127.0.0.1", "--port", "0", "--data-dir", dataDir, "--web-dir", webDir],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, RUST_LOG: "warn" } },
  );
  let log = "";
  const stop = () => stopAndRemove(child, dataDir);
  try {
    const baseURL = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the server printed no address in time")), START_TIMEOUT_MS);
      const collect = (chunk) => {
        log += chunk;
        // "Singrauli Municipal Corporation website: http://127.0.0.1:PORT/"
        const found = /website: (http:\/\/127\.0\.0\.1:\d+)\//.exec(log);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      };
      child.stdout.setEncoding("utf8").on("data", collect);
      child.stderr.setEncoding("utf8").on("data", collect);
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${log}`)));
    });
    await waitForHealth(baseURL);
    return { baseURL, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(baseURL) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("/api/health did not answer 200 in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
