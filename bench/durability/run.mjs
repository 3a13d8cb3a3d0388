// Durability (part 4 of `npm run bench`): a crash loop over one data directory. Each cycle
// starts the release server, checks that the store opens (`GET /api/health` 200), signs in
// once, checks that every write acknowledged so far is there with its files, lets parallel
// clients write (`writer.mjs`: events with images, PDFs saved as the hoarding circular, and
// through the content API notices with their PDFs, people of the directories, alerts and an
// editor's drafts with their review, `content.mjs`), and kills the server with SIGKILL at a
// random moment while writes are in flight. One last start checks everything, every file
// included. Some events are also abandoned by the client mid-save on the live server: an event
// that was saved without an answer, by either cause, must still have all its images. A content
// item must be in the state its last acknowledged write left it in, or the one the write in
// flight at the kill would have made, for staff and for visitors, with every file it names
// (`content-ledger.mjs`). The first cycle makes a publisher and an editor account (as the
// admin); their sessions must outlive the kills.
//
// Every few seconds a cycle also takes a backup while its writers write: `server backup` runs
// as a separate process on the live data directory, as an operator would run it. The kill
// does not wait for it, so a backup may outlast the kill and the next start. Once it ends it
// is restored into a fresh data directory, a server is started on it, and every write
// acknowledged before the backup began must be in it (`backups.mjs`).
//
// Prints the table of figures and targets and writes bench/durability/results.json. Exits 0
// when it ran (targets met or not), 1 with --check when a target is missed (a lost
// acknowledged write, a half-done one, a file an item names not served, a failed start or
// backup, …), 2 when it could not run. A failed start keeps a copy of the data directory
// under bench/durability/failures/.
//
// Options: --quick (20 cycles), --cycles N (default 200), --workers N (parallel writers,
// default 3), --kill-min MS / --kill-max MS (the kill comes this long after sign-in, default
// 20 to 400), --long PERCENT / --long-max MS (in this share of the cycles, default 25, the kill
// comes between --kill-max and --long-max instead, default 6000: a person's save or a live
// alert's answers only once the pages showing it are rendered again, 1 to 5 s here, and the
// chains of writes reach their later steps; the cycle's mean time is not taken over them),
// --give-up PERCENT (events the client abandons mid-save, default 10),
// --sample N (older files re-fetched and hashed each cycle, default 32),
// --backup-every S (seconds between backups, default 2 with --quick, else 5; 0 for none),
// --seed N, --keep (keep the data directory), --check, --out FILE.
// Environment: SMC_SERVER_BIN (default target/release/server) and SMC_WEB_DIR (default
// web/dist), relative to the repository root.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Backups } from "./backups.mjs";
import { Api } from "./client.mjs";
import { Ledger } from "./ledger.mjs";
import { print, results, write } from "./report.mjs";
import { kill, killAll, startServer, stop } from "./server.mjs";
import { writeUntilKilled } from "./writer.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const PASSWORD = "durability-bench-admin-password";
/** The accounts the content writers use besides the admin, made by the admin in the first cycle. */
const STAFF = [
  { role: "publisher", username: "bench-publisher", password: "durability-bench-publisher-password" },
  { role: "editor", username: "bench-editor", password: "durability-bench-editor-password" },
];
/** Starts tried after a failed one before the loop gives up on the data directory. */
const RETRIES = 2;

function options(argv) {
  const opts = {
    quick: false,
    cycles: null,
    workers: 3,
    giveUp: 0.1,
    killWindow: [20, 400],
    longShare: 0.25,
    longMax: 6000,
    sample: 32,
    backupEvery: null,
    seed: Math.floor(Math.random() * 2 ** 31),
    keep: false,
    check: false,
    out: path.join(here, "results.json"),
  };
  const whole = (arg, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new CannotRun(`${arg} needs a whole number`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--quick") opts.quick = true;
    else if (arg === "--check") opts.check = true;
    else if (arg === "--keep") opts.keep = true;
    else if (arg === "--out") opts.out = path.resolve(argv[++i]);
    else if (arg === "--cycles") opts.cycles = whole(arg, argv[++i]);
    else if (arg === "--workers") opts.workers = Math.max(1, whole(arg, argv[++i]));
    else if (arg === "--kill-min") opts.killWindow[0] = whole(arg, argv[++i]);
    else if (arg === "--kill-max") opts.killWindow[1] = whole(arg, argv[++i]);
    else if (arg === "--sample") opts.sample = whole(arg, argv[++i]);
    else if (arg === "--long") opts.longShare = Math.min(1, whole(arg, argv[++i]) / 100);
    else if (arg === "--long-max") opts.longMax = whole(arg, argv[++i]);
    else if (arg === "--give-up") opts.giveUp = Math.min(1, whole(arg, argv[++i]) / 100);
    else if (arg === "--seed") opts.seed = whole(arg, argv[++i]);
    else if (arg === "--backup-every") {
      opts.backupEvery = Number(argv[++i]);
      if (!(opts.backupEvery >= 0)) throw new CannotRun(`${arg} needs a number of seconds`);
    } else throw new CannotRun(`unknown option ${arg}`);
  }
  opts.cycles ??= opts.quick ? 20 : 200;
  opts.backupEvery ??= opts.quick ? 2 : 5;
  if (opts.killWindow[1] < opts.killWindow[0]) throw new CannotRun("--kill-max is below --kill-min");
  if (opts.longMax < opts.killWindow[1]) throw new CannotRun("--long-max is below --kill-max");
  return opts;
}

/** mulberry32: a small seeded generator, so that a run's choices can be replayed with --seed. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function located(variable, fallback) {
  const file = path.resolve(root, process.env[variable] || fallback);
  if (!existsSync(file)) {
    throw new CannotRun(`${variable}: ${file} does not exist (build it with npm run build, or set ${variable})`);
  }
  return file;
}

/** Temporary upload files (`.incoming-*`) in the uploads folder: a started server has
 * removed those a kill left, so any found right after a start is a leak. */
function leftoverTemporaries(dataDir) {
  const uploads = path.join(dataDir, "uploads");
  if (!existsSync(uploads)) return 0;
  return readdirSync(uploads).filter((name) => name.startsWith(".incoming-")).length;
}

/** What the data directory holds at the end: the store's size and the uploaded files. */
function dataDirFigures(dataDir) {
  const uploads = path.join(dataDir, "uploads");
  const files = readdirSync(uploads).map((name) => statSync(path.join(uploads, name)).size);
  return {
    storeBytes: statSync(path.join(dataDir, "smc.redb")).size,
    uploadedFiles: files.length,
    uploadedBytes: files.reduce((sum, size) => sum + size, 0),
  };
}

/** Why the bench cannot run (reported without a stack trace). */
class CannotRun extends Error {}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A copy of the data directory and the server's output, for reproducing a failed start. */
function keepFailure(dataDir, cycle, why, output) {
  const copy = path.join(here, "failures", `cycle-${cycle}-${Date.now()}`);
  mkdirSync(copy, { recursive: true });
  cpSync(dataDir, path.join(copy, "data"), { recursive: true });
  writeFileSync(path.join(copy, "server-output.txt"), `${why}\n\n${output}\n`);
  return path.relative(root, copy);
}

async function main() {
  const opts = options(process.argv.slice(2));
  const bin = located("SMC_SERVER_BIN", "target/release/server");
  const webDir = located("SMC_WEB_DIR", "web/dist");
  const temp = mkdtempSync(path.join(os.tmpdir(), "smc-durability-"));
  const dataDir = path.join(temp, "data");
  // Whatever ends the bench, no server stays behind and the data directory goes.
  process.on("exit", () => {
    killAll();
    if (!opts.keep) rmSync(temp, { recursive: true, force: true });
    else console.log(`data directory kept: ${dataDir}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

  const random = seeded(opts.seed);
  const runId = `r${opts.seed.toString(36)}`;
  const ledger = new Ledger();
  /** The staff's sessions: role → { token, cycle } (the cycle it signed in). */
  const sessions = {};
  const timings = { cycle: [], longCycle: [], start: [], startByCycle: [], verify: [], login: [] };
  const writes = {
    sent: 0,
    abandoned: 0,
    inFlightAtKill: 0,
    idleKills: 0,
    errors: [],
    filesFetched: 0,
    leftoverTemporaries: 0,
  };
  const failures = [];
  let failedStarts = 0;
  let cycles = 0;
  const began = performance.now();
  const failuresDir = path.join(here, "failures");
  const backups = opts.backupEvery
    ? new Backups({ bin, webDir, password: PASSWORD, temp, failures: failuresDir, root, began, runId })
    : null;
  let nextBackupAt = began + opts.backupEvery * 1000;
  /** The backup under way: `{ running, taken }`, `taken` set once `server backup` ended. */
  let backup = null;
  /** Kills and starts so far, for the backups that outlast them. */
  const lifecycle = { kills: 0, starts: 0 };
  // Restored and checked outside the cycles' time, with no live server (but the next start).
  const checkBackup = async () => {
    const taken = await backup.running;
    backup = null;
    await backups.check(taken);
    console.log(backups.line(taken.n));
    nextBackupAt = performance.now() + opts.backupEvery * 1000;
  };
  const backupEvery = opts.backupEvery ? `, a backup every ${opts.backupEvery} s` : "";
  console.log(`durability: ${opts.cycles} cycles${backupEvery}, seed ${opts.seed}, server ${bin}, data ${dataDir}`);

  // Cycle cycles+1 only starts the server and checks everything, every file included.
  for (let cycle = 1; cycle <= opts.cycles + 1; cycle++) {
    const final = cycle > opts.cycles;
    const cycleBegan = performance.now();
    let started;
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      lifecycle.starts++;
      started = await startServer({ bin, webDir, dataDir, password: PASSWORD });
      if (started.ok) break;
      if (cycle === 1 && attempt === 0) {
        const { why, output } = started;
        throw new CannotRun(`the server does not start on an empty data directory: ${why}\n${output}`);
      }
      failedStarts++;
      const copy = keepFailure(dataDir, cycle, started.why, started.output);
      failures.push({ cycle, attempt, why: started.why, output: started.output.slice(-2000), copy });
      console.log(`cycle ${cycle}: FAILED START (${started.why}); data directory copied to ${copy}`);
    }
    if (!started.ok) break;
    const { server } = started;
    timings.start.push(started.startMs);
    timings.startByCycle.push({ cycle, ms: Math.round(started.startMs) });
    writes.leftoverTemporaries += leftoverTemporaries(dataDir);

    // The writers' calls share a signal that ends them after the kill (the check's reads do
    // not: thousands of calls on one signal would pile up its listeners).
    const abort = new AbortController();
    const api = new Api(server.url, abort.signal);
    const loginBegan = performance.now();
    await api.login("admin", PASSWORD);
    timings.login.push(performance.now() - loginBegan);

    // The check reads as the signed-in admin: an uploaded file that no published content names
    // yet (a PDF whose hoarding save the kill cut off) is served to staff alone.
    const reader = new Api(server.url);
    reader.token = api.token;

    // The publisher and the editor keep the sessions they signed in with in the first cycle:
    // a session is a write the store acknowledged, and must outlive the kills.
    const staff = {};
    for (const { role, username, password } of STAFF) {
      if (cycle === 1) await api.createAccount(username, password, role);
      staff[role] = new Api(server.url, abort.signal);
      const session = sessions[role];
      if (session) {
        const check = new Api(server.url);
        check.token = session.token;
        if ((await check.sessionStatus()) === 200) {
          staff[role].token = session.token;
          continue;
        }
        ledger.loseSession(role, session.cycle, cycle);
      }
      await staff[role].login(username, password);
      sessions[role] = { token: staff[role].token, cycle };
    }

    const checkBegan = performance.now();
    const sample = final ? Infinity : opts.sample;
    writes.filesFetched += await ledger.verify(reader, { cycle, sample, random, runId, final });
    timings.verify.push(performance.now() - checkBegan);
    if (final) {
      await stop(server);
      break;
    }

    let killed = false;
    const inFlight = { count: 0 };
    const writing = writeUntilKilled({
      api,
      staff,
      ledger,
      cycle,
      runId,
      workers: opts.workers,
      giveUp: opts.giveUp,
      random,
      inFlight,
      shouldStop: () => killed,
    });
    const long = random() < opts.longShare;
    const [killMin, killMax] = long ? [opts.killWindow[1], opts.longMax] : opts.killWindow;
    const killAfter = killMin + Math.floor(random() * (killMax - killMin + 1));
    // A backup, when one is due, begins at a random moment before the kill (the timer set first
    // fires first when both are due at once).
    if (backups && !backup && performance.now() >= nextBackupAt) {
      const after = killMin + Math.floor(random() * (killAfter - killMin + 1));
      const token = api.token;
      const pending = { taken: null };
      pending.running = sleep(after)
        .then(() => backups.take({ dataDir, ledger, cycle, token, inFlight, lifecycle }))
        .then((taken) => (pending.taken = taken));
      backup = pending;
    }
    await sleep(killAfter);
    killed = true;
    writes.inFlightAtKill += inFlight.count;
    if (inFlight.count === 0) writes.idleKills++;
    lifecycle.kills++;
    await kill(server);
    abort.abort(); // the killed server's sockets are closed already; this only makes sure
    const stats = await writing;
    writes.sent += stats.sent;
    writes.abandoned += stats.abandoned;
    writes.errors.push(...stats.errors.map((error) => `cycle ${cycle}: ${error}`));
    cycles = cycle;
    (long ? timings.longCycle : timings.cycle).push(performance.now() - cycleBegan);
    if (backup?.taken) await checkBackup();
    if (cycle % 10 === 0 || ledger.lost.size || ledger.content.lost.size || ledger.content.halfDone.size) {
      const counts = ledger.counts();
      const c = counts.content;
      console.log(
        `cycle ${cycle}: ${counts.events} events, ${counts.images} images, ${counts.pdfs} PDFs, ` +
          `${counts.hoarding} hoarding records, ${c.notice.writes} notice, ${c.person.writes} people, ` +
          `${c.alert.writes} alert and ${c.draft.writes} draft writes acknowledged; ` +
          `lost ${ledger.lost.size + ledger.content.lost.size}, half-done ${ledger.content.halfDone.size}`,
      );
    }
  }

  if (backup) await checkBackup();

  const report = results({
    opts,
    ledger,
    cycles,
    failedStarts,
    failures,
    timings,
    writes,
    backups,
    elapsedMs: performance.now() - began,
    dataDir: dataDirFigures(dataDir),
  });
  print(report);
  write(opts.out, report);
  const shown = path.relative(root, opts.out);
  console.log(`\nwritten: ${shown.startsWith("..") ? opts.out : shown}`);
  const missed = Object.values(report.met).some((met) => met === false);
  return opts.check && missed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const why = error instanceof CannotRun ? error.message : (error.stack ?? error);
    console.error(`durability bench could not run: ${why}`);
    process.exit(2);
  },
);
