// A real SMTP server on loopback for the end-to-end tests of the site's mail: smtp-server.py
// beside this file (Debian's python3-aiosmtpd), with a fresh temporary folder for what it
// receives. It counts as started once it prints `listening on <port>`; received() reads the
// messages from the folder, in the order they arrived; stop() sends SIGTERM (SIGKILL if it
// lingers) and removes the folder. A server still running when the Node process exits is killed
// and its folder removed.
//
// Plain JavaScript, like server.mjs; smtp.d.mts gives its types to the end-to-end tests.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "smtp-server.py");
/** Debian's Python, which has python3-aiosmtpd (not a `python3` of a virtual environment). */
const PYTHON = "/usr/bin/python3";
const NEEDED = "Debian's python3-aiosmtpd is needed (`npm test` installs it)";
const LISTENING = /listening on (\d+)/;

/** Servers started and not yet gone, with their folders. */
const live = new Map();

process.on("exit", () => {
  for (const [child, dir] of live) {
    try {
      child.kill("SIGKILL");
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The messages in `dir`, in the order they arrived (each `<n>.json` is written whole, last). */
function readMessages(dir) {
  return readdirSync(dir)
    .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
    .filter((number) => number !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
    .map((number) => JSON.parse(readFileSync(path.join(dir, `${number}.json`), "utf8")));
}

/** Starts the server; see smtp.d.mts for the options and what it resolves to. */
export async function startSmtpServer({ args = [], timeoutMs = 10_000 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "smc-smtp-"));
  const child = spawn(PYTHON, [SCRIPT, "--dir", dir, "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  live.set(child, dir);
  const exited = new Promise((resolve) => {
    child.once("error", (error) => resolve({ error }));
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  exited.then(() => live.delete(child));

  let output = "";
  child.stderr.setEncoding("utf8").on("data", (text) => (output = (output + text).slice(-4000)));
  const port = await new Promise((resolve) => {
    let printed = "";
    child.stdout.setEncoding("utf8").on("data", (text) => {
      printed += text;
      const found = LISTENING.exec(printed);
      if (found) resolve(Number(found[1]));
    });
    exited.then(() => resolve(null));
    setTimeout(() => resolve(null), timeoutMs).unref();
  });

  const stop = async (graceMs = 5000) => {
    if (child.exitCode === null && child.signalCode === null && live.has(child)) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };

  if (port === null) {
    child.kill("SIGKILL");
    const { error } = await exited;
    await stop();
    const why = error ? error.message : output.trim() || `no "listening on" within ${timeoutMs} ms`;
    throw new Error(`the SMTP server (bench/lib/smtp-server.py) did not start: ${NEEDED}.\n${why}`);
  }

  const received = async () => readMessages(dir);
  const waitFor = async (count, timeoutMs = 20_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const messages = readMessages(dir);
      if (messages.length >= count) return messages;
      if (performance.now() > deadline) {
        throw new Error(`the SMTP server received ${messages.length} messages within ${timeoutMs} ms, not ${count}`);
      }
      await sleep(50);
    }
  };

  return { port, url: `smtp://127.0.0.1:${port}`, dir, received, waitFor, stop };
}
