// Part 2: the home page's latency while 50 clients guess passwords. A paced probe (wrk with
// wrk/probe.lua) measures the home page's p99 on a quiet server, then again while wrk/login.lua
// floods POST /api/scm-auth/login with wrong passwords; the server's resident memory is sampled
// throughout the attack. A second probe asks nginx (not attacked) for the same page at the same
// moments: it shows how much of the slowdown is the whole machine being busy (the attackers run
// on the same two cores) rather than our server's handling of the attack.
import { p99Ratio, probe, probeSummary } from "./probe.mjs";
import { sampleRss, sleep } from "./processes.mjs";
import { wrk } from "./wrk.mjs";

/**
 * `settings`: `{seconds, attackers, probeConnections, probeDelayMs}`. The attack starts just
 * before the probe and ends just after it, so the probe sees all of it, including the first
 * burst of attempts that the server still hashes before its throttle answers 429.
 */
export async function measureAttack({ server, control, settings, log }) {
  const probes = () => Promise.all([probe(server.url, settings), control ? probe(control.url, settings) : null]);
  const [idle, controlIdle] = await probes();
  log(`  home page, quiet: p50 ${idle.latencyMs.p50} ms, p99 ${idle.latencyMs.p99} ms`);

  const rss = sampleRss(server.pid, 20);
  const attack = wrk({
    url: server.url,
    threads: 1,
    connections: settings.attackers,
    seconds: settings.seconds + 2,
    script: "login",
  });
  await sleep(200);
  const [underAttack, controlUnderAttack] = await probes();
  const attempts = await attack;
  const memory = rss.stop();
  log(
    `  home page, under attack: p50 ${underAttack.latencyMs.p50} ms, p99 ${underAttack.latencyMs.p99} ms; ` +
      `login answers ${JSON.stringify(attempts.statuses)}; peak RSS ${(memory.peakBytes / 2 ** 20).toFixed(1)} MiB`,
  );

  const statuses = attempts.statuses;
  const counted = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    attackers: settings.attackers,
    seconds: settings.seconds,
    idle: probeSummary(idle),
    underAttack: probeSummary(underAttack),
    p99Ratio: p99Ratio(underAttack, idle),
    control: control
      ? {
          idle: probeSummary(controlIdle),
          underAttack: probeSummary(controlUnderAttack),
          p99Ratio: p99Ratio(controlUnderAttack, controlIdle),
        }
      : null,
    login: {
      attempts: counted,
      perSecond: attempts.requestsPerSecond,
      refused401: statuses["401"] ?? 0,
      throttled429: statuses["429"] ?? 0,
      other: counted - (statuses["401"] ?? 0) - (statuses["429"] ?? 0),
      socketErrors: attempts.errors,
      latencyMs: attempts.latencyMs,
    },
    peakRssBytes: memory.peakBytes,
    rssSamples: memory.samples,
  };
}
