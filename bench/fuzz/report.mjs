// Summarises the logs bench/fuzz/run.sh left of each fuzz target: prints a table of runs,
// coverage (cov/ft of libFuzzer's last status line) and crashes, with the panic of each crash
// and how to replay it, and writes bench/fuzz/results.json.
//
//   node bench/fuzz/report.mjs --work DIR --seconds N --quick BOOL [--check] TARGET...
//
// Exits 2 when a target did not run (no libFuzzer output, or a failure that wrote no crashing
// input), 1 with --check when a target crashed, 0 otherwise.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

function options(argv) {
  const opts = { work: null, seconds: 0, quick: false, check: false, targets: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--work") opts.work = argv[++i];
    else if (arg === "--seconds") opts.seconds = Number(argv[++i]);
    else if (arg === "--quick") opts.quick = argv[++i] === "true";
    else if (arg === "--check") opts.check = true;
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
    else opts.targets.push(arg);
  }
  if (!opts.work || opts.targets.length === 0) throw new Error("--work DIR and targets are required");
  return opts;
}

/** What one target's log says. `null` figures when libFuzzer never printed them. */
export function parseLog(log) {
  const stat = (name) => {
    const match = log.match(new RegExp(`^stat::${name}:\\s+(\\d+)`, "m"));
    return match ? Number(match[1]) : null;
  };
  // Status lines: "#84671  DONE   cov: 665 ft: 2831 corp: 796/10844b ...".
  const lines = [...log.matchAll(/^#(\d+)\s+\w+\s+cov: (\d+) ft: (\d+) corp: (\d+)\/(\d+\w*)/gm)];
  const last = lines.at(-1);
  // Each crash, timeout, leak or out-of-memory input is written once: "Test unit written to …".
  const artifacts = [...log.matchAll(/Test unit written to (\S+)/g)].map((m) => m[1]);
  const panics = [...log.matchAll(/panicked at ([^\n]+):\n([^\n]*)/g)].map((m) => `${m[2]} (${m[1]})`);
  const summary = log.match(/^SUMMARY: libFuzzer: ([^\n]+)/m);
  return {
    runs: stat("number_of_executed_units") ?? (last ? Number(last[1]) : null),
    execPerSec: stat("average_exec_per_sec"),
    cov: last ? Number(last[2]) : null,
    ft: last ? Number(last[3]) : null,
    corpus: last ? Number(last[4]) : null,
    peakRssMb: stat("peak_rss_mb"),
    crashes: artifacts.length,
    artifacts,
    panic: panics[0] ?? (summary ? summary[1] : null),
  };
}

function machine() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
  let toolchain = null;
  try {
    toolchain = execFileSync("rustc", ["+nightly", "--version"], { encoding: "utf8" }).trim();
  } catch {
    // No nightly toolchain: the report says none.
  }
  return { cpus: os.cpus().length, loadAverage: load, toolchain };
}

function table(rows) {
  const header = ["target", "runs", "exec/s", "cov", "ft", "corpus", "crashes", "target 0"];
  const body = rows.map((r) =>
    [
      r.name,
      r.runs ?? "-",
      r.execPerSec ?? "-",
      r.cov ?? "-",
      r.ft ?? "-",
      r.corpus ?? "-",
      r.ran ? r.crashes : "did not run",
      r.ran ? (r.crashes === 0 ? "met" : "missed") : "-",
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

function main() {
  const opts = options(process.argv.slice(2));
  const rows = opts.targets.map((name) => {
    const logFile = path.join(opts.work, "logs", `${name}.log`);
    const statusFile = path.join(opts.work, "logs", `${name}.status`);
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
    const status = existsSync(statusFile) ? Number(readFileSync(statusFile, "utf8").trim()) : null;
    const parsed = parseLog(log);
    // libFuzzer exits non-zero on a crash; any other failure (a build error, the outer
    // timeout) wrote no crashing input and means the target did not run.
    const ran = parsed.runs !== null && (status === 0 || parsed.crashes > 0);
    return { name, seconds: opts.seconds, ran, exitStatus: status, ...parsed, log: path.relative(root, logFile) };
  });

  console.log(`\nfuzzing wasm-core: ${opts.seconds} s per target${opts.quick ? " (--quick)" : ""}\n`);
  console.log(table(rows));
  const crashes = rows.reduce((sum, r) => sum + r.crashes, 0);
  const failed = rows.filter((r) => !r.ran);
  for (const r of rows.filter((row) => row.crashes > 0)) {
    console.log(`\n${r.name}: ${r.panic ?? "crashed"}`);
    for (const artifact of r.artifacts) {
      console.log(`  input: ${artifact}`);
      console.log(`  replay: cargo +nightly fuzz run --fuzz-dir fuzz --sanitizer none ${r.name} ${artifact}`);
    }
  }
  const met = failed.length === 0 && crashes === 0;
  console.log(`\ncrashes found: ${crashes} (target 0): ${met ? "met" : "missed"}`);
  for (const r of failed) console.log(`${r.name} did not run; see ${r.log}`);

  const results = {
    part: "fuzz",
    date: new Date().toISOString(),
    secondsPerTarget: opts.seconds,
    quick: opts.quick,
    machine: machine(),
    targets: rows,
    crashes,
    target: { crashes: 0 },
    met,
  };
  writeFileSync(path.join(here, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, path.join(here, "results.json"))}`);

  if (failed.length > 0) process.exit(2);
  if (opts.check && !met) process.exit(1);
}

main();
