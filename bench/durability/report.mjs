// The figures of a run: the plain-text table printed at the end and the results.json
// written next to it.
import { writeFileSync } from "node:fs";
import os from "node:os";

export const TARGETS = { cycles: 200, lostWrites: 0, halfSavedEvents: 0, failedStarts: 0, cycleMeanMs: 2000 };

function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

function summary(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1);
  const round = Math.round;
  return { mean: round(mean), p50: round(quantile(sorted, 0.5)), max: round(sorted.at(-1) ?? 0) };
}

/** Everything the run learnt, in the shape of results.json. */
export function results(run) {
  const { opts, ledger, cycles, failedStarts, failures, timings, writes, elapsedMs, dataDir } = run;
  const acknowledged = ledger.counts();
  const lostList = [...ledger.lost.values()];
  const halfSaved = new Set(ledger.dangling.map((half) => half.title)).size;
  const halfSavedAfter = (why) =>
    new Set(ledger.dangling.filter((half) => half.unanswered === why).map((half) => half.title)).size;
  const lostBy = (kind) => lostList.filter((lost) => lost.kind === kind).length;
  const cycleMs = summary(timings.cycle);
  const met = {
    cycles: opts.quick ? null : cycles >= TARGETS.cycles,
    lostWrites: lostList.length === TARGETS.lostWrites,
    halfSavedEvents: halfSaved === TARGETS.halfSavedEvents,
    failedStarts: failedStarts === TARGETS.failedStarts,
    temporaryFiles: writes.leftoverTemporaries === 0,
    cycleMean: cycleMs.mean < TARGETS.cycleMeanMs,
  };
  return {
    date: new Date().toISOString(),
    quick: opts.quick,
    seed: opts.seed,
    workers: opts.workers,
    killWindowMs: opts.killWindow,
    cycles,
    acknowledged,
    lost: {
      total: lostList.length,
      events: lostBy("event"),
      images: lostBy("image"),
      pdfs: lostBy("pdf"),
      hoarding: lostBy("hoarding"),
      details: lostList.slice(0, 50),
    },
    failedStarts,
    failures,
    writes: {
      sent: writes.sent,
      abandonedByTheClient: writes.abandoned,
      inFlightAtKill: writes.inFlightAtKill,
      killsWithNothingInFlight: writes.idleKills,
      landedWithoutAnswer: ledger.landedWithoutAnswer,
      halfSavedEvents: halfSaved,
      halfSavedAfterAKill: halfSavedAfter("killed"),
      halfSavedAfterTheClientGaveUp: halfSavedAfter("abandoned"),
      firstHalfSaved: ledger.dangling.slice(0, 20),
      temporaryFilesLeftAfterStart: writes.leftoverTemporaries,
      refusedWhileRunning: writes.errors.length,
      firstRefusals: writes.errors.slice(0, 10),
    },
    filesFetched: writes.filesFetched,
    dataDir,
    timingsMs: {
      total: Math.round(elapsedMs),
      cycle: cycleMs,
      startToHealth: summary(timings.start),
      // The first start hashes the admin password (argon2id); later ones follow a SIGKILL.
      slowestStarts: timings.startByCycle.slice().sort((a, b) => b.ms - a.ms).slice(0, 5),
      verify: summary(timings.verify),
      login: summary(timings.login),
    },
    targets: TARGETS,
    met,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
  };
}

function mark(met) {
  return met === null ? "n/a (--quick)" : met ? "met" : "MISSED";
}

const mib = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** The table's rows: figure, value, target, met. */
function rows(r) {
  const { acknowledged: a, lost, writes: w, timingsMs: t, dataDir: d, targets, met } = r;
  return [
    ["cycles (start, check, write, SIGKILL)", r.cycles, `>= ${targets.cycles}`, mark(met.cycles)],
    ["acknowledged events", a.events, "", ""],
    ["acknowledged images", a.images, "", ""],
    ["acknowledged PDFs", a.pdfs, "", ""],
    ["acknowledged hoarding records", a.hoarding, "", ""],
    [
      "lost writes",
      `${lost.total} (events ${lost.events}, images ${lost.images}, PDFs ${lost.pdfs}, hoarding ${lost.hoarding})`,
      "0",
      mark(met.lostWrites),
    ],
    ["failed starts", r.failedStarts, "0", mark(met.failedStarts)],
    ["temporary upload files left after a start", w.temporaryFilesLeftAfterStart, "0", mark(met.temporaryFiles)],
    ["writes in flight at the kills", `${w.inFlightAtKill} (kills with none: ${w.killsWithNothingInFlight})`, "", ""],
    ["events abandoned by the client mid-save", w.abandonedByTheClient, "", ""],
    ["unanswered writes that landed", w.landedWithoutAnswer, "", ""],
    [
      "half-saved events (listed, an image 404)",
      `${w.halfSavedEvents} (after a kill ${w.halfSavedAfterAKill}, client gave up ${w.halfSavedAfterTheClientGaveUp})`,
      "0",
      mark(met.halfSavedEvents),
    ],
    ["refusals from a live server", w.refusedWhileRunning, "", w.refusedWhileRunning ? "see results.json" : ""],
    ["files fetched and hashed", r.filesFetched, "", ""],
    ["data directory at the end", `store ${mib(d.storeBytes)}, ${d.uploadedFiles} files, ${mib(d.uploadedBytes)}`, "", ""],
    [
      "cycle mean / p50 / max",
      `${t.cycle.mean} / ${t.cycle.p50} / ${t.cycle.max} ms`,
      `mean < ${targets.cycleMeanMs} ms`,
      mark(met.cycleMean),
    ],
    [
      "start to first 200 on /api/health p50 / max",
      `${t.startToHealth.p50} / ${t.startToHealth.max} ms (cycle ${t.slowestStarts[0]?.cycle})`,
      "",
      "",
    ],
    ["check after a restart p50 / max", `${t.verify.p50} / ${t.verify.max} ms`, "", ""],
    ["time taken", `${(t.total / 1000).toFixed(1)} s`, "", ""],
  ];
}

/** The table of figures and targets, then every loss and failed start (the first ten). */
export function print(r) {
  const table = rows(r);
  const widths = [0, 1, 2].map((c) => Math.max(...table.map((row) => String(row[c]).length)));
  const [low, high] = r.killWindowMs;
  console.log(
    `\nDurability: ${r.quick ? "quick run, " : ""}seed ${r.seed}, ${r.workers} writers, ` +
      `kill ${low}-${high} ms after sign-in, load average ${r.machine.loadAverage.join(" ")}`,
  );
  for (const row of table) {
    console.log(row.map((cell, c) => (c < 3 ? String(cell).padEnd(widths[c]) : cell)).join("  ").trimEnd());
  }
  for (const lost of r.lost.details.slice(0, 10)) {
    console.log(`LOST ${lost.key} (written in cycle ${lost.cycle}, missing at cycle ${lost.foundAt}): ${lost.why}`);
  }
  for (const half of r.writes.firstHalfSaved.slice(0, 10)) {
    const { title, unanswered, cycle, url, status } = half;
    console.log(`HALF-SAVED "${title}" (${unanswered}, seen at cycle ${cycle}): GET ${url} answered ${status}`);
  }
  for (const failure of r.failures.slice(0, 10)) {
    console.log(`FAILED START at cycle ${failure.cycle}: ${failure.why}; data directory kept in ${failure.copy}`);
  }
}

export function write(file, r) {
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
}
