// Child processes and temporary folders of the bench, and their cleanup: everything started or
// made here is killed or removed when the bench ends, however it ends (normal exit, an error,
// Ctrl-C or SIGTERM), so no server, nginx or wrk is ever left behind.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const children = new Set();
const folders = new Set();

function cleanUp() {
  for (const child of children) {
    // SIGKILL: at exit there is no time to wait for a graceful stop, and nginx's master takes
    // its workers down with it only on SIGTERM/SIGQUIT, so those get TERM first.
    try {
      child.kill(child.gentle ? "SIGTERM" : "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  children.clear();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** A temporary folder removed when the bench ends (or earlier with `removeFolder`). */
export function tempFolder(prefix) {
  const folder = mkdtempSync(path.join(os.tmpdir(), `smc-load-${prefix}-`));
  folders.add(folder);
  return folder;
}

export function removeFolder(folder) {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

/**
 * Spawns a tracked child. `gentle` children get SIGTERM instead of SIGKILL at cleanup (nginx's
 * master stops its workers only then). The returned `exited` promise resolves with the exit code.
 */
export function start(command, args, { gentle = false, ...options } = {}) {
  const child = spawn(command, args, options);
  child.gentle = gentle;
  children.add(child);
  child.exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? signal);
    });
    child.on("error", (error) => {
      child.spawnError = error;
      children.delete(child);
      resolve(error);
    });
  });
  return child;
}

/** Stops a tracked child and waits for it (SIGKILL after `graceMs` if it lingers). */
export async function stop(child, signal = "SIGTERM", graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** A loopback port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes (VmRSS of /proc/PID/status), or null once it is gone. */
export function rssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kib) ? kib * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples `rssBytes(pid)` every `everyMs` until `stop()` is called; returns the peak. */
export function sampleRss(pid, everyMs = 50) {
  let peak = rssBytes(pid) ?? 0;
  let samples = 1;
  const timer = setInterval(() => {
    const now = rssBytes(pid);
    if (now !== null) {
      peak = Math.max(peak, now);
      samples++;
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakBytes: peak, samples };
    },
  };
}

/** CPU time a process has used so far, in clock ticks (utime + stime of /proc/PID/stat). */
export function cpuTicks(pid) {
  const split = cpuSplitTicks(pid);
  return split && split.user + split.system;
}

/** CPU time a process has used so far in its own code and in the kernel, in clock ticks. */
function cpuSplitTicks(pid) {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return { user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * Waits until a process has used no CPU for `quietMs` (work queued during a load, such as
 * password hashes, has finished), or `maxMs` passed. Resolves with the time waited.
 */
export async function settle(pid, { quietMs = 500, maxMs = 15_000 } = {}) {
  const began = performance.now();
  let last = cpuTicks(pid);
  let quietSince = performance.now();
  while (performance.now() - began < maxMs) {
    await sleep(100);
    const now = cpuTicks(pid);
    if (now === null) break;
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= quietMs) break;
  }
  return performance.now() - began;
}

/** The ids of a process's children (nginx's workers under its master). */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time of a process and its children, in milliseconds (Linux counts 100 ticks a second):
 * `user` in their own code, `system` in the kernel on their behalf (for a server, mostly
 * copying into and out of sockets), and `total`.
 */
export function cpuMs(pid) {
  const split = [pid, ...childPids(pid)]
    .map((p) => cpuSplitTicks(p) ?? { user: 0, system: 0 })
    .reduce((sum, t) => ({ user: sum.user + t.user, system: sum.system + t.system }), { user: 0, system: 0 });
  return { user: split.user * 10, system: split.system * 10, total: (split.user + split.system) * 10 };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
