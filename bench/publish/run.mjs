// How long a save takes to reach visitors: the release server, started as `npm start` runs it
// (with its render worker), receives saves through the content API, and a visitor asks for the
// page again and again until it shows the save. Two kinds of change: the FAQ's help phone (two
// pages read it: /faq in each language) and the header's helpline (every page reads it: the
// whole site is rendered again). Printed per kind: the save's round trip (it answers once its
// pages are rendered), the time from the save's answer to the page served with the change (the
// target is at most 1 s), and the server's own time to render and swap the pages in.
//
// With --five-years the server runs on a store of five years of content (bench/data/make.mjs:
// 2,000 notices, 300 tenders, 1,000 people, ...), and a live notice's title is saved too.
//
// node bench/publish/run.mjs [--quick] [--check] [--five-years]
// SMC_SERVER_BIN (default target/release/server) and SMC_WEB_DIR (web/dist) say what to run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeStore } from "../data/make.mjs";
import { logIn } from "../load/lib/login.mjs";
import { ADMIN_PASSWORD, get, startServer } from "../load/lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const quick = process.argv.includes("--quick");
const check = process.argv.includes("--check");
const fiveYears = process.argv.includes("--five-years");
const bin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/release/server");
const webDir = path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist");
const SAVES = quick ? 3 : 10;
/** The most time from a save's answer to the page served with it. */
const TARGET_MS = 1000;

/** A JSON request with the token; resolves `{status, headers, body}`. */
function send(url, method, token, body, headers = {}) {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: false,
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

/** Saves the item `id` of `kind` with `change` applied; the save's round trip in ms. */
async function saveItem(url, token, kind, id, change) {
  const current = JSON.parse((await get(`${url}/api/content/${kind}/${id}`)).body.toString());
  change(current);
  const began = performance.now();
  const answer = await send(`${url}/api/content/${kind}/${id}`, "PUT", token, current, {
    "If-Match": `"${current.version}"`,
  });
  if (answer.status !== 200) throw new Error(`the save of ${kind} answered ${answer.status}: ${answer.body}`);
  return { roundTripMs: performance.now() - began, answeredAt: performance.now(), pages: answer.headers.pages };
}

/** Asks for `address` until it holds `text`; the time it first did (performance.now()). */
async function seenAt(address, text, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { body } = await get(address);
    if (body.toString().includes(text)) return performance.now();
    if (performance.now() > deadline) throw new Error(`${address} never showed ${text}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);
const round = (ms) => Math.round(ms);

/** The server's "pages rendered" lines since `from` (bytes of its log): each pass's pages and ms. */
function renderedPasses(logFile, from) {
  const text = readFileSync(logFile, "utf8").slice(from);
  return [...text.matchAll(/pages rendered pages=(\d+) failed=(\d+) .*?ms=(\d+)/g)].map((m) => ({
    pages: Number(m[1]),
    failed: Number(m[2]),
    ms: Number(m[3]),
  }));
}

const work = fiveYears ? mkdtempSync(path.join(os.tmpdir(), "smc-publish-")) : null;
if (work) makeStore(bin, path.join(work, "data"));
const server = await startServer({ bin, webDir, dataDir: work ? path.join(work, "data") : undefined });
const logFile = path.join(server.dataDir, "server.log");
const rows = [];
let missed = false;
try {
  const login = await logIn(server.url, { username: "admin", password: ADMIN_PASSWORD });
  const token = JSON.parse(login.body).token;
  const kinds = [
    {
      name: "a live notice's title (the home page, its document's page)",
      kind: "notices",
      id: fiveYears ? "notice-2000" : "property-tax-rebate-2026",
      address: `${server.url}/?lang=en`,
      change: (n) => (notice) => (notice.title.en = `${notice.title.en.replace(/ \(saved \d+\)$/, "")} (saved ${n})`),
      shows: (n) => `(saved ${n})`,
    },
    {
      name: "the FAQ's help phone (/faq, 2 pages)",
      kind: "faq",
      address: `${server.url}/faq?lang=en`,
      change: (n) => (faq) => (faq.help.phone = `70000001${String(n).padStart(2, "0")}`),
      shows: (n) => `70000001${String(n).padStart(2, "0")}`,
    },
    {
      name: "the header's helpline (every page)",
      kind: "site",
      address: `${server.url}/rti?lang=hi`,
      change: (n) => (site) => (site.helplines[0].phone = `70000002${String(n).padStart(2, "0")}`),
      shows: (n) => `70000002${String(n).padStart(2, "0")}`,
    },
  ];
  for (const kind of kinds) {
    const roundTrips = [];
    const gaps = [];
    const from = readFileSync(logFile, "utf8").length;
    let notRendered = 0;
    for (let n = 1; n <= SAVES; n++) {
      const saved = await saveItem(server.url, token, kind.kind, kind.id ?? kind.kind, kind.change(n));
      if (saved.pages !== "rendered") notRendered++;
      const visible = await seenAt(kind.address, kind.shows(n));
      roundTrips.push(saved.roundTripMs);
      gaps.push(Math.max(0, visible - saved.answeredAt));
    }
    const passes = renderedPasses(logFile, from);
    const renderMs = passes.map((p) => p.ms);
    rows.push({
      change: kind.name,
      saves: SAVES,
      "save round trip ms (median / max)": `${round(median(roundTrips))} / ${round(max(roundTrips))}`,
      "answer → page served ms (median / max)": `${round(median(gaps))} / ${round(max(gaps))}`,
      "server's rendering ms (median / max)": renderMs.length ? `${median(renderMs)} / ${max(renderMs)}` : "-",
      "pages a pass": passes.length ? passes[0].pages : "-",
      "answers not rendered": notRendered,
    });
    if (max(gaps) > TARGET_MS) missed = true;
  }
} finally {
  await server.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}
console.log("\nFrom a save to the page served with it (target: at most 1000 ms after the save's answer)\n");
console.table(rows);
if (check && missed) {
  console.error(`a page was served without its save more than ${TARGET_MS} ms after the save's answer`);
  process.exit(1);
}
