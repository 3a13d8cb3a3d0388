// Backups taken while the writers run. Every few seconds one cycle of the loop runs
// `server --data-dir DATA backup DIR` as a separate process, as an operator would, at a random
// moment after its writers began and before its kill. The kill does not wait for it: a backup
// may still be reading when the server is killed and when the next one starts and writes.
// Once it has ended (and its cycle's server is dead), the backup is put into a fresh data
// directory with `server --data-dir FRESH restore DIR`, a server is started on it, and that
// server is checked against what the ledger held when the backup began:
//
// - every write acknowledged before the backup began is there: each event (texts, date,
//   category, image URLs) in `GET /api/events`, each hoarding record in the history, each
//   uploaded file served with the bytes sent, each notice, person, alert and editor's draft of
//   the content API in the state it was in then or a later one its writes make, as staff and
//   as visitors see it (`content-ledger.mjs`);
// - nothing in the backup is half there: every bench event it lists serves all its images,
//   and every hoarding record its PDF (writes that landed during the backup included); no
//   content item is in a state no write makes; every `/uploads/` address any item names, in
//   any version, is served (with the bytes sent, for the bench's uploads), and the files of an
//   item deleted in it are gone;
// - the restored server starts (`GET /api/health` 200), serves the home page, signs the admin
//   in (the accounts came along) and refuses the session the writers used (sessions do not).
//
// A backup whose process had not opened the store yet when the kill came finds a store that
// was not shut down cleanly and no server to repair it: `server backup` then refuses ("the
// store was not closed cleanly …: start the server once", as it does on any data directory
// after a crash until a server has started on it). That refusal, after a kill, is counted apart; any other failure
// of `server backup` fails the run.
//
// The restored directory and the backup are deleted after a check; a failed one is copied to
// bench/durability/failures/.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Api } from "./client.mjs";
import { checkBackup, namedFiles } from "./content-ledger.mjs";
import { sha256 } from "./files.mjs";
import { differs, eachLimited } from "./ledger.mjs";
import { runCommand, startServer, stop } from "./server.mjs";

/** The titles the writers give their events (other events are the built-in ones). */
const BENCH_TITLE = "Durability check ";

/** The store's size and the uploaded files of a data directory or a backup. */
function sizes(dir) {
  const uploads = path.join(dir, "uploads");
  const names = existsSync(uploads) ? readdirSync(uploads) : [];
  const files = names.map((name) => statSync(path.join(uploads, name)).size);
  const store = path.join(dir, "smc.redb");
  return {
    storeBytes: existsSync(store) ? statSync(store).size : 0,
    files: files.length,
    uploadedBytes: files.reduce((sum, size) => sum + size, 0),
  };
}

function counted(snapshot) {
  let images = 0;
  let pdfs = 0;
  let photos = 0;
  for (const file of snapshot.files.values()) {
    if (file.kind === "pdf") pdfs++;
    else if (file.kind === "photo") photos++;
    else images++;
  }
  // Content items with an acknowledged (or seen) state when the backup began.
  const content = [...snapshot.content.values()].filter((settled) => settled >= 0).length;
  const counts = { events: snapshot.events.size, images, pdfs, photos, hoarding: snapshot.hoarding.size, content };
  return { ...counts, total: counts.events + images + pdfs + photos + counts.hoarding + content };
}

export class Backups {
  /**
   * @param {object} setup `bin`, `webDir`, `password`, `temp` (where backups and restored data
   * directories go), `failures` (where a failed one is copied), `root` (the repository, which
   * the copies are named from), `began` (the run's start, for the moment of each backup),
   * `runId` (the mark of the run's items).
   */
  constructor(setup) {
    Object.assign(this, setup);
    /** One record per backup, in the shape of results.json. */
    this.list = [];
    /** Every write missing from a backup: { backup, kind, key, cycle, why }. */
    this.missing = [];
    /** Events listed without an image, hoarding records without their PDF, content items in
     * a state no write makes, files an item names not served, files of a deleted item kept. */
    this.incomplete = [];
    /** Backups, restores, restored starts or checks that failed: { backup, why, copy }. */
    this.failed = [];
    /** Backups refused because the server was killed before they opened the store. */
    this.refused = [];
    this.taken = 0;
  }

  /**
   * Runs `server backup` on the live `dataDir` now. The ledger's snapshot is taken in the same
   * turn of the event loop as the spawn: no answer can be read in between, so every write in
   * it was acknowledged before the backup process existed.
   */
  async take({ dataDir, ledger, cycle, token, inFlight, lifecycle }) {
    const n = ++this.taken;
    const dir = path.join(this.temp, `backup-${n}`);
    const before = ledger.snapshot();
    const at = performance.now() - this.began;
    const writesInFlight = inFlight.count;
    const { kills, starts } = lifecycle;
    const run = await runCommand(this.bin, ["--data-dir", dataDir, "backup", dir]);
    // The kills of the live server and the starts of the next while `server backup` ran.
    const outlasted = { kills: lifecycle.kills - kills, starts: lifecycle.starts - starts };
    return { n, cycle, dir, before, at, writesInFlight, outlasted, run, token, ledger };
  }

  /** Restores a backup `take` made into a fresh data directory, starts a server on it and
   * checks it (the live server is dead by now); then deletes both. */
  async check(taken) {
    const restored = path.join(this.temp, `restored-${taken.n}`);
    try {
      await this.#check(taken, restored);
    } finally {
      for (const dir of [taken.dir, restored]) rmSync(dir, { recursive: true, force: true });
    }
  }

  async #check(taken, restored) {
    const { n, cycle, dir, before, run } = taken;
    const failure = (stage, why, output = "") => {
      const copy = path.join(this.failures, `backup-${n}-cycle-${cycle}-${Date.now()}`);
      mkdirSync(copy, { recursive: true });
      if (existsSync(dir)) cpSync(dir, path.join(copy, "backup"), { recursive: true });
      if (existsSync(restored)) cpSync(restored, path.join(copy, "restored"), { recursive: true });
      writeFileSync(path.join(copy, "output.txt"), `${why}\n\n${output}\n`);
      const kept = path.relative(this.root, copy);
      this.failed.push({ backup: n, cycle, stage, why, output: output.slice(-2000), copy: kept });
    };
    if (run.code !== 0 && taken.outlasted.kills > 0 && /not closed cleanly/.test(run.output)) {
      this.refused.push({ backup: n, cycle, ms: Math.round(run.ms), output: run.output.slice(-300) });
      return;
    }
    if (run.code !== 0) {
      failure("backup", `server backup exited with ${run.code ?? run.signal}`, run.output);
      return;
    }
    const contents = sizes(dir);
    const restore = await runCommand(this.bin, ["--data-dir", restored, "restore", dir]);
    if (restore.code !== 0) {
      failure("restore", `server restore exited with ${restore.code ?? restore.signal}`, restore.output);
      return;
    }
    const { bin, webDir, password } = this;
    const started = await startServer({ bin, webDir, dataDir: restored, password });
    if (!started.ok) {
      failure("start", `the restored server did not start: ${started.why}`, started.output);
      return;
    }
    const { server } = started;
    const checkBegan = performance.now();
    let found;
    let serves;
    try {
      // Signed in: a file no published content names yet is served to staff alone.
      const api = new Api(server.url);
      await api.login("admin", this.password);
      found = await this.#compare(api, taken);
      serves = await this.#serves(api, taken.token);
    } catch (error) {
      await stop(server);
      failure("check", `checking the restored server failed: ${error.message ?? error}`, server.output());
      return;
    }
    const checkMs = performance.now() - checkBegan;
    await stop(server);
    this.list.push({
      backup: n,
      cycle,
      atMs: Math.round(taken.at),
      backupMs: Math.round(run.ms),
      contents,
      writesInFlightWhenItBegan: taken.writesInFlight,
      killsWhileItRan: taken.outlasted.kills,
      startsWhileItRan: taken.outlasted.starts,
      acknowledgedBefore: counted(before),
      found: found.found,
      missing: found.missing,
      eventsNotAcknowledgedBefore: found.later,
      contentNotAcknowledgedBefore: found.contentLater,
      contentChecks: found.contentChecks,
      filesGoneWithALaterDelete: found.released,
      incomplete: found.incomplete,
      restoreMs: Math.round(restore.ms),
      restoredStartMs: Math.round(started.startMs),
      checkMs: Math.round(checkMs),
      filesFetched: found.fetched,
      serves,
    });
    if (!serves.ok) {
      failure("serve", `the restored server does not serve: ${JSON.stringify(serves)}`, server.output());
    }
    if (found.missing || found.incomplete) {
      const { missing, incomplete } = found;
      const half = `${incomplete} half-done (a file missing, a content item in a state no write makes)`;
      failure("missing", `${missing} acknowledged writes missing, ${half}`);
    }
  }

  /** The line printed once backup `n` is checked. */
  line(n) {
    const failed = this.failed.filter((f) => f.backup === n);
    const record = this.list.find((r) => r.backup === n);
    const refused = this.refused.find((r) => r.backup === n);
    const parts = [];
    if (refused) parts.push(`refused, the server was killed before it opened the store: ${refused.output}`);
    if (record) {
      const { backupMs, acknowledgedBefore: before, found, missing, filesGoneWithALaterDelete: gone } = record;
      const went = gone ? ` (${gone} files went with an item deleted after it began)` : "";
      parts.push(`${backupMs} ms`, `${before.total} writes acknowledged before it, ${found} found${went}, missing ${missing}`);
    }
    if (failed.length) {
      parts.push(`FAILED: ${failed.map((f) => (f.output ? `${f.why}\n${f.output}` : f.why)).join("; ")}`);
    }
    const cycle = record?.cycle ?? refused?.cycle ?? failed[0]?.cycle;
    return `backup ${n} (cycle ${cycle}): ${parts.join("; ")}`;
  }

  /** The restored server against the snapshot: how many were found, missing, half there. */
  async #compare(api, { n, before, cycle, ledger }) {
    const lose = (kind, key, wrote, why) => {
      this.missing.push({ backup: n, backupCycle: cycle, kind, key, cycle: wrote, why });
    };
    let found = 0;
    let missing = 0;
    const listed = new Map((await api.getJson("/api/events")).map((event) => [event.title.en, event]));
    for (const [title, { sent, images, cycle: wrote }] of before.events) {
      const event = listed.get(title);
      const why = !event ? "missing from GET /api/events" : differs(sent, images, event);
      if (why) {
        missing++;
        lose("event", `event "${title}"`, wrote, why);
      } else found++;
    }
    const records = (await api.getJson("/api/hoarding")).history;
    const history = new Set(records.map((r) => `${r.url} ${r.savedAt}`));
    for (const [key, { cycle: wrote }] of before.hoarding) {
      if (history.has(key)) found++;
      else {
        missing++;
        lose("hoarding", `hoarding ${key}`, wrote, "missing from GET /api/hoarding history");
      }
    }
    // The content API's items: each in its state when the backup began, or a later one.
    const content = await checkBackup(api, ledger.content, before.content, this.runId);
    found += content.found;
    for (const lost of content.missing) {
      missing++;
      lose(lost.what, lost.key, lost.cycle, lost.why);
    }
    let incomplete = 0;
    const half = (what, why, url = "", status = "") => {
      incomplete++;
      this.incomplete.push({ backup: n, backupCycle: cycle, what, why, url, status });
    };
    for (const item of content.incomplete) half(item.key, item.why);

    let fetched = 0;
    const checked = new Set();
    // A file whose item the backup holds deleted (a delete after the backup began) went with
    // it: checked below as gone.
    const kept = [...before.files].filter(([url]) => !content.gone.has(url));
    const released = before.files.size - kept.length;
    await eachLimited(kept, 8, async ([url, file]) => {
      const { status, bytes } = await api.getBytes(url);
      checked.add(url);
      fetched++;
      const why =
        status !== 200
          ? `GET ${url} answered ${status}`
          : sha256(bytes) !== file.sha256
            ? `GET ${url} served other bytes (${bytes.length}, sent ${file.bytes})`
            : "";
      if (why) {
        missing++;
        lose(file.kind, url, file.cycle, why);
      } else found++;
    });

    // What the backup holds beyond the snapshot (writes acknowledged while it ran, or that
    // landed without an answer) must be whole too: an event with all its images, a hoarding
    // record with its PDF.
    const later = [...listed.values()].filter(
      (event) => event.title.en.startsWith(BENCH_TITLE) && !before.events.has(event.title.en),
    );
    const laterFiles = [
      ...later.flatMap((event) => event.images.map((url) => ({ url, what: `event "${event.title.en}"` }))),
      ...records
        .filter((r) => !before.hoarding.has(`${r.url} ${r.savedAt}`) && !before.files.has(r.url))
        .map((r) => ({ url: r.url, what: `hoarding record of ${r.savedAt}` })),
    ];
    await eachLimited(laterFiles, 8, async ({ url, what }) => {
      const { status } = await api.getBytes(url);
      checked.add(url);
      fetched++;
      if (status !== 200) half(what, "", url, status);
    });

    // Every address an item names, in any version, is served; the bench's own with its bytes.
    const lists = [...content.lists, ["events", (await api.getJson("/api/content/events?scope=all")).items]];
    const { named } = await namedFiles(api, lists);
    for (const url of content.serve) if (!named.has(url)) named.set(url, "an item the ledger expects");
    await eachLimited(
      [...named].filter(([url]) => !checked.has(url)),
      8,
      async ([url, by]) => {
        const { status, bytes } = await api.getBytes(url);
        fetched++;
        const sent = ledger.files.get(url) ?? before.files.get(url);
        if (status !== 200) half(by, "a file it names is not served", url, status);
        else if (sent && sha256(bytes) !== sent.sha256) half(by, "a file it names is served with other bytes", url, status);
      },
    );
    await eachLimited([...content.gone], 8, async (url) => {
      const { status } = await api.getBytes(url);
      fetched++;
      if (status !== 404) half("a deleted item", "a file it took with it is still served", url, status);
    });
    return {
      found,
      missing,
      incomplete,
      later: later.length,
      contentLater: content.later,
      contentChecks: content.checks,
      released,
      fetched,
    };
  }

  /** The restored server serves: the home page, the admin's sign-in (the accounts are in the
   * backup) and not the writers' session (sessions are not). */
  async #serves(api, token) {
    const status = (response) => response.arrayBuffer().then(() => response.status);
    const home = await fetch(`${api.base}/`).then(status, () => 0);
    let signIn = 200;
    try {
      await new Api(api.base).login("admin", this.password);
    } catch (error) {
      signIn = error.status ?? 0;
    }
    const headers = { authorization: `Bearer ${token}` };
    const oldSession = await fetch(`${api.base}/api/scm-auth/me`, { headers }).then(status, () => 0);
    return { ok: home === 200 && signIn === 200 && oldSession === 401, home, signIn, oldSession };
  }
}
