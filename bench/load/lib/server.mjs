// Our release server, started the way `npm start` runs it (by the launcher, bench/lib/server.mjs):
// on a free loopback port, with a temporary data directory of its own and its log in a file
// there (not a pipe the bench would have to drain while it measures).
import http from "node:http";
import { startServer as launch } from "../../lib/server.mjs";
import { sleep } from "./processes.mjs";

// The first start of an empty data directory makes the `admin` account with this password
// (otherwise the server prints a random one); the attack guesses other passwords for it.
export const ADMIN_PASSWORD = "bench-admin-password-1";

/** GET `url` on a fresh connection: resolves `{status, body}`; rejects on a socket error. */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(5000, () => request.destroy(new Error(`timeout: ${url}`)));
  });
}

/** Polls `url` until it answers 200; resolves with the time (performance.now()) of that answer. */
export async function waitFor200(url, child, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (child.spawnError) throw child.spawnError;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process stopped (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const { status } = await get(url);
      if (status === 200) return performance.now();
    } catch {
      // Not listening yet: connection refused comes back at once on loopback.
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(1);
  }
}

/**
 * Starts the server with a fresh data directory (or `dataDir`, which it keeps) and waits for
 * `/api/health`; `env` adds settings (`SMC_HEADER_TIMEOUT`: "10s") to the bench's environment.
 * Its output goes to `server.log` in the data directory. Resolves with
 * `{child, pid, url, port, dataDir, logFile, spawnedAt, healthyAt, stop()}`.
 */
export async function startServer({ bin, webDir, dataDir, env: settings = {} }) {
  const server = await launch({
    bin,
    webDir,
    dataDir,
    tempPrefix: "smc-load-data-",
    // The server's own default log level (info), as in production, whatever the caller's shell says.
    env: { ...settings, SMC_ADMIN_PASSWORD: ADMIN_PASSWORD, RUST_LOG: null },
    logFile: "server.log",
    // Its first 200 is timed (the cold start): asked for every millisecond.
    pollMs: 1,
  });
  return { ...server, stop: () => server.stop(3000) };
}
