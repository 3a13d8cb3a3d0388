// Slow clients: the home page's latency while a few hundred connections are held open by
// clients that never finish a request (half a request head sent a byte at a time, nothing sent
// at all, a login body trickled a byte a second, keep-alive connections left idle), and how
// long the server lets each kind hold its connection before closing it. The paced probe of the
// attack part measures the home page on the quiet server first, then with the slow clients
// connected. The server gets a process of its own, started with the limits of the settings
// (run.mjs). As in the attack part, a second probe asks nginx (which no slow client holds) for
// the same page at the same moments, to tell our server's slowdown from the machine's.
import { startNginx } from "./nginx.mjs";
import { p99Ratio, probe, probeSummary } from "./probe.mjs";
import { KINDS, openSlowClients } from "./slow-clients.mjs";
import { get, startServer } from "./server.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => Math.round(ms / 10) / 100;

/**
 * The server's limit that should close each kind, in seconds, from `settings`. The silent
 * clients and the idle keep-alive ones are both idle connections to the server (no request
 * has begun on them).
 */
function limitOf(kind, settings) {
  return {
    halfHead: { name: "header timeout", seconds: settings.headerTimeoutSeconds },
    silent: { name: "idle timeout", seconds: settings.idleTimeoutSeconds },
    slowBody: { name: "body rate window", seconds: settings.bodyWindowSeconds },
    idleKeepAlive: { name: "idle timeout", seconds: settings.idleTimeoutSeconds },
  }[kind];
}

/** Per kind: opened, held at the probe's end, closed by the server and after how long. */
function perKind(clients, heldAtProbeEnd, settings) {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const mine = clients.filter((c) => c.kind === kind);
      const opened = mine.filter((c) => !c.failed);
      const closed = opened.filter((c) => c.closedBy !== "bench");
      // A keep-alive client closed before its answer (to make room) is timed from its connection.
      const after = closed.map((c) => c.closedAt - (c.clockFrom ?? c.connectedAt));
      const answers = {};
      for (const c of opened) answers[c.answer ?? "none"] = (answers[c.answer ?? "none"] ?? 0) + 1;
      const ways = {};
      for (const c of closed) ways[c.closedBy] = (ways[c.closedBy] ?? 0) + 1;
      return [
        kind,
        {
          tried: mine.length,
          opened: opened.length,
          heldAtProbeEnd: heldAtProbeEnd[kind],
          closedByServer: closed.length,
          // Still open when the bench gave up waiting and destroyed them.
          neverClosed: opened.length - closed.length,
          closedAfterSeconds: after.length
            ? { median: seconds(median(after)), min: seconds(Math.min(...after)), max: seconds(Math.max(...after)) }
            : null,
          limit: limitOf(kind, settings),
          answers,
          closedHow: ways,
        },
      ];
    }),
  );
}

/**
 * `settings`: `{perKind, headerTimeoutSeconds, idleTimeoutSeconds, bodyWindowSeconds,
 * headDripMs, bodyDripMs, seconds, probeConnections, probeDelayMs, graceSeconds}`. The probe
 * under load is shorter than every limit, so it runs while all the slow clients are held; the
 * bench then waits (up to the longest limit and the grace) for the server to close them.
 */
export async function measureSlowClients({ bin, webDir, settings, log }) {
  const server = await startServer({
    bin,
    webDir,
    env: {
      SMC_HEADER_TIMEOUT: `${settings.headerTimeoutSeconds}s`,
      SMC_IDLE_TIMEOUT: `${settings.idleTimeoutSeconds}s`,
      SMC_BODY_RATE_WINDOW: `${settings.bodyWindowSeconds}s`,
    },
  });
  let slow;
  let control;
  try {
    const events = await get(`${server.url}/api/events`);
    control = await startNginx({ webDir, events: events.body, headers: {} });
    const probes = () => Promise.all([probe(server.url, settings), probe(control.url, settings)]);
    const [quiet, controlQuiet] = await probes();
    log(`  home page, quiet: p50 ${quiet.latencyMs.p50} ms, p99 ${quiet.latencyMs.p99} ms`);

    const openedAt = performance.now();
    slow = await openSlowClients({ url: server.url, ...settings });
    const opened = slow.clients.filter((c) => !c.failed).length;
    log(`  ${opened} of ${slow.clients.length} slow connections open in ${Math.round(performance.now() - openedAt)} ms`);
    const [loaded, controlLoaded] = await probes();
    const held = slow.held();
    log(
      `  home page, under the slow clients: p50 ${loaded.latencyMs.p50} ms, p99 ${loaded.latencyMs.p99} ms; ` +
        `still held at its end: ${JSON.stringify(held)}`,
    );

    const longest = Math.max(settings.headerTimeoutSeconds, settings.idleTimeoutSeconds, settings.bodyWindowSeconds);
    const waitMs = (longest + settings.graceSeconds) * 1000 - (performance.now() - openedAt);
    await slow.waitForServer(Math.max(0, waitMs));
    slow.destroyAll();
    const kinds = perKind(slow.clients, held, settings);
    log(`  closed by the server: ${KINDS.map((k) => `${k} ${kinds[k].closedByServer}/${kinds[k].opened}`).join(", ")}`);
    return {
      perKind: settings.perKind,
      dripMs: { headMs: settings.headDripMs, bodyMs: settings.bodyDripMs },
      limits: {
        headerTimeoutSeconds: settings.headerTimeoutSeconds,
        idleTimeoutSeconds: settings.idleTimeoutSeconds,
        bodyWindowSeconds: settings.bodyWindowSeconds,
      },
      opened,
      heldAtProbeEnd: Object.values(held).reduce((a, b) => a + b, 0),
      kinds,
      quiet: probeSummary(quiet),
      underSlowClients: probeSummary(loaded),
      p99Ratio: p99Ratio(loaded, quiet),
      control: {
        quiet: probeSummary(controlQuiet),
        underSlowClients: probeSummary(controlLoaded),
        p99Ratio: p99Ratio(controlLoaded, controlQuiet),
      },
    };
  } finally {
    slow?.destroyAll();
    await control?.stop();
    await server.stop();
  }
}
