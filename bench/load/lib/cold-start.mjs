// Part 3: how long the server takes from spawn to its first 200 on /api/health, each time with a
// fresh data directory (the first start of a site: the store is created and the admin account
// made), and, for comparison, a restart on the data directory that start left behind.
import { rssBytes, settle, start, stop } from "./processes.mjs";
import { startServer, waitFor200 } from "./server.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (ms) => Math.round(ms * 10) / 10;

/** Restarts the binary on `server`'s data directory (stopped first); resolves the time to 200. */
async function restart(server, { bin, webDir }) {
  await stop(server.child, "SIGTERM");
  const args = ["--host", "127.0.0.1", "--port", server.url.split(":").pop(), "--data-dir", server.dataDir];
  const env = { ...process.env };
  delete env.RUST_LOG;
  const spawnedAt = performance.now();
  const child = start(bin, [...args, "--web-dir", webDir], { env, stdio: "ignore" });
  const healthyAt = await waitFor200(`${server.url}/api/health`, child);
  await stop(child, "SIGTERM");
  return healthyAt - spawnedAt;
}

/** `runs` fresh starts (and as many restarts); the idle RSS is read once each start is quiet. */
export async function measureColdStart({ bin, webDir, runs, log }) {
  const fresh = [];
  const restarts = [];
  const idleRss = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer({ bin, webDir });
    fresh.push(server.healthyAt - server.spawnedAt);
    await settle(server.pid);
    idleRss.push(rssBytes(server.pid));
    restarts.push(await restart(server, { bin, webDir }));
    await server.stop();
  }
  log(`  fresh starts (ms): ${fresh.map(round1).join(", ")}; restarts (ms): ${restarts.map(round1).join(", ")}`);
  return {
    runs,
    freshMs: { median: round1(median(fresh)), max: round1(Math.max(...fresh)), all: fresh.map(round1) },
    restartMs: { median: round1(median(restarts)), max: round1(Math.max(...restarts)), all: restarts.map(round1) },
    idleRssBytes: { median: median(idleRss), max: Math.max(...idleRss) },
  };
}
