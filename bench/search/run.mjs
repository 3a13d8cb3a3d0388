// `npm run bench:search`: wasm-core against MiniSearch and FlexSearch in headless Chromium, on
// every directory record and the queries of queries.json.
//
// Installs what is missing (npm packages, Debian's Chromium, the wasm modules when they have
// never been built), builds the benchmark page and each engine alone (for its size) into a
// temporary directory, serves them from a small HTTP server on a free loopback port, runs the page in Debian's
// Chromium, prints the table and writes bench/search/results.json. Stops by itself; exits
// non-zero when the run fails, and with --check also when a target is missed.
//
// Options: --rounds N (timed passes over the query list, default 100), --batch N (calls per
// timed sample, default 50: Chromium's timer has a 5 µs step here, so a sample of 50 calls
// resolves 0.1 µs a query), --builds N (timed index builds, default 15), --check,
// --out FILE (default bench/search/results.json).
/* global window -- The function given to page.waitForFunction runs in the page. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { CHROMIUM, CHROMIUM_ARGS } from "../../web/chromium.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

const TARGETS = { p99Us: 1000, crossScriptRecall: 1, wasmGzipBytes: 30 * 1024 };
const TIMEOUT_MS = 10 * 60 * 1000;

function options(argv) {
  const opts = { rounds: 100, batch: 50, builds: 15, check: false, out: path.join(here, "results.json") };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--check") opts.check = true;
    else if (arg === "--out") opts.out = path.resolve(argv[++i]);
    else if (["--rounds", "--batch", "--builds"].includes(arg)) {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`);
      opts[arg.slice(2)] = value;
    } else throw new Error(`unknown option ${arg}`);
  }
  return opts;
}

/** npm packages, Chromium and the wasm modules through the project's own install steps (.ci/lib.sh). */
function ensureSetup() {
  const script = [
    "source .ci/lib.sh",
    "ensure_npm_packages",
    "apt_install chromium fonts-noto-core",
    "if [ ! -f wasm-core/pkg/search/wasm_core_bg.wasm ]; then ensure_rust_tools; build_wasm; fi",
  ].join("\n");
  const done = spawnSync("bash", ["-c", script], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (done.status !== 0) throw new Error("setup failed (see above)");
}

/** Gzipped size as README's Performance section measures it (`gzip -9c FILE | wc -c`). */
function gzipBytes(file) {
  const done = spawnSync("gzip", ["-9c", file], { maxBuffer: 64 * 1024 * 1024 });
  return done.status === 0 ? done.stdout.length : gzipSync(readFileSync(file), { level: 9 }).length;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** Each engine module built alone, minified: its JS (and wasm) as a browser downloads them. */
async function engineSizes(build, tmp) {
  const sizes = {};
  for (const name of ["wasm-core", "minisearch", "flexsearch", "wasm-core-raw"]) {
    const outDir = path.join(tmp, `size-${name}`);
    await build({
      configFile: path.join(here, "vite.config.mts"),
      build: {
        outDir,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: {
          input: path.join(here, "engines", `${name}.ts`),
          // Keep the module's export, or the whole engine is dropped as unused.
          preserveEntrySignatures: "exports-only",
        },
      },
    });
    const files = filesUnder(outDir).filter((file) => /\.(js|mjs|wasm)$/.test(file));
    const wasm = files.filter((file) => file.endsWith(".wasm"));
    const js = files.filter((file) => !file.endsWith(".wasm"));
    const sum = (list, measure) => list.reduce((total, file) => total + measure(file), 0);
    const bytes = (file) => statSync(file).size;
    sizes[name] = {
      jsBytes: sum(js, bytes),
      jsGzip: sum(js, gzipBytes),
      wasmBytes: sum(wasm, bytes),
      wasmGzip: sum(wasm, gzipBytes),
    };
  }
  return sizes;
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
};

/** Serves `dir` on a free loopback port; cross-origin isolated, for a 5 µs timer. */
async function serve(dir) {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = path.join(dir, urlPath === "/" ? "index.html" : urlPath);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-embedder-policy": "require-corp",
      "cache-control": "no-store",
    });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

async function runPage(url) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => process.stderr.write(`  [page] ${message.text()}\n`));
    await page.goto(url);
    const handle = await page.waitForFunction(
      () => window.__benchResult ?? (window.__benchError ? { error: window.__benchError } : undefined),
      undefined,
      { timeout: TIMEOUT_MS, polling: 500 },
    );
    const outcome = await handle.jsonValue();
    if (outcome.error) throw new Error(`the benchmark page failed: ${outcome.error}`);
    if (pageErrors.length > 0) throw new Error(`errors in the page: ${pageErrors.join("; ")}`);
    return outcome;
  } finally {
    await browser.close();
  }
}

const us = (n) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = ({ found, total }) => (total === 0 ? "-" : `${((100 * found) / total).toFixed(1)}% (${found}/${total})`);

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  return rows
    .map((row, r) => {
      const line = row
        .map((cell, c) => String(cell).padEnd(widths[c]))
        .join("  ")
        .trimEnd();
      return r === 0 ? `${line}\n${widths.map((w) => "-".repeat(w)).join("  ")}` : line;
    })
    .join("\n");
}

/** The search's targets, each with whether the run met it. */
function targets(result) {
  const wasm = result.engines.find((e) => e.key === "wasm-core");
  const flex = result.engines.find((e) => e.key === "flexsearch");
  const cross = wasm.recall.crossScript;
  return [
    ["wasm-core p99 <= 1 ms", `${us(wasm.queryUs.p99)} µs`, wasm.queryUs.p99 <= TARGETS.p99Us],
    [
      "wasm-core p50 <= FlexSearch p50",
      `${us(wasm.queryUs.p50)} vs ${us(flex.queryUs.p50)} µs`,
      wasm.queryUs.p50 <= flex.queryUs.p50,
    ],
    ["wasm-core cross-script recall 100%", pct(cross), cross.total > 0 && cross.found === cross.total],
    [
      "wasm <= 30 KB gzipped",
      `${kb(wasm.size.wasmGzip)} (${wasm.size.wasmGzip} bytes)`,
      wasm.size.wasmGzip <= TARGETS.wasmGzipBytes,
    ],
  ].map(([name, value, met]) => ({ name, value, met }));
}

function report(result) {
  const lines = [];
  lines.push(
    `${result.records} records, ${result.queries} queries (${result.kinds.join(", ")}); ` +
      `${result.rounds} timed rounds after 5 warm-up rounds, engines taking turns; ` +
      `one sample = mean of ${result.batch} back-to-back calls of one query; ` +
      `build = median of ${result.builds}`,
  );
  lines.push(
    `${result.browserVersion}, crossOriginIsolated ${result.crossOriginIsolated}, ` +
      `timer step ${us(result.timerStepUs)} µs; wasm-core/pkg/search/ built ${result.pkgBuilt}; ` +
      `load average ${result.loadAverage.map((n) => n.toFixed(1)).join(" ")} on ${result.cpus} CPUs`,
  );
  lines.push(
    "p50/p99: over every sample; worst q: the slowest query's median sample (p99 also catches " +
      "GC pauses and other processes); list: one pass over the whole list",
  );
  lines.push("");
  lines.push(
    table([
      [
        "engine",
        "build ms",
        "p50 µs",
        "p99 µs",
        "worst q µs",
        "list µs",
        "recall",
        "cross-script",
        "no-match ok",
        "results/q",
        "gzip",
      ],
      ...result.engines.map((e) => [
        e.name,
        e.buildMs.median.toFixed(2),
        us(e.queryUs.p50),
        us(e.queryUs.p99),
        us(e.slowest[0].medianUs),
        us(e.wholeListUs),
        pct(e.recall.overall),
        pct(e.recall.crossScript),
        `${e.recall.noMatch.found}/${e.recall.noMatch.total}`,
        e.recall.meanResults.toFixed(1),
        e.size.wasmGzip > 0
          ? `${kb(e.size.wasmGzip + e.size.jsGzip)} (wasm ${kb(e.size.wasmGzip)} + JS ${kb(e.size.jsGzip)})`
          : `${kb(e.size.jsGzip)} JS`,
      ]),
    ]),
  );
  lines.push("");
  lines.push("recall by kind (expected records found):");
  const kinds = result.kinds.filter((k) => k !== "none");
  lines.push(
    table([
      ["engine", ...kinds],
      ...result.engines.map((e) => [e.name, ...kinds.map((k) => (e.recall.byKind[k] ? pct(e.recall.byKind[k]) : "-"))]),
    ]),
  );
  lines.push("");
  lines.push("targets:");
  for (const t of result.targets) lines.push(`  ${t.met ? "MET   " : "MISSED"}  ${t.name}: ${t.value}`);
  lines.push("");
  lines.push("settings:");
  for (const e of result.engines) lines.push(`  ${e.name}: ${e.settings}`);
  lines.push(
    "sizes: each engine module (engines/*.ts) built alone by Vite 8, minified, gzip -9, 1 KB = 1024 bytes; wasm-core = " +
      "the wasm-opt'd .wasm of wasm-core/pkg/search/ + the JS glue, wasm-core/js/search.js and web/src/lib/search-index.ts",
  );
  lines.push("slowest queries (median µs):");
  for (const e of result.engines) {
    lines.push(`  ${e.name}: ${e.slowest.map((s) => `${JSON.stringify(s.q)} ${us(s.medianUs)}`).join(", ")}`);
  }
  const wasm = result.engines.find((e) => e.key === "wasm-core");
  if (wasm.recall.misses.length > 0) {
    lines.push("");
    lines.push("wasm-core misses:");
    for (const m of wasm.recall.misses) {
      lines.push(
        `  [${m.kind}] ${JSON.stringify(m.q)}: ${m.missing.length > 0 ? `missing ${m.missing.join(", ")}` : "should match nothing"} (${m.got} results)`,
      );
    }
  }
  return lines.join("\n");
}

async function main() {
  const opts = options(process.argv.slice(2));
  ensureSetup();
  const { build } = await import("vite");
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
  let server;
  try {
    console.error("building the benchmark page and each engine alone");
    const pageDir = path.join(tmp, "page");
    await build({ configFile: path.join(here, "vite.config.mts"), build: { outDir: pageDir, emptyOutDir: true } });
    const sizes = await engineSizes(build, tmp);

    server = await serve(pageDir);
    const { port } = server.address();
    const url = `http://127.0.0.1:${port}/?rounds=${opts.rounds}&batch=${opts.batch}&builds=${opts.builds}`;
    console.error(`running ${url} in ${CHROMIUM}`);
    const loadAverage = os.loadavg();
    const result = await runPage(url);
    result.loadAverage = loadAverage;
    result.cpus = os.cpus().length;

    result.browserVersion = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim();
    result.pkgBuilt = statSync(path.join(root, "wasm-core", "pkg", "search", "wasm_core_bg.wasm")).mtime.toISOString();
    result.date = new Date().toISOString();
    for (const engine of result.engines) engine.size = sizes[engine.key];
    result.targets = targets(result);

    writeFileSync(opts.out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(report(result));
    console.log(`\nfigures written to ${path.relative(process.cwd(), opts.out) || opts.out}`);
    if (opts.check && result.targets.some((t) => !t.met)) process.exitCode = 1;
  } finally {
    server?.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
