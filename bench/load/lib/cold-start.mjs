// Part 3: how long the server takes from spawn to its first 200 on /api/health, each time with a
// fresh data directory (the first start of a site: the store is created and the admin account
// made), and, for comparison, a restart on the data directory that start left behind. After
// each restart, two sign-ins with usernames that do not exist are timed: both are checked
// against the decoy hash, which the server makes before it serves, so the first should cost
// what the second does (a first one that cost more would tell that its username is unknown).
import { logIn } from "./login.mjs";
import { rssBytes, settle, start, stop } from "./processes.mjs";
import { startServer, waitFor200 } from "./server.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (ms) => Math.round(ms * 10) / 10;

/** Two sign-ins of unknown usernames, one after the other: `[{status, ms}, {status, ms}]`. */
async function unknownSignIns(url) {
  const answers = [];
  for (const username of ["nobody-first", "nobody-second"]) {
    const { status, ms } = await logIn(url, { username, password: "not-a-password-1" });
    answers.push({ status, ms });
  }
  return answers;
}

/**
 * Restarts the binary on `server`'s data directory (stopped first); resolves the time to 200
 * and the two unknown sign-ins made right after it.
 */
async function restart(server, { bin, webDir }) {
  await stop(server.child, "SIGTERM");
  const args = ["--host", "127.0.0.1", "--port", server.url.split(":").pop(), "--data-dir", server.dataDir];
  const env = { ...process.env };
  delete env.RUST_LOG;
  const spawnedAt = performance.now();
  const child = start(bin, [...args, "--web-dir", webDir], { env, stdio: "ignore" });
  try {
    const healthyAt = await waitFor200(`${server.url}/api/health`, child);
    return { ms: healthyAt - spawnedAt, unknown: await unknownSignIns(server.url) };
  } finally {
    await stop(child, "SIGTERM");
  }
}

/** Median and max of `values`, to a tenth of a millisecond. */
const spread = (values) => ({ median: round1(median(values)), max: round1(Math.max(...values)), all: values.map(round1) });

/** `runs` fresh starts (and as many restarts); the idle RSS is read once each start is quiet. */
export async function measureColdStart({ bin, webDir, runs, log }) {
  const fresh = [];
  const restarts = [];
  const idleRss = [];
  const firstUnknown = [];
  const secondUnknown = [];
  const unknownStatuses = {};
  for (let i = 0; i < runs; i++) {
    const server = await startServer({ bin, webDir });
    fresh.push(server.healthyAt - server.spawnedAt);
    await settle(server.pid);
    idleRss.push(rssBytes(server.pid));
    const again = await restart(server, { bin, webDir });
    restarts.push(again.ms);
    firstUnknown.push(again.unknown[0].ms);
    secondUnknown.push(again.unknown[1].ms);
    for (const { status } of again.unknown) unknownStatuses[status] = (unknownStatuses[status] ?? 0) + 1;
    await server.stop();
  }
  log(`  fresh starts (ms): ${fresh.map(round1).join(", ")}; restarts (ms): ${restarts.map(round1).join(", ")}`);
  log(
    `  unknown usernames after a restart (ms), first: ${firstUnknown.map(round1).join(", ")}; ` +
      `second: ${secondUnknown.map(round1).join(", ")}; answers ${JSON.stringify(unknownStatuses)}`,
  );
  return {
    runs,
    freshMs: spread(fresh),
    restartMs: spread(restarts),
    idleRssBytes: { median: median(idleRss), max: Math.max(...idleRss) },
    unknownSignIn: { firstMs: spread(firstUnknown), secondMs: spread(secondUnknown), statuses: unknownStatuses },
  };
}
