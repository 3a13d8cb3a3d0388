// The server's footprint with five years of content (bench/data/make.mjs): its restart to the
// first page sent, and the resident memory of the server and its two render workers after a
// change every page shows and a round of site and directory searches in both languages. The
// server runs as the packaged service runs it (MALLOC_ARENA_MAX=2, packaging/systemd/).
//
// Printed against the targets: every restart's first 200 of `/?lang=hi` within 1 s; the three
// processes together at most 300 MiB.
//
// node bench/data/footprint.mjs [--quick] [--check]
// SMC_SERVER_BIN (default target/release/server) and SMC_WEB_DIR (web/dist) say what to run.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeStore } from "./make.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const quick = process.argv.includes("--quick");
const check = process.argv.includes("--check");
const bin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/release/server");
const webDir = path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist");
const PASSWORD = "footprint-admin-password-1";
const RESTARTS = quick ? 1 : 3;
const RESTART_MS = 1000;
const MEMORY_MIB = 300;
const PORT = 18097;
const url = `http://127.0.0.1:${PORT}`;

const work = mkdtempSync(path.join(os.tmpdir(), "smc-footprint-"));
const dataDir = path.join(work, "data");

/** Starts the server; resolves once `/?lang=hi` answers 200, with the time that took. */
async function start() {
  const began = performance.now();
  const child = spawn(bin, ["--data-dir", dataDir, "--web-dir", webDir, "--port", String(PORT)], {
    env: { ...process.env, SMC_ADMIN_PASSWORD: PASSWORD, MALLOC_ARENA_MAX: "2", RUST_LOG: "warn" },
    stdio: "ignore",
  });
  const deadline = began + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/?lang=hi`);
      await response.arrayBuffer();
      if (response.status === 200) return { child, ms: performance.now() - began };
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error("the server did not answer within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(child) {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
}

/** Resident memory in MiB of `pid` and of each of its children. */
function resident(pid) {
  const mib = (text) => Math.round(Number(text.trim()) / 1024);
  const own = mib(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }));
  const children = execFileSync("ps", ["-o", "rss=", "--ppid", String(pid)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.trim())
    .map(mib);
  return { own, children };
}

console.log("making a store of five years of content…");
makeStore(bin, dataDir);
let failed = false;
try {
  // The first start renders the pages; the later ones send those kept from before.
  const first = await start();
  const login = await (
    await fetch(`${url}/api/scm-auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    })
  ).json();
  const site = await (await fetch(`${url}/api/content/site/site`)).json();
  site.helplines[0].phone = "7000000299";
  const saved = await fetch(`${url}/api/content/site/site`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${login.token}`, "if-match": `"${site.version}"` },
    body: JSON.stringify(site),
  });
  if (saved.status !== 200) throw new Error(`the save answered ${saved.status}`);
  // Every page rendered again, then searches and query pages in both languages.
  for (;;) {
    const status = await (await fetch(`${url}/api/rendering`, { headers: { authorization: `Bearer ${login.token}` } })).json();
    if (status.renderedGeneration === status.contentGeneration) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const query of ["water", "sharma", "जल", "tax", "kushwaha", "zone"]) {
    for (const lang of ["en", "hi"]) {
      for (const page of ["/search", "/smc-employee"]) {
        await (await fetch(`${url}${page}?lang=${lang}&q=${encodeURIComponent(query)}`)).arrayBuffer();
      }
    }
  }
  for (const page of ["/archive/notices?page=3", "/archive/notices?year=2024", "/tender?page=2", "/events-gallery", "/"]) {
    await (await fetch(url + page)).arrayBuffer();
  }
  const { own, children } = resident(first.child.pid);
  const total = own + children.reduce((sum, each) => sum + each, 0);
  await stop(first.child);

  const restarts = [];
  for (let n = 0; n < RESTARTS; n++) {
    const again = await start();
    restarts.push(Math.round(again.ms));
    await stop(again.child);
  }
  const memoryMet = total <= MEMORY_MIB;
  const restartMet = Math.max(...restarts) <= RESTART_MS;
  console.log(`\n| measure | figure | target |`);
  console.log(`|---|---|---|`);
  console.log(`| server, resident | ${own} MiB | |`);
  console.log(`| render workers, resident | ${children.join(" + ")} MiB | |`);
  console.log(`| together | ${total} MiB | ≤ ${MEMORY_MIB} MiB: ${memoryMet ? "met" : "MISSED"} |`);
  console.log(
    `| restart to the first 200 of /?lang=hi | ${restarts.join(", ")} ms | ≤ ${RESTART_MS} ms: ${restartMet ? "met" : "MISSED"} |`,
  );
  if (check && !(memoryMet && restartMet)) failed = true;
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed) process.exit(1);
