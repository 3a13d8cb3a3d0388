#!/usr/bin/env node
// The restore drill: proves, on the machine that runs the site, that today's backup restores
// into a site that shows visitors exactly what the live site shows. It backs up the live data
// directory (beside the running server), restores that backup into a second, new data
// directory, starts a second server on the copy (loopback, a free port), and fetches every
// public address from both: the pages the live sitemap lists, the feeds, the sitemap and
// robots.txt, the public API (the events, each kind of content and its archive, the hoarding
// circulars) and every uploaded file those answers name. Status and body must be the same;
// the only thing allowed to differ is the site's own address written into a body (the live
// site writes its origin into the sitemap, the feeds and robots.txt, the copy writes
// http://127.0.0.1:PORT). Exits 0 when everything matches, 1 with the differences when not
// (or when the backup, the restore or the copy fails), 2 for a wrong command line. The second
// server is always stopped and both temporary directories removed, unless --keep.
//
// Plain Node.js (20 or later) with nothing but its standard library: it runs where only the
// installed package is. Run it as the server's account, which alone may read the data
// directory; the temporary directories need room for a whole backup, twice.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const USAGE = `Usage: node restore-drill.mjs --bin SERVER --web-dir WEB_DIST --data-dir LIVE_DATA_DIR --url LIVE_URL [--temp-dir DIR] [--keep]

Backs up LIVE_DATA_DIR (the live server may run), restores the backup into a new data
directory, serves it with a second server on 127.0.0.1 and compares what visitors get from it
with what they get from LIVE_URL. Exit status: 0 everything matches, 1 differences or a failed
step, 2 a wrong command line.

  --bin PATH       the server binary (the one the live site runs)
  --web-dir PATH   the built web app the live site serves (its dist-render/ beside it)
  --data-dir PATH  the live site's data directory (smc.redb and uploads/)
  --url URL        the live site, as this machine reaches it (http://127.0.0.1:8080)
  --temp-dir PATH  where the backup and the restored copy are made (default: the system's)
  --keep           keep both temporary directories for inspection`;

/** Every kind of content; each is public at `GET /api/content/<kind>`. */
export const KINDS = [
  "notices",
  "tenders",
  "recruitment",
  "alerts",
  "events",
  "people",
  "designations",
  "parties",
  "wards",
  "departments",
  "site",
  "home",
  "important-links",
  "press",
  "profiles",
  "rti",
  "privacy-policy",
  "user-guidelines",
  "accessibility-statement",
  "help",
  "screen-reader-access",
  "website-policies",
  "faq",
  "city-info",
  "contact",
  "hoarding",
];

/** The kinds with an archive (`?status=archived`): items past their last day stay listed there. */
export const ARCHIVED_KINDS = ["notices", "tenders", "recruitment"];

/** The Atom feeds, in both languages. */
const FEEDS = ["en", "hi"].flatMap((lang) =>
  ["notices", "tenders", "recruitment", "events"].map((kind) => `/feeds/${lang}/${kind}.atom`),
);

/** The public API answers compared, and read for the uploaded files they name. */
const API = ["/api/events", "/api/hoarding", ...KINDS.map((kind) => `/api/content/${kind}`)].concat(
  ARCHIVED_KINDS.map((kind) => `/api/content/${kind}?status=archived`),
);

/** The line the server prints once it listens. */
const ADDRESS = /website: (http:\/\/[^\s/]+)\//;
/** An uploaded file's address, as the API names it. */
const UPLOAD = /\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*/g;
const READY_WITHIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Times an address answered 429 is asked before the 429 counts. */
const RATE_LIMITED_TRIES = 5;
/** How long after a first comparison an address that differed is asked again. */
const RECHECK_AFTER_MS = 11_000;
/** Requests in flight at once, to each server. */
const PARALLEL = 4;
/** Differences listed before "and N more". */
const LISTED = 40;
const OUTPUT_KEPT = 8000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A failed step of the drill, said in a sentence (with what a command printed, if any). */
class DrillError extends Error {}

/** `bytes` as people read sizes. */
function size(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The bytes and the number of files under `dir`. */
function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = sizeOf(full);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/**
 * The environment of a server command on `dataDir`: the operator's, with the data directory
 * replaced (the flags the drill gives win over the other `SMC_*` settings).
 */
const envFor = (dataDir) => ({ ...process.env, SMC_DATA_DIR: dataDir });

/** Runs `bin args` to its end; what it printed on stdout. A DrillError when it fails. */
function run(bin, args, env, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (text) => (out += text));
    child.stderr.setEncoding("utf8").on("data", (text) => (err += text));
    child.once("error", (error) => reject(new DrillError(`${what} could not start: ${error.message}`)));
    child.once("close", (code, signal) => {
      if (code === 0) resolve(out.trim());
      else {
        const said = `${err}\n${out}`.trim();
        const how = signal ? `signal ${signal}` : `exit status ${code}`;
        reject(new DrillError(`${what} failed (${how})${said ? `:\n${said}` : ""}`));
      }
    });
  });
}

/** The second server, on the restored data directory: its address once it listens. */
function startCopy({ bin, webDir, dataDir }) {
  const args = ["--host", "127.0.0.1", "--port", "0", "--data-dir", dataDir, "--web-dir", webDir];
  // A process group of its own, stopped whole: the server, its render workers, and the shell of
  // a wrapper script given as --bin, which would not pass a signal on.
  const child = spawn(bin, args, { env: envFor(dataDir), stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  let stdout = "";
  const exited = new Promise((resolve) => {
    child.once("error", (error) => resolve({ error }));
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  // Read to the end, always: a full pipe would stop the server's log, and the server with it.
  for (const [stream, isStdout] of [
    [child.stdout, true],
    [child.stderr, false],
  ]) {
    stream.setEncoding("utf8").on("data", (text) => {
      output = (output + text).slice(-OUTPUT_KEPT);
      if (isStdout && stdout.length < OUTPUT_KEPT) stdout += text;
    });
  }
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  /** Sends `signal` to the copy's process group; whether any process of it was there. */
  const signalGroup = (signal) => {
    if (child.pid === undefined) return false;
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  const copy = {
    output: () => output.trim(),
    gone,
    /** SIGTERM (requests in flight finish), SIGKILL if it lingers; done once every process of it is gone. */
    async stop(graceMs = 10_000) {
      if (!signalGroup("SIGTERM")) return;
      const deadline = performance.now() + graceMs;
      while (signalGroup(0)) {
        if (performance.now() > deadline) signalGroup("SIGKILL");
        await sleep(50);
      }
      await exited;
    },
    /** SIGKILL, at once (the drill itself is ending). */
    kill: () => signalGroup("SIGKILL"),
  };
  const address = (async () => {
    const deadline = performance.now() + READY_WITHIN_MS;
    for (;;) {
      const found = ADDRESS.exec(stdout)?.[1];
      if (found) return found;
      if (gone() || child.pid === undefined) {
        const end = await exited;
        const how = end.error ? end.error.message : end.signal ? `signal ${end.signal}` : `exit status ${end.code}`;
        throw new DrillError(`the restored copy's server exited before it listened (${how}):\n${copy.output()}`);
      }
      if (performance.now() > deadline) {
        throw new DrillError(`the restored copy's server printed no address within ${seconds(READY_WITHIN_MS)}`);
      }
      await sleep(20);
    }
  })();
  return { copy, address };
}

/**
 * GET `url`: its status, body and `Location`, never following a redirect. A 429 (the proxy in
 * front of the live site limits how fast one address may call /api/) is asked again, a little
 * later, a few times.
 */
async function get(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 429 && attempt < RATE_LIMITED_TRIES) {
      const asked = Number(response.headers.get("retry-after"));
      await sleep(Number.isFinite(asked) && asked > 0 ? Math.min(asked, 10) * 1000 : attempt * 1000);
      continue;
    }
    return { status: response.status, body, location: response.headers.get("location") };
  }
}

/** GET `url`, or what went wrong as a status of 0 with the reason. */
async function tryGet(url) {
  try {
    return await get(url);
  } catch (error) {
    return { status: 0, body: Buffer.alloc(0), location: null, error: error.cause?.message ?? error.message };
  }
}

/** Waits until `url`/api/ready answers 200, or throws with the last reasons it gave. */
async function waitReady(copy, url) {
  const deadline = performance.now() + READY_WITHIN_MS;
  let last = "no answer";
  for (;;) {
    const answer = await tryGet(`${url}/api/ready`);
    if (answer.status === 200) return;
    last = answer.status === 0 ? answer.error : `${answer.status} ${answer.body.toString("utf8")}`;
    if (copy.gone()) throw new DrillError(`the restored copy's server exited before it was ready:\n${copy.output()}`);
    if (performance.now() > deadline) {
      throw new DrillError(
        `the restored copy was not ready within ${seconds(READY_WITHIN_MS)} (GET /api/ready: ${last}); ` +
          `"disk" among the reasons: give --temp-dir on a disk with more room\n${copy.output()}`,
      );
    }
    await sleep(250);
  }
}

/** `items` mapped through `work`, `parallel` at a time, in order. */
async function inTurn(items, work, parallel = PARALLEL) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(parallel, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** The text of an XML attribute or element, its five entities read. */
function unescapeXml(text) {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

/**
 * The addresses (path and query) the sitemap of the site at `url` lists, and the origins it
 * writes them with (its first `--origin`, else the address it was asked at). `site` names it.
 */
async function fromSitemap(url, site) {
  const answer = await tryGet(`${url}/sitemap.xml`);
  if (answer.status === 503) {
    throw new DrillError(
      `${site}'s /sitemap.xml answered 503: is its maintenance switch on? The drill compares what visitors see, which the switch hides`,
    );
  }
  if (answer.status === 0) throw new DrillError(`${site}'s /sitemap.xml could not be fetched: ${answer.error}`);
  if (answer.status !== 200) throw new DrillError(`${site}'s /sitemap.xml answered ${answer.status}`);
  const locs = [...answer.body.toString("utf8").matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(unescapeXml(m[1])));
  if (locs.length === 0) throw new DrillError(`${site}'s /sitemap.xml lists no address`);
  return { addresses: locs.map((loc) => loc.pathname + loc.search), origins: new Set(locs.map((loc) => loc.origin)) };
}

/** The search page for the newest notice's title in each language, if there is a notice. */
function searches(noticesBody) {
  try {
    const newest = JSON.parse(noticesBody.toString("utf8")).items?.[0];
    if (!newest?.title) return [];
    return ["en", "hi"]
      .filter((lang) => typeof newest.title[lang] === "string")
      .map((lang) => `/search?${new URLSearchParams({ lang, q: newest.title[lang] })}`);
  } catch {
    return [];
  }
}

/** A hash of the live public API's answers: whether the live content changed meanwhile. */
async function fingerprint(liveUrl) {
  const hash = createHash("sha256");
  for (const answer of await inTurn(API, (address) => tryGet(liveUrl + address))) {
    hash.update(`${answer.status}\n`).update(answer.body);
  }
  return hash.digest("hex");
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `body` as text with each of `origins` (the site's own address, as that server writes it into
 * the sitemap, the feeds and robots.txt) written `{origin}`: the one thing allowed to differ.
 */
export function normalised(body, origins) {
  let text = body.toString("utf8");
  for (const origin of [...origins].sort((a, b) => b.length - a.length)) {
    // Not a longer origin's start (`http://host:80` in `http://host:8080`).
    text = text.replace(new RegExp(`${escapeRegExp(origin)}(?![\\w.:-])`, "g"), "{origin}");
  }
  return text;
}

/** Where two texts first differ, with a little of each around it. */
function whereDiffers(live, copy) {
  let at = 0;
  while (at < live.length && at < copy.length && live[at] === copy[at]) at += 1;
  const excerpt = (text) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 50));
  return `bodies differ from character ${at} (live ${live.length}, restored ${copy.length} characters): live ${excerpt(live)}, restored ${excerpt(copy)}`;
}

/** How the answers to `address` differ, or null when they match. */
function difference(live, copy, liveOrigins, copyOrigins, bytes = false) {
  if (live.status !== copy.status) {
    const said = (answer) => (answer.status === 0 ? `no answer (${answer.error})` : String(answer.status));
    return `status: live ${said(live)}, restored ${said(copy)}`;
  }
  if (live.status === 0) return `no answer from either (${live.error})`;
  if (bytes) {
    return live.body.equals(copy.body) ? null : `bytes differ (live ${live.body.length}, restored ${copy.body.length} bytes)`;
  }
  const liveText = normalised(live.body, liveOrigins);
  const copyText = normalised(copy.body, copyOrigins);
  if (liveText !== copyText) return whereDiffers(liveText, copyText);
  const liveTo = live.location && normalised(Buffer.from(live.location), liveOrigins);
  const copyTo = copy.location && normalised(Buffer.from(copy.location), copyOrigins);
  return liveTo === copyTo ? null : `redirects differ: live to ${liveTo}, restored to ${copyTo}`;
}

/**
 * Whether `address` is a page rendered for its query (a document's page, a search): one worker
 * renders those one at a time, with a short queue, and past it the server sends the app's page
 * instead. They are asked one at a time, so that the drill neither gets that page in place of
 * the rendered one nor takes the worker from the site's visitors.
 */
function isQueryPage(address) {
  if (address.startsWith("/api/") || address.startsWith("/uploads/")) return false;
  const query = new URL(address, "http://site").searchParams;
  return [...query.keys()].some((name) => name !== "lang");
}

/**
 * Fetches each address from both sites and compares them (an uploaded file byte for byte):
 * each address with its difference (or null) and the live site's answer.
 */
async function compareAll(addresses, { liveUrl, copyUrl, liveOrigins, copyOrigins }) {
  const compare = async (address) => {
    const [live, copy] = await Promise.all([tryGet(liveUrl + address), tryGet(copyUrl + address)]);
    const upload = address.startsWith("/uploads/");
    let problem = difference(live, copy, liveOrigins, copyOrigins, upload);
    if (!problem && upload && live.status !== 200) problem = `the live site answers ${live.status} for a file its API names`;
    return { address, problem, live };
  };
  const others = await inTurn(
    addresses.filter((address) => !isQueryPage(address)),
    compare,
  );
  const queries = await inTurn(addresses.filter(isQueryPage), compare, 1);
  return [...others, ...queries];
}

/** The drill; its exit status. */
async function drill(options, print = console.log) {
  const started = performance.now();
  const liveUrl = options.url.replace(/\/+$/, "");
  const tempRoot = options.tempDir ?? os.tmpdir();
  const made = [];
  let copy = null;
  let stopping = null;

  const cleanUp = async () => {
    stopping ??= (async () => {
      if (copy) await copy.stop();
      if (options.keep) {
        for (const dir of made) print(`kept: ${dir}`);
      } else {
        for (const dir of made) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
      }
    })();
    return stopping;
  };
  // Stopped by the operator (Ctrl-C) or the system: the copy stops and the directories go too.
  const onSignal = (signal) => {
    print(`\nStopped by ${signal}: stopping the restored copy and removing its directories.`);
    cleanUp().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  // Should the drill itself die, the copy does not outlive it.
  const onExit = () => copy?.kill();
  process.once("exit", onExit);

  try {
    print(`Restore drill of ${options.dataDir} against ${liveUrl}`);
    // What to compare, from the live site, before anything is made.
    const sitemap = await fromSitemap(liveUrl, "the live site");
    const liveOrigins = new Set([...sitemap.origins, new URL(liveUrl).origin]);
    const notices = await tryGet(`${liveUrl}/api/content/notices`);
    const addresses = [
      ...new Set([
        "/?lang=en",
        "/?lang=hi",
        ...sitemap.addresses,
        ...searches(notices.body),
        "/sitemap.xml",
        "/robots.txt",
        ...FEEDS,
        ...API,
      ]),
    ];
    const liveBefore = await fingerprint(liveUrl);

    const backupDir = mkdtempSync(path.join(tempRoot, "smc-restore-drill-backup-"));
    made.push(backupDir);
    let at = performance.now();
    const backedUp = await run(
      options.bin,
      ["--data-dir", options.dataDir, "backup", backupDir],
      envFor(options.dataDir),
      "server backup",
    );
    const backup = sizeOf(backupDir);
    print(`  backup: ${size(backup.bytes)} in ${backup.files} file(s), made in ${seconds(performance.now() - at)}`);
    print(`    ${backedUp}`);

    const dataDir = mkdtempSync(path.join(tempRoot, "smc-restore-drill-data-"));
    made.push(dataDir);
    at = performance.now();
    const restored = await run(options.bin, ["--data-dir", dataDir, "restore", backupDir], envFor(dataDir), "server restore");
    print(`  restore: done in ${seconds(performance.now() - at)}`);
    print(`    ${restored}`);

    at = performance.now();
    const launched = startCopy({ bin: options.bin, webDir: options.webDir, dataDir });
    copy = launched.copy;
    const copyUrl = await launched.address;
    await waitReady(copy, copyUrl);
    print(`  restored copy: ${copyUrl}, ready in ${seconds(performance.now() - at)}`);

    at = performance.now();
    const copyOrigins = new Set([...(await fromSitemap(copyUrl, "the restored copy")).origins, copyUrl]);
    const sites = { liveUrl, copyUrl, liveOrigins, copyOrigins };
    const compared = await compareAll(addresses, sites);

    const uploads = new Set();
    for (const { address, live } of compared) {
      if (API.includes(address) && live.status === 200) {
        for (const match of live.body.toString("utf8").matchAll(UPLOAD)) uploads.add(match[0]);
      }
    }
    const comparedUploads = await compareAll([...uploads].sort(), sites);

    let problems = [...compared, ...comparedUploads].filter((result) => result.problem);
    if (problems.length > 0) {
      // A page the live site was still rendering again after a save, or one a proxy in front of it
      // kept from before the save (nginx keeps pages 10 s): asked once more after that.
      await sleep(RECHECK_AFTER_MS);
      const again = await compareAll(
        problems.map((result) => result.address),
        sites,
      );
      problems = again.filter((result) => result.problem);
    }
    print(
      `  compared ${addresses.length} addresses and ${uploads.size} uploaded file(s) on both in ${seconds(performance.now() - at)}`,
    );

    if (problems.length === 0) {
      print(
        `Restore drill passed in ${seconds(performance.now() - started)}: the restored backup shows what the live site shows.`,
      );
      return 0;
    }
    print(`Restore drill FAILED: ${problems.length} difference(s) between the live site and the restored backup:`);
    for (const { address, problem } of problems.slice(0, LISTED)) print(`  ${address}: ${problem}`);
    if (problems.length > LISTED) print(`  … and ${problems.length - LISTED} more`);
    if (problems.some((p) => p.live.status === 503)) {
      print("  The live site answers 503: is its maintenance switch on? (It is not part of a backup.)");
    }
    if ((await fingerprint(liveUrl)) !== liveBefore) {
      print("  The live site's content changed while the drill ran (a save, or an item's time came): run it again.");
    }
    return 1;
  } catch (error) {
    if (!(error instanceof DrillError)) throw error;
    print(`Restore drill FAILED: ${error.message}`);
    return 1;
  } finally {
    await cleanUp();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    process.off("exit", onExit);
  }
}

/** The options of the command line, or a sentence saying what is wrong with it. */
function parseOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        bin: { type: "string" },
        "web-dir": { type: "string" },
        "data-dir": { type: "string" },
        url: { type: "string" },
        "temp-dir": { type: "string" },
        keep: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { problem: error.message };
  }
  if (values.help) return { help: true };
  const missing = ["bin", "web-dir", "data-dir", "url"].filter((name) => !values[name]);
  if (missing.length > 0) return { problem: `missing ${missing.map((name) => `--${name}`).join(", ")}` };
  let url;
  try {
    url = new URL(values.url);
  } catch {
    return { problem: `--url ${values.url} is not an address (http://127.0.0.1:8080)` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { problem: "--url must be http:// or https://" };
  return {
    bin: path.resolve(values.bin),
    webDir: path.resolve(values["web-dir"]),
    dataDir: path.resolve(values["data-dir"]),
    url: url.origin,
    tempDir: values["temp-dir"] ? path.resolve(values["temp-dir"]) : undefined,
    keep: values.keep,
  };
}

/** Whether this module is the script node was asked to run (not imported by a test). */
function isMain() {
  if (!process.argv[1]) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (options.problem) {
    console.error(`restore-drill: ${options.problem}\n\n${USAGE}`);
    process.exit(2);
  }
  const status = await drill(options);
  // Open connections to the live site would otherwise keep the process a few seconds more.
  process.exit(status);
}
