// Starting and killing the release server, and running its commands (`server backup`, …).
// Each start asks for port 0 and reads the address the server prints; it counts as started
// once `GET /api/health` answers 200. Every child is remembered, so that an exit of the bench
// (normal, error or Ctrl-C) kills what is left.
import { spawn } from "node:child_process";

const live = new Set();

/** Kills every server still running (called on any exit of the bench). */
export function killAll() {
  for (const child of live) child.kill("SIGKILL");
  live.clear();
}

/** The last `limit` characters a stream wrote (kept for the report of a failed start). */
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
  const started = performance.now();
  const child = spawn(bin, [], {
    env: {
      ...process.env,
      SMC_HOST: "127.0.0.1",
      SMC_PORT: "0",
      SMC_DATA_DIR: dataDir,
      SMC_WEB_DIR: webDir,
      SMC_ADMIN_PASSWORD: password,
      // Sign-ins and writes are logged at info; the bench keeps only warnings and errors.
      RUST_LOG: process.env.RUST_LOG ?? "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    }),
  );
  const stdout = tail(child.stdout);
  const stderr = tail(child.stderr);
  const output = () => `${stdout.text}${stderr.text}`.trim();
  const server = { child, exited, output, url: null };

  const address = new Promise((resolve) => {
    const look = () => {
      const found = stdout.text.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (found) {
        child.stdout.off("data", look);
        resolve(`http://127.0.0.1:${found[1]}`);
      }
    };
    child.stdout.on("data", look);
  });
  const deadline = started + timeoutMs;
  const gaveUp = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()).then(() => ({
    why: `no address printed within ${timeoutMs} ms`,
  }));
  const first = await Promise.race([
    address.then((url) => ({ url })),
    exited.then(({ code, signal }) => ({ why: `exited before listening (code ${code}, signal ${signal})` })),
    gaveUp,
  ]);
  if (!first.url) return fail(server, first.why);
  server.url = first.url;

  while (performance.now() < deadline) {
    const status = await fetch(`${server.url}/api/health`).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) return { ok: true, server, startMs: performance.now() - started };
    if (live.has(child) === false) return fail(server, "exited before /api/health answered 200");
    await new Promise((resolve) => setTimeout(resolve, status === 0 ? 5 : 50));
  }
  return fail(server, `/api/health did not answer 200 within ${timeoutMs} ms`);
}

async function fail(server, why) {
  await kill(server);
  return { ok: false, why, output: server.output() };
}

/** SIGKILL (no chance to finish anything) and waits for the process to be gone. */
export async function kill(server) {
  server.child.kill("SIGKILL");
  await server.exited;
}

/** SIGTERM, the normal stop, falling back to SIGKILL after `graceMs`. */
export async function stop(server, graceMs = 5000) {
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
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
