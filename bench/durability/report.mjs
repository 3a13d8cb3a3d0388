// The figures of a run: the plain-text table printed at the end and the results.json
// written next to it.
import { writeFileSync } from "node:fs";
import os from "node:os";

export const TARGETS = {
  cycles: 200,
  lostWrites: 0,
  halfSavedEvents: 0,
  halfDoneContent: 0,
  unservedFiles: 0,
  unexpectedAnswers: 0,
  failedStarts: 0,
  cycleMeanMs: 2000,
  backupsTaken: 1,
  missingFromBackups: 0,
  incompleteInBackups: 0,
  failedBackups: 0,
};

/** What can be lost, as the ledgers name it, and as the report does. */
const LOST_KINDS = [
  ["event", "events"],
  ["image", "images"],
  ["pdf", "pdfs"],
  ["photo", "photos"],
  ["hoarding", "hoarding"],
  ["notice", "notices"],
  ["person", "people"],
  ["alert", "alerts"],
  ["draft", "drafts"],
  ["session", "sessions"],
];

/** "events 0, images 0, …" for a `lost` or `missing` figure. */
const byKind = (figure) => LOST_KINDS.map(([, name]) => `${name} ${figure[name]}`).join(", ");

/** The content API's writes: what they make, the report's name, and the steps each takes. */
const CONTENT_ROWS = [
  ["notice", "notices (published, with their PDFs)", ["create", "change", "delete"]],
  ["person", "people of the directories", ["create", "change", "delete"]],
  ["alert", "alerts", ["create", "change", "delete"]],
  ["draft", "editor's drafts (notices)", ["create", "change", "submit", "approve"]],
];

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
    filesGoneWithALaterDelete: sum((r) => r.filesGoneWithALaterDelete),
    missing: {
      total: backups.missing.length,
      ...Object.fromEntries(LOST_KINDS.map(([kind, name]) => [name, missingBy(kind)])),
      details: backups.missing.slice(0, 50),
    },
    eventsNotAcknowledgedBefore: sum((r) => r.eventsNotAcknowledgedBefore),
    contentNotAcknowledgedBefore: sum((r) => r.contentNotAcknowledgedBefore),
    contentChecks: sum((r) => r.contentChecks),
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
  const { content } = ledger;
  const lostList = [...ledger.lost.values(), ...[...content.lost.values()].map((lost) => ({ ...lost, kind: lost.what }))];
  const halfDone = [...content.halfDone.values()];
  const halfSaved = new Set(ledger.dangling.map((half) => half.title)).size;
  const halfSavedAfter = (why) =>
    new Set(ledger.dangling.filter((half) => half.unanswered === why).map((half) => half.title)).size;
  const lostBy = (kind) => lostList.filter((lost) => lost.kind === kind).length;
  const cycleMs = summary(timings.cycle);
  const met = {
    cycles: opts.quick ? null : cycles >= TARGETS.cycles,
    lostWrites: lostList.length === TARGETS.lostWrites,
    halfSavedEvents: halfSaved === TARGETS.halfSavedEvents,
    halfDoneContent: halfDone.length === TARGETS.halfDoneContent,
    unservedFiles: ledger.unserved.length + ledger.kept.length === TARGETS.unservedFiles,
    unexpectedAnswers: content.unexpected.length === TARGETS.unexpectedAnswers,
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
    longCycles: { share: opts.longShare, killWindowMs: [opts.killWindow[1], opts.longMax], count: timings.longCycle.length },
    cycles,
    acknowledged,
    lost: {
      total: lostList.length,
      ...Object.fromEntries(LOST_KINDS.map(([kind, name]) => [name, lostBy(kind)])),
      details: lostList.slice(0, 50),
    },
    content: {
      statesChecked: content.checks,
      itemsWritten: content.entries.size,
      landedWithoutAnswer: content.landedWithoutAnswer,
      halfDone: halfDone.length,
      firstHalfDone: halfDone.slice(0, 20),
      unexpectedAnswers: content.unexpected.length,
      firstUnexpectedAnswers: content.unexpected.slice(0, 10),
      filesNamedFetched: ledger.namedFetched,
      revisionsRead: ledger.revisionsRead.size,
      unservedFiles: ledger.unserved.length,
      firstUnserved: ledger.unserved.slice(0, 20),
      deletedItemsFilesStillServed: ledger.kept.length,
      firstStillServed: ledger.kept.slice(0, 20),
      uploadsReleasedByDeletes: ledger.released,
    },
    failedStarts,
    failures,
    writes: {
      sent: writes.sent,
      abandonedByTheClient: writes.abandoned,
      inFlightAtKill: writes.inFlightAtKill,
      killsWithNothingInFlight: writes.idleKills,
      landedWithoutAnswer: ledger.landedWithoutAnswer + content.landedWithoutAnswer,
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
      longCycle: summary(timings.longCycle),
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
    [
      "cycles (start, check, write, SIGKILL)",
      `${r.cycles} (${r.longCycles.count} long)`,
      `>= ${targets.cycles}`,
      mark(met.cycles),
    ],
    ["acknowledged events", a.events, "", ""],
    ["acknowledged images", a.images, "", ""],
    ["acknowledged PDFs", a.pdfs, "", ""],
    ["acknowledged hoarding records", a.hoarding, "", ""],
    ["acknowledged photos (corporators')", a.photos, "", ""],
    ...CONTENT_ROWS.map(([what, name, steps]) => {
      const c = a.content[what];
      return [
        `acknowledged content writes: ${name}`,
        `${c.writes} (${steps.map((step) => `${step} ${c[step]}`).join(", ")})`,
        "",
        "",
      ];
    }),
    ["lost writes", `${lost.total} (${byKind(lost)})`, "0", mark(met.lostWrites)],
    [
      "content items checked: states (staff and visitors' view)",
      `${r.content.itemsWritten} items, ${r.content.statesChecked} checks, ${r.content.revisionsRead} revisions read`,
      "",
      "",
    ],
    ["half-done content writes (a state no write makes)", r.content.halfDone, "0", mark(met.halfDoneContent)],
    [
      "files an item names not served / a deleted item's still served",
      `${r.content.unservedFiles} / ${r.content.deletedItemsFilesStillServed} (${r.content.filesNamedFetched} named files fetched)`,
      "0",
      mark(met.unservedFiles),
    ],
    ["answers that did not say what the write made", r.content.unexpectedAnswers, "0", mark(met.unexpectedAnswers)],
    ["failed starts", r.failedStarts, "0", mark(met.failedStarts)],
    ["temporary upload files left after a start", w.temporaryFilesLeftAfterStart, "0", mark(met.temporaryFiles)],
    ["writes in flight at the kills", `${w.inFlightAtKill} (kills with none: ${w.killsWithNothingInFlight})`, "", ""],
    ["events abandoned by the client mid-save", w.abandonedByTheClient, "", ""],
    ["unanswered writes that landed (of them content)", `${w.landedWithoutAnswer} (${r.content.landedWithoutAnswer})`, "", ""],
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
      "cycle mean / p50 / max (not the long ones)",
      `${t.cycle.mean} / ${t.cycle.p50} / ${t.cycle.max} ms`,
      `mean < ${targets.cycleMeanMs} ms`,
      mark(met.cycleMean),
    ],
    ["long cycle mean / p50 / max", `${t.longCycle.mean} / ${t.longCycle.p50} / ${t.longCycle.max} ms`, "", ""],
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
    [
      "writes acknowledged before a backup, found in it",
      `${b.found} of ${b.acknowledgedBefore} (files gone with an item deleted after it began: ${b.filesGoneWithALaterDelete})`,
      "",
      "",
    ],
    ["content checks on the backups (later items found)", `${b.contentChecks} (${b.contentNotAcknowledgedBefore})`, "", ""],
    ["missing from a backup", `${m.total} (${byKind(m)})`, "0", mark(met.missingFromBackups)],
    ["in a backup half-done (a file missing, a content state no write makes)", b.incomplete, "0", mark(met.incompleteInBackups)],
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
    "acknowledged before (ev/img/pdf/photo/hoard/items)",
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
      `${a.total} (${a.events}/${a.images}/${a.pdfs}/${a.photos}/${a.hoarding}/${a.content})`,
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
  const [, longHigh] = r.longCycles.killWindowMs;
  console.log(
    `\nDurability: ${r.quick ? "quick run, " : ""}seed ${r.seed}, ${r.workers} writers, ` +
      `kill ${low}-${high} ms after sign-in (${high}-${longHigh} ms in ${Math.round(r.longCycles.share * 100)}% of cycles), ` +
      `load average ${r.machine.loadAverage.join(" ")}`,
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
  for (const half of r.content.firstHalfDone.slice(0, 10)) {
    console.log(`HALF-DONE ${half.key} (written in cycle ${half.cycle}, seen at cycle ${half.foundAt}): ${half.why}`);
  }
  for (const file of r.content.firstUnserved.slice(0, 10)) {
    console.log(`NOT SERVED at cycle ${file.cycle}: ${file.url}, named by ${file.by}, answered ${file.status}`);
  }
  for (const file of r.content.firstStillServed.slice(0, 10)) {
    console.log(`STILL SERVED at cycle ${file.cycle}: ${file.url}, of a deleted item, answered ${file.status}`);
  }
  for (const answer of r.content.firstUnexpectedAnswers) {
    console.log(`UNEXPECTED ANSWER to the ${answer.step} of ${answer.key}: ${answer.why}`);
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
    const { backup, what, why, url, status } = half;
    const file = url ? `GET ${url} answered ${status}` : "";
    console.log(`INCOMPLETE IN BACKUP ${backup}: ${what}: ${[why, file].filter(Boolean).join(": ")}`);
  }
  for (const failure of b.failures) {
    const { backup, stage, cycle, why, copy } = failure;
    console.log(`BACKUP ${backup} FAILED (${stage}, cycle ${cycle}): ${why}; kept in ${copy}`);
  }
}

export function write(file, r) {
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
}
