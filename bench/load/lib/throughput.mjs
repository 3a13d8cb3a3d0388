// Part 1: requests/s, p50 and p99 of our server and of nginx on the same three URLs, with the
// same wrk settings, in alternating order so that drift in the machine's load hits both alike.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { cpuMs } from "./processes.mjs";
import { get } from "./server.mjs";
import { wrk } from "./wrk.mjs";

const GZIP = { "Accept-Encoding": "gzip" };

/** The largest hashed JS file of the build (`name-HASH.js`), as a site path. */
export function largestScript(webDir) {
  const dir = path.join(webDir, "assets");
  const scripts = readdirSync(dir)
    .filter((name) => /-[\w-]{8}\.js$/.test(name))
    .map((name) => ({ name, bytes: statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  if (scripts.length === 0) throw new Error(`no hashed .js file under ${dir}`);
  return { path: `/assets/${scripts[0].name}`, bytes: scripts[0].bytes };
}

/** The URLs of part 1: the API as a script asks for it, HTML and JS as a browser does. */
export function endpoints(webDir) {
  const script = largestScript(webDir);
  return [
    { key: "events", label: "GET /api/events", path: "/api/events", headers: {} },
    { key: "html", label: "home page HTML (/)", path: "/", headers: GZIP },
    { key: "js", label: `largest JS ${path.basename(script.path)}`, path: script.path, headers: GZIP },
  ];
}

/**
 * What one server answers for an endpoint before it is loaded: status, encoding and size, so
 * that the report shows both sides serve the same thing (and a 404 never passes for speed).
 */
async function answer(url, endpoint) {
  const response = await get(url + endpoint.path, endpoint.headers);
  const encoding = response.headers["content-encoding"] ?? "identity";
  const body = encoding === "gzip" ? gunzipSync(response.body) : response.body;
  return { status: response.status, encoding, wireBytes: response.body.length, bytes: body.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The round whose requests/s is the median of the rounds: its figures stay consistent. */
function medianRun(runs) {
  const mid = median(runs.map((run) => run.requestsPerSecond));
  return {
    ...runs.find((run) => run.requestsPerSecond === mid),
    rounds: runs.map((r) => r.requestsPerSecond),
    cpuUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest)),
    userUsPerRequest: median(runs.map((r) => r.userUsPerRequest)),
    kernelUsPerRequest: median(runs.map((r) => r.kernelUsPerRequest)),
  };
}

/**
 * Loads each endpoint of `servers` ({ours, nginx}: `{url, pid}`) with wrk. `settings`:
 * `{threads, connections, seconds, rounds, warmupSeconds}`. Besides wrk's figures, each run
 * records the server's CPU time per request (nginx's master and workers together), which the
 * other agents sharing the machine disturb far less than requests/s.
 */
export async function measureThroughput({ servers, webDir, settings, log }) {
  const results = [];
  for (const endpoint of endpoints(webDir)) {
    const served = {};
    for (const [name, { url }] of Object.entries(servers)) served[name] = await answer(url, endpoint);
    for (const [name, got] of Object.entries(served)) {
      if (got.status !== 200) throw new Error(`${name} answered ${got.status} for ${endpoint.path}`);
    }
    const runs = { ours: [], nginx: [] };
    const order = Object.keys(servers);
    for (const name of order) {
      if (settings.warmupSeconds > 0) await load(servers[name], endpoint, settings, settings.warmupSeconds);
    }
    for (let round = 0; round < settings.rounds; round++) {
      // Alternate who goes first, so neither always meets the same moment of background load.
      const turn = round % 2 === 0 ? order : [...order].reverse();
      for (const name of turn) {
        const run = await load(servers[name], endpoint, settings, settings.seconds);
        log(
          `  ${endpoint.label} · ${name} · round ${round + 1}: ${run.requestsPerSecond} req/s, p99 ${run.latencyMs.p99} ms, ${run.cpuUsPerRequest} µs CPU/request (user ${run.userUsPerRequest}, kernel ${run.kernelUsPerRequest})`,
        );
        runs[name].push(run);
      }
    }
    const ours = medianRun(runs.ours);
    const nginx = medianRun(runs.nginx);
    results.push({
      key: endpoint.key,
      label: endpoint.label,
      path: endpoint.path,
      acceptEncoding: endpoint.headers["Accept-Encoding"] ?? null,
      served,
      ours,
      nginx,
      ratio: Math.round((ours.requestsPerSecond / nginx.requestsPerSecond) * 100) / 100,
      cpuRatio: Math.round((ours.cpuUsPerRequest / nginx.cpuUsPerRequest) * 100) / 100,
    });
  }
  return results;
}

async function load({ url, pid }, endpoint, settings, seconds) {
  const cpuBefore = cpuMs(pid);
  const run = await wrk({
    url: url + endpoint.path,
    threads: settings.threads,
    connections: settings.connections,
    seconds,
    headers: endpoint.headers,
  });
  const cpuAfter = cpuMs(pid);
  const perRequest = (key) => Math.round(((cpuAfter[key] - cpuBefore[key]) * 1000 * 100) / run.requests) / 100;
  return {
    ...run,
    cpuUsPerRequest: perRequest("total"),
    userUsPerRequest: perRequest("user"),
    kernelUsPerRequest: perRequest("system"),
  };
}
