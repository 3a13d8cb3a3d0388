// The feeds and the sitemap under load: what programs read besides the pages. wrk asks for
// /sitemap.xml and for a feed as a crawler does (gzip), each on its own, for its requests/s;
// then the paced probe measures the home page quiet, again while both are flooded at once, and
// while /api/events is flooded as hard (the control: an answer served from memory).
// Each document is made for the content as it is and kept (server/src/syndication/made.rs): a
// flood of them must not take the cores the pages need.
import { p99Ratio, probe, probeSummary } from "./probe.mjs";
import { sleep } from "./processes.mjs";
import { get } from "./server.mjs";
import { wrk } from "./wrk.mjs";

/** What is loaded: the sitemap and the feed of the kind every home page lists. */
export const SYNDICATED = [
  { key: "sitemap", path: "/sitemap.xml" },
  { key: "feed", path: "/feeds/en/notices.atom" },
];

/** The control flood: an API answer kept serialised in memory. */
const CONTROL = "/api/events";

const GZIP = { "Accept-Encoding": "gzip" };

/**
 * `settings`: `{threads, connections, seconds, floodConnections, probeConnections,
 * probeDelayMs}`. Resolves with each document's requests/s and latency, and the home page's
 * probe quiet and while both documents are flooded.
 */
export async function measureSyndication({ server, settings, log }) {
  const documents = [];
  for (const { key, path } of SYNDICATED) {
    const first = await get(server.url + path, GZIP);
    if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`);
    const run = await wrk({
      url: server.url + path,
      threads: settings.threads,
      connections: settings.connections,
      seconds: settings.seconds,
      headers: GZIP,
    });
    documents.push({
      key,
      path,
      wireBytes: first.body.length,
      requestsPerSecond: run.requestsPerSecond,
      latencyMs: run.latencyMs,
      errors: run.errors,
      statuses: run.statuses,
    });
    log(`  ${path}: ${run.requestsPerSecond} requests/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms`);
  }

  const quiet = await probe(server.url, settings);
  log(`  home page, quiet: p50 ${quiet.latencyMs.p50} ms, p99 ${quiet.latencyMs.p99} ms`);
  const flooded = await probeWhileFlooded(
    server,
    SYNDICATED.map((d) => d.path),
    settings,
  );
  log(
    `  home page, while both are flooded: p50 ${flooded.probe.latencyMs.p50} ms, p99 ${flooded.probe.latencyMs.p99} ms; ` +
      `flood ${flooded.flood.map((f) => `${f.path} ${f.requestsPerSecond}/s`).join(", ")}`,
  );
  // The same flood of an answer every server keeps in memory: what any flood at this rate
  // costs the home page on this machine (wrk and the server share its cores).
  const control = await probeWhileFlooded(server, [CONTROL, CONTROL], settings);
  log(`  home page, while ${CONTROL} is flooded: p50 ${control.probe.latencyMs.p50} ms, p99 ${control.probe.latencyMs.p99} ms`);
  return {
    documents,
    quiet: probeSummary(quiet),
    flooded: probeSummary(flooded.probe),
    flood: flooded.flood,
    control: { path: CONTROL, probe: probeSummary(control.probe), flood: control.flood },
    floodConnections: settings.floodConnections,
    p50Ratio: Math.round((flooded.probe.latencyMs.p50 / quiet.latencyMs.p50) * 100) / 100,
    p99Ratio: p99Ratio(flooded.probe, quiet),
  };
}

/** The home page's probe while each of `paths` is flooded by wrk on connections of its own. */
async function probeWhileFlooded(server, paths, settings) {
  const floods = paths.map((path) =>
    wrk({
      url: server.url + path,
      threads: 1,
      connections: settings.floodConnections,
      seconds: settings.seconds + 2,
      headers: GZIP,
    }),
  );
  await sleep(200);
  const result = await probe(server.url, settings);
  const runs = await Promise.all(floods);
  return {
    probe: result,
    flood: runs.map((run, i) => ({ path: paths[i], requestsPerSecond: run.requestsPerSecond, statuses: run.statuses })),
  };
}
