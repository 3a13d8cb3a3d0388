// The main thread's blocking work while a page is shown and the app hydrates it, for two
// builds of the web app measured alternately in the same run, so that the machine's own speed
// (shared and noisy) weighs on both alike. Each build is served by its own release server;
// Chromium (Debian's, through Playwright) loads the page with the CPU 4× slower, as Lighthouse's
// mobile audit assumes, and records a trace. For each load: the blocking time after the first
// contentful paint (each task's time past 50 ms, as Lighthouse's TBT counts it), the part of it
// in tasks that run script, and the longest task.
//
//   node bench/app-start/compare.mjs BEFORE/dist AFTER/dist [--runs 9] [--path "/?lang=en"] [--five-years]
//
// With --five-years each server runs on a store of five years of content (bench/data/make.mjs),
// as an archive's page at that volume is the one to measure.
// A build's folder is what `npm run build -w web` writes (web/dist), with its dist-render/
// beside it. Environment: SMC_SERVER_BIN (default target/release/server).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { makeStore } from "../data/make.mjs";
import { startServer } from "../lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const fiveYears = args.includes("--five-years");
if (fiveYears) args.splice(args.indexOf("--five-years"), 1);
const runs = Number(option("--runs", "9"));
const page = option("--path", "/?lang=en");
const builds = args.map((dir) => path.resolve(dir));
if (builds.length !== 2 || !(runs > 0)) {
  console.error('usage: compare.mjs BEFORE/dist AFTER/dist [--runs 9] [--path "/?lang=en"] [--five-years]');
  process.exit(2);
}

/** Trace events that run script: a task holding one of them runs the page's script. */
const SCRIPT = new Set([
  "FunctionCall",
  "v8.evaluateModule",
  "RunMicrotasks",
  "EvaluateScript",
  "TimerFire",
  "FireAnimationFrame",
]);
const LONG_MS = 50;

/** The figures of one load of `url` in `browser`. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(tab, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8.execute"],
  });
  await tab.goto(url);
  await tab.waitForTimeout(5000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const main = events.find(
    (event) =>
      event.name === "thread_name" &&
      event.args?.name === "CrRendererMain" &&
      events.some((e) => e.pid === event.pid && e.name === "FunctionCall"),
  );
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X");
  const firstPaint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === main.pid)?.ts ?? 0;
  const figures = { blocking: 0, script: 0, longest: 0 };
  for (const task of onMain.filter((event) => event.name === "RunTask" && event.ts >= firstPaint)) {
    const ms = task.dur / 1000;
    figures.longest = Math.max(figures.longest, ms);
    if (ms <= LONG_MS) continue;
    figures.blocking += ms - LONG_MS;
    const runsScript = onMain.some((event) => SCRIPT.has(event.name) && event.ts >= task.ts && event.ts < task.ts + task.dur);
    if (runsScript) figures.script += ms - LONG_MS;
  }
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const serverBin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/release/server");
const servers = [];
const work = mkdtempSync(path.join(os.tmpdir(), "smc-app-start-"));
for (const [index, webDir] of builds.entries()) {
  let dataDir;
  if (fiveYears) {
    dataDir = path.join(work, `data-${index}`);
    makeStore(serverBin, dataDir);
  }
  servers.push(await startServer({ bin: serverBin, webDir, dataDir }));
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const measured = builds.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, server] of servers.entries()) measured[index].push(await load(browser, server.url + page));
  }
  for (const [index, dir] of builds.entries()) {
    const of = (name) => median(measured[index].map((figures) => figures[name])).toFixed(0);
    console.log(
      `${path.relative(process.cwd(), dir) || dir}: ${page}, ${runs} loads, medians: blocking after the first paint ${of("blocking")} ms, ` +
        `in tasks that run script ${of("script")} ms, longest task ${of("longest")} ms` +
        ` (each load's blocking: ${measured[index].map((figures) => figures.blocking.toFixed(0)).join(" ")})`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
}
