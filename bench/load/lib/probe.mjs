// The visitor's view of the home page: a paced probe (wrk with wrk/probe.lua) whose p50 and p99
// are the latency a visitor sees, shared by the parts that load the server in some other way
// (password guessing, slow clients) and compare it with the same probe on a quiet server.
import { wrk } from "./wrk.mjs";

/**
 * A few paced keep-alive connections asking for `/` as a browser does, for `settings.seconds`.
 * `settings`: `{seconds, probeConnections, probeDelayMs}`.
 */
export function probe(url, settings) {
  return wrk({
    url: `${url}/`,
    threads: 1,
    connections: settings.probeConnections,
    seconds: settings.seconds,
    script: "probe",
    vars: { PROBE_DELAY_MS: settings.probeDelayMs },
  });
}

/** The p99 of a probe under load over the p99 of the quiet one, to two decimals. */
export const p99Ratio = (loaded, quiet) => Math.round((loaded.latencyMs.p99 / quiet.latencyMs.p99) * 100) / 100;

/** What results.json keeps of a probe. */
export function probeSummary(run) {
  return {
    requests: run.requests,
    requestsPerSecond: run.requestsPerSecond,
    latencyMs: run.latencyMs,
    errors: run.errors,
  };
}
