// Starting and killing the release server (by the launcher, bench/lib/server.mjs: port 0 and
// the address the server prints; started once `GET /api/health` answers 200), and running its
// commands (`server backup`, …). Every server and command is remembered, so that an exit of the
// bench (normal, error or Ctrl-C) kills what is left.
import { spawn } from "node:child_process";
import { killAllServers, ServerStartError, startServer as launch } from "../lib/server.mjs";

/** Commands still running. */
const live = new Set();

/** Kills every server and command still running (called on any exit of the bench). */
export function killAll() {
  killAllServers();
  for (const child of live) child.kill("SIGKILL");
  live.clear();
}

/** The last `limit` characters a stream wrote (kept for the report of a failed command). */
function tail(stream, limit = 4000) {
  const kept = { text: "" };
  stream.setEncoding("utf8");
  stream.on("data", (text) => {
    kept.text = (kept.text + text).slice(-limit);
  });
  return kept;
}

/**
 * Starts the server on `dataDir` and waits for its first 200 on `/api/health`. Resolves to
 * `{ ok: true, server, startMs }`, or `{ ok: false, why, output }` when the process exits or
 * stays unhealthy for `timeoutMs` (the process is then killed).
 */
export async function startServer({ bin, webDir, dataDir, password, timeoutMs = 15000 }) {
  try {
    const server = await launch({
      bin,
      webDir,
      dataDir,
      // Sign-ins and writes are logged at info; the bench keeps only warnings and errors.
      env: { SMC_ADMIN_PASSWORD: password, RUST_LOG: process.env.RUST_LOG ?? "warn" },
      timeoutMs,
    });
    return { ok: true, server, startMs: server.healthyAt - server.spawnedAt };
  } catch (error) {
    if (error instanceof ServerStartError) return { ok: false, why: error.why, output: error.output };
    throw error;
  }
}

/** SIGKILL (no chance to finish anything) and waits for the process to be gone. */
export async function kill(server) {
  await server.kill();
}

/** SIGTERM, the normal stop, falling back to SIGKILL after `graceMs`. */
export async function stop(server, graceMs = 5000) {
  return server.stop(graceMs);
}

/**
 * Runs `bin ...args` to its end as an operator would from a shell (`server --data-dir D backup
 * DIR`), with no `SMC_*` variable of the bench's own environment; SIGKILL after `timeoutMs`.
 * Resolves to `{ code, signal, ms, output }`.
 */
export async function runCommand(bin, args, { timeoutMs = 120000 } = {}) {
  const began = performance.now();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("SMC_")));
  const child = spawn(bin, args, {
    env: { ...env, RUST_LOG: process.env.RUST_LOG ?? "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  const stdout = tail(child.stdout);
  const stderr = tail(child.stderr);
  const timer = setTimeout(() => {
    stderr.text += `\n(killed by the bench after ${timeoutMs} ms)`;
    child.kill("SIGKILL");
  }, timeoutMs);
  const { code, signal } = await new Promise((resolve) => {
    child.once("error", (error) => {
      stderr.text += String(error.message);
      resolve({ code: null, signal: null });
    });
    // "close" comes after the output is read to its end (and after "exit").
    child.once("close", (code, signal) => resolve({ code, signal }));
  });
  clearTimeout(timer);
  live.delete(child);
  return { code, signal, ms: performance.now() - began, output: `${stdout.text}${stderr.text}`.trim() };
}
