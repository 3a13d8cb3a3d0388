// Part 3: how long the server takes from spawn to its first 200 on /api/health, each time with a
// fresh data directory (the first start of a site: the store is created and the admin account
// made), and, for comparison, a restart on the data directory that start left behind. After
// each restart, two sign-ins with usernames that do not exist are timed: both are checked
// against the decoy hash, which the server makes before it serves, so the first should cost
// what the second does (a first one that cost more would tell that its username is unknown).
import { startServer as launch } from "../../lib/server.mjs";
import { logIn } from "./login.mjs";
import { removeFolder, rssBytes, settle, tempFolder } from "./processes.mjs";
import { startServer } from "./server.mjs";

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
 * Starts the binary again on the data directory and port a stopped server left; resolves the
 * time to 200 and the two unknown sign-ins made right after it.
 */
async function restart({ bin, webDir, dataDir, port }) {
  const server = await launch({ bin, webDir, dataDir, port, output: "ignore", env: { RUST_LOG: null }, pollMs: 1 });
  try {
    return { ms: server.healthyAt - server.spawnedAt, unknown: await unknownSignIns(server.url) };
  } finally {
    await server.stop(3000);
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
    // The bench's own directory, so that it outlives the first server for the restart.
    const dataDir = tempFolder("data");
    const server = await startServer({ bin, webDir, dataDir });
    fresh.push(server.healthyAt - server.spawnedAt);
    await settle(server.pid);
    idleRss.push(rssBytes(server.pid));
    await server.stop();
    const again = await restart({ bin, webDir, dataDir, port: server.port });
    restarts.push(again.ms);
    firstUnknown.push(again.unknown[0].ms);
    secondUnknown.push(again.unknown[1].ms);
    for (const { status } of again.unknown) unknownStatuses[status] = (unknownStatuses[status] ?? 0) + 1;
    removeFolder(dataDir);
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
