// Starting the site's server for the benches and the end-to-end tests: the one place that knows
// how. The server gets a fresh temporary data directory (unless it is given one), asks for port
// 0 and is read the address it prints ("Singrauli Municipal Corporation website:
// http://127.0.0.1:PORT/"), and counts as started once `GET /api/health` answers 200. stop()
// sends SIGTERM (the normal stop: requests in flight finish), SIGKILL if it lingers, and removes
// the temporary data directory; kill() is the SIGKILL of a crash. A server still running when
// the Node process exits is killed and its temporary directory removed.
//
// Plain JavaScript, so that the benches run it with `node` as it is; server.d.mts gives its
// types to the TypeScript of the end-to-end tests.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

/** Servers started and not yet gone, with the temporary directory each owns (or null). */
const live = new Map();

/** Kills every server still running and removes the temporary directories they owned. */
export function killAllServers() {
  for (const [child, ownDir] of live) {
    try {
      child.kill("SIGKILL");
    } catch {
      // Already gone: nothing to kill.
    }
    // Retried: the killed server may still be writing into it for an instant.
    if (ownDir) rmSync(ownDir, { recursive: true, force: true, maxRetries: 5 });
  }
  live.clear();
}

process.on("exit", killAllServers);

/** Why a server did not start (`why`), with what it printed (`output`). */
export class ServerStartError extends Error {
  constructor(why, output) {
    super(output ? `${why}\nserver output:\n${output}` : why);
    this.name = "ServerStartError";
    this.why = why;
    this.output = output;
  }
}

const ADDRESS = /website: (http:\/\/[^\s/]+)\//;
const OUTPUT_LIMIT = 8000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status of GET `url` on a fresh connection, or 0 when nothing answers. */
function statusOf(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
      response.on("error", () => resolve(0));
    });
    request.on("error", () => resolve(0));
    request.setTimeout(5000, () => request.destroy());
  });
}

/**
 * Starts the server; see server.d.mts for the options and what it resolves to. Rejects with a
 * ServerStartError (the process killed, its temporary directory removed) when it exits, prints
 * no address or does not answer 200 on /api/health within `timeoutMs`.
 */
export async function startServer({
  bin,
  webDir,
  dataDir,
  tempPrefix = "smc-server-",
  host = "127.0.0.1",
  port = 0,
  args = [],
  env = {},
  output = "pipe",
  logFile,
  onOutput,
  timeoutMs = 30_000,
  pollMs = 5,
}) {
  if (!bin) throw new Error("startServer: no server binary given");
  if (!webDir) throw new Error("startServer: no web directory given");
  if (port === 0 && output === "ignore" && !logFile) {
    throw new Error("startServer: with port 0 the server's output is needed to read its address");
  }
  const ownDir = dataDir ? null : mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  const data = dataDir ?? ownDir;
  const logPath = logFile ? path.resolve(data, logFile) : null;
  const childEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value === null) delete childEnv[name];
    else childEnv[name] = String(value);
  }
  const flags = ["--host", host, "--port", String(port), "--data-dir", data, "--web-dir", webDir, ...args];

  let stdio;
  let logFd = null;
  if (logPath) {
    logFd = openSync(logPath, "w");
    stdio = ["ignore", logFd, logFd];
  } else {
    stdio = ["ignore", output === "ignore" ? "ignore" : "pipe", output === "ignore" ? "ignore" : "pipe"];
  }

  const spawnedAt = performance.now();
  const child = spawn(bin, flags, { env: childEnv, stdio });
  if (logFd !== null) closeSync(logFd);
  live.set(child, ownDir);
  let spawnError = null;
  const exited = new Promise((resolve) => {
    child.once("error", (error) => {
      spawnError = error;
      live.delete(child);
      resolve({ code: null, signal: null });
    });
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });
  // Its output read to the end (a process it started may hold the pipes open: not waited for long).
  const drained = new Promise((resolve) => {
    child.once("close", resolve);
    exited.then(() => setTimeout(resolve, 1000).unref());
  });
  const gone = () => spawnError !== null || child.exitCode !== null || child.signalCode !== null;

  let piped = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8").on("data", (text) => {
      piped = (piped + text).slice(-OUTPUT_LIMIT);
      onOutput?.(text);
    });
  }
  const printed = () => {
    if (logPath) {
      try {
        return readFileSync(logPath, "utf8").slice(-OUTPUT_LIMIT);
      } catch {
        return "";
      }
    }
    return piped;
  };
  const firstAddress = () => {
    if (logPath) {
      try {
        return ADDRESS.exec(readFileSync(logPath, "utf8"))?.[1];
      } catch {
        return undefined;
      }
    }
    return ADDRESS.exec(piped)?.[1];
  };

  const removeOwnDir = () => {
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };
  const terminate = async (signal, graceMs) => {
    if (!gone()) {
      child.kill(signal);
      const timer = signal === "SIGKILL" ? null : setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      if (timer) clearTimeout(timer);
    }
    return exited;
  };
  const end = async (signal, graceMs) => {
    const result = await terminate(signal, graceMs);
    removeOwnDir();
    return result;
  };
  const fail = async (why) => {
    // Its whole output (a log file may be in its directory), then its directory removed.
    await terminate("SIGKILL");
    await drained;
    const text = printed().trim();
    removeOwnDir();
    throw new ServerStartError(why, spawnError ? `${spawnError.message}\n${text}`.trim() : text);
  };

  const deadline = spawnedAt + timeoutMs;
  let url = port === 0 ? null : `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  while (url === null) {
    url = firstAddress() ?? null;
    if (url !== null) break;
    if (gone()) return fail(`the server exited before it printed its address (${describe(await exited, spawnError)})`);
    if (performance.now() > deadline) return fail(`the server printed no address within ${timeoutMs} ms`);
    await sleep(pollMs);
  }
  let healthyAt;
  for (;;) {
    const status = await statusOf(`${url}/api/health`);
    if (status === 200) {
      healthyAt = performance.now();
      break;
    }
    if (gone()) return fail(`the server exited before /api/health answered 200 (${describe(await exited, spawnError)})`);
    if (performance.now() > deadline)
      return fail(`/api/health did not answer 200 within ${timeoutMs} ms (last status ${status})`);
    await sleep(pollMs);
  }

  return {
    child,
    pid: child.pid,
    url,
    port: Number(new URL(url).port),
    dataDir: data,
    logFile: logPath,
    spawnedAt,
    healthyAt,
    exited,
    output: printed,
    stop: (graceMs = 5000) => end("SIGTERM", graceMs),
    kill: () => end("SIGKILL"),
  };
}

function describe({ code, signal }, spawnError) {
  if (spawnError) return spawnError.message;
  return signal ? `signal ${signal}` : `code ${code}`;
}
