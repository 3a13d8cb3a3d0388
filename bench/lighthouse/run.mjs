// `npm run bench` part 3: Lighthouse (mobile, default throttling, Debian's Chromium) on every
// public route of the site in English and Hindi, against the release server.
//
// The routes come from wasm-core's route table, read through the package's Node build
// (routes.mjs; the page of a document is audited with a notice), and the server must answer
// 200 for each. Installs what is missing (npm packages, Chromium and the
// Noto fonts), starts the server on a free loopback port with a temporary data directory and one
// Chromium, audits each page, writes bench/lighthouse/results.json (results-five-years.json with
// --five-years), keeps the full Lighthouse
// report of every page that misses a target in bench/lighthouse/reports/ and prints a summary.
// Exits 0 when it ran, 1 with --check when a target is missed, 2 when it could not run (or a
// page could not be audited).
//
// Each page is audited three times and the median run is kept (Lighthouse's own
// computeMedianRun: the run nearest the median first paint and time to interactive), since one
// audit on a shared machine can be off by a long task or half a second of LCP.
//
// Options: --quick (home, a directory, the events gallery, hoarding and login only, one run
// each), --only PATH (one route), --five-years (the home page, an archive, a list and a search
// with five years of content, bench/data/make.mjs), --runs N (audits of each page), --busy N
// (N processes spinning on the CPU while the pages are audited, as other work on a shared
// machine does: the pages' figures on a busy machine, on purpose; results-…-busy.json), --check.
// Environment: SMC_SERVER_BIN (default target/release/server) and SMC_WEB_DIR (default
// web/dist), relative to the repository root.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { makeStore } from "../data/make.mjs";
import { startServer } from "../lib/server.mjs";
import { auditPage, explainMetric, summarise } from "./audit.mjs";
import { startChromium } from "./browser.mjs";
import { formatPage, formatSummary, inLanguage, missedTargets } from "./report.mjs";
import { checkRoutes, publicRoutes, routeTable } from "./routes.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const LANGS = ["en", "hi"];
// One page of each kind the site has: the home page, a directory (the largest list), the
// gallery (images from /api/events), the hoarding circular (a PDF in a frame) and the sign-in form.
const QUICK_PATHS = ["/", "/smc-employee", "/events-gallery", "/hoarding", "/login"];
// With five years of content: the home page, an archive (its first page, and a page of one
// year), a list and a search that finds hundreds of documents.
const FIVE_YEAR_PATHS = ["/", "/archive/notices", "/archive/notices?year=2024&page=3", "/tender", "/search?q=water"];
const METRIC_OF = { lcpMs: "lcp", tbtMs: "tbt", cls: "cls" };

/** Audits of each page of a full run (or of --only); --quick makes one. */
const RUNS = 3;

function options(argv) {
  const opts = { quick: false, fiveYears: false, check: false, only: null, runs: null, busy: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--quick") opts.quick = true;
    else if (arg === "--five-years") opts.fiveYears = true;
    else if (arg === "--check") opts.check = true;
    else if (arg === "--only") {
      opts.only = argv[++i];
      if (!opts.only?.startsWith("/")) throw new Error("--only needs a path such as /mayor");
    } else if (arg === "--runs") {
      opts.runs = Number(argv[++i]);
      if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error("--runs needs a whole number of 1 or more");
    } else if (arg === "--busy") {
      opts.busy = Number(argv[++i]);
      if (!Number.isInteger(opts.busy) || opts.busy < 1) throw new Error("--busy needs a whole number of 1 or more");
    } else throw new Error(`unknown option ${arg}`);
  }
  opts.runs ??= opts.quick ? 1 : RUNS;
  return opts;
}

/** One audit of `url`; a loaded machine can make Chromium miss one of Lighthouse's timeouts
 * (NO_NAVSTART, PROTOCOL_TIMEOUT), so it is tried again, twice at most. */
async function auditWithRetries(url, port, label) {
  let audit = await auditPage(url, port);
  for (let retry = 1; audit.summary.runtimeError && retry <= 2; retry++) {
    console.log(`    ${label}: ${audit.summary.runtimeError}; trying again`);
    audit = await auditPage(url, port);
  }
  return audit;
}

/** `runs` audits of `url` and the median one (a failed audit is returned as it is). */
async function auditMedian(url, port, label, runs) {
  const audits = [];
  for (let run = 0; run < runs; run++) {
    const audit = await auditWithRetries(url, port, label);
    if (audit.summary.runtimeError) return { ...audit, runs: [] };
    audits.push(audit);
  }
  const lhr = computeMedianRun(audits.map((audit) => audit.lhr));
  const figures = audits.map(({ summary }) => ({
    lcpMs: summary.metrics.lcpMs,
    tbtMs: summary.metrics.tbtMs,
    cls: summary.metrics.cls,
    performance: summary.scores.performance,
  }));
  return { summary: summarise(lhr), lhr, runs: figures };
}

/** npm packages, Chromium and the Devanagari fonts through the project's install steps. */
function ensureSetup() {
  const script = ["source .ci/lib.sh", "ensure_npm_packages", "apt_install chromium fonts-noto-core"].join("\n");
  const done = spawnSync("bash", ["-c", script], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (done.status !== 0) throw new Error("setup failed (see above)");
}

function builtPaths() {
  const serverBin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/release/server");
  const webDir = path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist");
  const needed = [
    [serverBin, "the release server (cargo build --release -p server, or set SMC_SERVER_BIN)"],
    [path.join(webDir, "index.html"), "the built web app (npm run build, or set SMC_WEB_DIR)"],
  ];
  for (const [file, what] of needed) if (!existsSync(file)) throw new Error(`missing ${file}: ${what}`);
  return { serverBin, webDir };
}

function selectPaths(routes, opts) {
  const known = new Set(routes.map((route) => route.path));
  const wanted = opts.only ? [opts.only] : opts.fiveYears ? FIVE_YEAR_PATHS : opts.quick ? QUICK_PATHS : [...known];
  // A page named with its query (the document page's, of any document) or a route's path with
  // one added.
  const routePaths = new Set([...known].map((p) => p.split("?")[0]));
  const unknown = wanted.filter((p) => !known.has(p) && !routePaths.has(p.split("?")[0]));
  if (unknown.length) throw new Error(`not a public route of the table: ${unknown.join(", ")}`);
  return wanted;
}

function serverOrigin(pages) {
  const url = pages.find((page) => page.finalUrl)?.finalUrl;
  return url ? new URL(url).origin : "\u0000";
}

function versions() {
  const chromium = spawnSync("/usr/bin/chromium", ["--version"], { encoding: "utf8" }).stdout?.trim();
  const lighthouse = JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version;
  return { chromium, lighthouse, node: process.version };
}

async function main() {
  const opts = options(process.argv.slice(2));
  ensureSetup();
  const { serverBin, webDir } = builtPaths();
  const routes = publicRoutes(routeTable, path.join(root, "content"));
  const paths = selectPaths(routes, opts);
  // Nothing audited is not a pass: a route table read wrongly once gave 0 pages, all "met".
  if (paths.length === 0) throw new Error("no pages to audit (check the route table and --only)");

  const cleanups = [];
  const cleanUp = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch(() => {});
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }

  const pages = [];
  const started = Date.now();
  const loadBefore = os.loadavg();
  const reportsDir = path.join(here, "reports");
  try {
    let dataDir;
    if (opts.fiveYears) {
      const work = mkdtempSync(path.join(os.tmpdir(), "smc-lighthouse-"));
      cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
      dataDir = path.join(work, "data");
      console.log("making a store of five years of content…");
      makeStore(serverBin, dataDir);
    }
    // Warnings and errors only: the bench shows none of the server's output unless it fails to start.
    const server = await startServer({
      bin: serverBin,
      webDir,
      dataDir,
      tempPrefix: "smc-lighthouse-",
      env: { RUST_LOG: "warn" },
    });
    cleanups.push(() => server.stop());
    // With five years of content the seed's document is gone: the pages audited are checked.
    await checkRoutes(server.url, opts.fiveYears ? paths : routes.map((route) => route.path));
    const chromium = await startChromium();
    cleanups.push(chromium.stop);
    for (let n = 0; n < opts.busy; n++) {
      const spinner = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
      cleanups.push(async () => spinner.kill("SIGKILL"));
    }

    const total = paths.length * LANGS.length;
    for (const p of paths) {
      for (const lang of LANGS) {
        const url = `${server.url}${inLanguage(p, lang)}`;
        const pageStarted = Date.now();
        const entry = { path: p, lang };
        // A page's last full report stays until the page is audited again (a run of --only
        // keeps the reports of the others); a page that now meets every target has none.
        const name = p === "/" ? "home" : p.slice(1).replaceAll(/[^\w-]+/g, "_");
        const reportFile = path.join(reportsDir, `${opts.fiveYears ? "five-years." : ""}${name}.${lang}.json`);
        rmSync(reportFile, { force: true });
        try {
          const { summary, lhr, runs } = await auditMedian(url, chromium.port, inLanguage(p, lang), opts.runs);
          Object.assign(entry, summary, { benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, runs });
          entry.missed = missedTargets(summary);
          // Why a metric is over its target: the audits that explain it, and the whole report.
          // (Those already among the failing audits are named by id only.)
          entry.explain = {};
          const failing = new Set(summary.failingAudits.map((audit) => audit.id));
          for (const key of entry.missed) {
            if (!METRIC_OF[key]) continue;
            entry.explain[key] = explainMetric(lhr, METRIC_OF[key]).map((audit) => (failing.has(audit.id) ? audit.id : audit));
          }
          if (entry.missed.length) {
            mkdirSync(reportsDir, { recursive: true });
            writeFileSync(reportFile, JSON.stringify(lhr));
          }
          if (summary.runtimeError) entry.error = `Lighthouse: ${summary.runtimeError}`;
        } catch (error) {
          entry.error = String(error?.message ?? error);
          entry.missed = ["error"];
        }
        entry.seconds = Math.round((Date.now() - pageStarted) / 100) / 10;
        pages.push(entry);
        const line = entry.error ? `error: ${entry.error}` : formatPage(entry);
        console.log(`[${pages.length}/${total}] ${inLanguage(p, lang)} (${entry.seconds} s): ${line}`);
      }
    }
  } finally {
    await cleanUp();
  }

  const results = {
    date: new Date().toISOString(),
    mode: opts.only ? `only ${opts.only}` : opts.fiveYears ? "five years" : opts.quick ? "quick" : "full",
    busy: opts.busy,
    runsPerPage: opts.runs,
    settings: { formFactor: "mobile", throttling: "Lighthouse default (simulated: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown)" },
    targets: { accessibility: 100, bestPractices: 100, seo: 100, performanceMin: 95, lcpMsMax: 1500, tbtMsMax: 50, clsMax: 0.02 },
    versions: versions(),
    machine: { cpus: os.cpus().length, loadavgBefore: loadBefore, loadavgAfter: os.loadavg() },
    seconds: Math.round((Date.now() - started) / 1000),
    pages,
  };
  // Addresses without the server's origin: its port changes from run to run.
  const json = JSON.stringify(results, null, 2).replaceAll(serverOrigin(pages), "");
  const resultsFile = path.join(here, `results${opts.fiveYears ? "-five-years" : ""}${opts.busy ? "-busy" : ""}.json`);
  writeFileSync(resultsFile, `${json}\n`);
  // Lighthouse's CPU benchmark of this machine during the run: lower means busier (its
  // simulated TBT scales the tasks it observed, so a loaded machine inflates TBT).
  const benchmarks = pages
    .map((page) => page.benchmarkIndex)
    .filter(Boolean)
    .sort((a, b) => a - b);
  console.log(
    `\n==> Lighthouse, ${results.mode} run${opts.busy ? ` with ${opts.busy} busy processes` : ""}, ${pages.length} pages (the median of ${opts.runs} audits each) in ${results.seconds} s;` +
      ` load average ${loadBefore.map((v) => v.toFixed(2)).join(" ")} before, ${results.machine.loadavgAfter.map((v) => v.toFixed(2)).join(" ")} after;` +
      ` Lighthouse benchmark index ${benchmarks[0]} to ${benchmarks.at(-1)}`,
  );
  console.log(formatSummary(pages));
  console.log(
    `\nwrote ${path.relative(root, resultsFile)}` +
      (existsSync(reportsDir)
        ? ` and the full reports of the pages that miss a target in ${path.relative(root, reportsDir)}/`
        : ""),
  );

  if (pages.some((page) => page.error)) process.exitCode = 2;
  else if (opts.check && pages.some((page) => page.missed.length)) process.exitCode = 1;
}

main().catch((error) => {
  // The message says what is missing; DEBUG=1 adds where it came from.
  console.error(`bench/lighthouse: ${(process.env.DEBUG ? error?.stack : error?.message) ?? error}`);
  process.exitCode = 2;
});
