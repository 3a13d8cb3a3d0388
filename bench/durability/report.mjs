// The figures of a run: the plain-text table printed at the end and the results.json
// written next to it.
import { writeFileSync } from "node:fs";
import os from "node:os";

export const TARGETS = {
  cycles: 200,
  lostWrites: 0,
  halfSavedEvents: 0,
  failedStarts: 0,
  cycleMeanMs: 2000,
  backupsTaken: 1,
  missingFromBackups: 0,
  incompleteInBackups: 0,
  failedBackups: 0,
};

function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

function summary(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1);
  const round = Math.round;
  return { mean: round(mean), p50: round(quantile(sorted, 0.5)), max: round(sorted.at(-1) ?? 0) };
}

/** The backups' figures (`backups.mjs`); `null` when the run took none by design. */
function backupFigures(backups, opts) {
  if (!backups) return null;
  const { list } = backups;
  const sum = (figure) => list.reduce((total, record) => total + figure(record), 0);
  const missingBy = (kind) => backups.missing.filter((missing) => missing.kind === kind).length;
  const largest = list.reduce((big, r) => (r.contents.uploadedBytes > (big?.uploadedBytes ?? -1) ? r.contents : big), null);
  // A failure of the check's own (a write missing) is counted as missing, not as failed.
  const failed = backups.failed.filter((failure) => failure.stage !== "missing");
  return {
    everySeconds: opts.backupEvery,
    taken: backups.taken,
    checked: list.length,
    acknowledgedBefore: sum((r) => r.acknowledgedBefore.total),
    found: sum((r) => r.found),
    missing: {
      total: backups.missing.length,
      events: missingBy("event"),
      images: missingBy("image"),
      pdfs: missingBy("pdf"),
      hoarding: missingBy("hoarding"),
      details: backups.missing.slice(0, 50),
    },
    eventsNotAcknowledgedBefore: sum((r) => r.eventsNotAcknowledgedBefore),
    refusedAfterAKill: backups.refused.length,
    refusals: backups.refused.slice(0, 10),
    outlastedAKill: list.filter((r) => r.killsWhileItRan > 0).length,
    outlastedAStart: list.filter((r) => r.startsWhileItRan > 0).length,
    incomplete: backups.incomplete.length,
    firstIncomplete: backups.incomplete.slice(0, 20),
    failed: failed.length,
    failures: backups.failed.slice(0, 10),
    filesFetched: sum((r) => r.filesFetched),
    largest,
    timingsMs: {
      backup: summary(list.map((r) => r.backupMs)),
      restore: summary(list.map((r) => r.restoreMs)),
      restoredStart: summary(list.map((r) => r.restoredStartMs)),
      check: summary(list.map((r) => r.checkMs)),
      restoreStartAndCheck: summary(list.map((r) => r.restoreMs + r.restoredStartMs + r.checkMs)),
    },
    list,
  };
}

/** Everything the run learnt, in the shape of results.json. */
export function results(run) {
  const { opts, ledger, cycles, failedStarts, failures, timings, writes, elapsedMs, dataDir } = run;
  const backups = backupFigures(run.backups, opts);
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
    backupsTaken: backups ? backups.checked >= TARGETS.backupsTaken : null,
    missingFromBackups: backups ? backups.missing.total === TARGETS.missingFromBackups : null,
    incompleteInBackups: backups ? backups.incomplete === TARGETS.incompleteInBackups : null,
    failedBackups: backups ? backups.failed === TARGETS.failedBackups : null,
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
    backups,
    timingsMs: {
      total: Math.round(elapsedMs),
      cycle: cycleMs,
      startToHealth: summary(timings.start),
      // The first start hashes the admin password (argon2id); later ones follow a SIGKILL.
      slowestStarts: timings.startByCycle
        .slice()
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5),
      verify: summary(timings.verify),
      login: summary(timings.login),
    },
    targets: TARGETS,
    met,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
  };
}

function mark(met, why = "--quick") {
  return met === null ? `n/a (${why})` : met ? "met" : "MISSED";
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
    ...backupRows(r),
    ["time taken", `${(t.total / 1000).toFixed(1)} s`, "", ""],
  ];
}

/** The backups' rows of the table. */
function backupRows(r) {
  const { backups: b, targets, met } = r;
  const none = "--backup-every 0";
  if (!b) {
    return [["backups taken while writing", `none (${none})`, `>= ${targets.backupsTaken}`, mark(null, none)]];
  }
  const t = b.timingsMs;
  const big = b.largest;
  const largest = big ? ` (largest: store ${mib(big.storeBytes)}, ${big.files} files, ${mib(big.uploadedBytes)})` : "";
  const m = b.missing;
  return [
    [
      "backups taken while writing / restored and checked",
      `${b.taken} (every ${b.everySeconds} s) / ${b.checked}`,
      `>= ${targets.backupsTaken}`,
      mark(met.backupsTaken),
    ],
    ["`server backup` time p50 / max", `${t.backup.p50} / ${t.backup.max} ms${largest}`, "", ""],
    ["backups still running at the kill / the next start", `${b.outlastedAKill} / ${b.outlastedAStart}`, "", ""],
    ["refused: the server died before they opened the store", b.refusedAfterAKill, "", ""],
    ["restore / restored start / check p50", `${t.restore.p50} / ${t.restoredStart.p50} / ${t.check.p50} ms`, "", ""],
    ["writes acknowledged before a backup, found in it", `${b.found} of ${b.acknowledgedBefore}`, "", ""],
    [
      "missing from a backup",
      `${m.total} (events ${m.events}, images ${m.images}, PDFs ${m.pdfs}, hoarding ${m.hoarding})`,
      "0",
      mark(met.missingFromBackups),
    ],
    ["in a backup without its image or PDF", b.incomplete, "0", mark(met.incompleteInBackups)],
    ["failed backups, restores, restored starts", b.failed, "0", mark(met.failedBackups)],
  ];
}

/** One line per backup: when, how long, what it had to hold and what it held. */
function backupTable(b) {
  const head = [
    "backup",
    "cycle",
    "at",
    "took",
    "kills/starts",
    "files",
    "size",
    "acknowledged before (ev/img/pdf/hoard)",
    "in flight",
    "found",
    "missing",
    "other events",
    "restore",
    "start",
    "check",
    "home/sign-in/old session",
  ];
  const lines = b.list.map((x) => {
    const a = x.acknowledgedBefore;
    const { contents: c, serves: s } = x;
    return [
      x.backup,
      x.cycle,
      `${(x.atMs / 1000).toFixed(1)} s`,
      `${x.backupMs} ms`,
      `${x.killsWhileItRan}/${x.startsWhileItRan}`,
      c.files,
      mib(c.storeBytes + c.uploadedBytes),
      `${a.total} (${a.events}/${a.images}/${a.pdfs}/${a.hoarding})`,
      x.writesInFlightWhenItBegan,
      x.found,
      x.missing,
      x.eventsNotAcknowledgedBefore,
      `${x.restoreMs} ms`,
      `${x.restoredStartMs} ms`,
      `${x.checkMs} ms`,
      `${s.home}/${s.signIn}/${s.oldSession}`,
    ];
  });
  const table = [head, ...lines];
  const widths = head.map((_, c) => Math.max(...table.map((row) => String(row[c]).length)));
  return table.map((row) =>
    row
      .map((cell, c) => String(cell).padEnd(widths[c]))
      .join("  ")
      .trimEnd(),
  );
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
    console.log(
      row
        .map((cell, c) => (c < 3 ? String(cell).padEnd(widths[c]) : cell))
        .join("  ")
        .trimEnd(),
    );
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
  const b = r.backups;
  if (!b) return;
  if (b.list.length) {
    console.log("\nBackups (each restored into a fresh data directory, checked on a server started on it):");
    for (const line of backupTable(b)) console.log(line);
  }
  for (const missing of b.missing.details.slice(0, 10)) {
    console.log(
      `MISSING FROM BACKUP ${missing.backup} (taken in cycle ${missing.backupCycle}): ${missing.key} ` +
        `(acknowledged in cycle ${missing.cycle}): ${missing.why}`,
    );
  }
  for (const half of b.firstIncomplete.slice(0, 10)) {
    console.log(`INCOMPLETE IN BACKUP ${half.backup}: ${half.what}: GET ${half.url} answered ${half.status}`);
  }
  for (const failure of b.failures) {
    const { backup, stage, cycle, why, copy } = failure;
    console.log(`BACKUP ${backup} FAILED (${stage}, cycle ${cycle}): ${why}; kept in ${copy}`);
  }
}

export function write(file, r) {
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
}
