// Types of server.mjs (plain JavaScript, so that the benches run it as it is), for the
// end-to-end tests.
import type { ChildProcess } from "node:child_process";

export interface StartOptions {
  /** The server binary. */
  bin: string;
  /** The built web app it serves (`--web-dir`). */
  webDir: string;
  /** A data directory to use and keep; without it a fresh temporary one, removed at stop. */
  dataDir?: string;
  /** The name's start of that temporary directory (default `smc-server-`). */
  tempPrefix?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: the server picks a free port and the address it prints is read. */
  port?: number;
  /** More flags after the host, port, data and web directories (`--clock-ahead`, `36h`). */
  args?: string[];
  /** Added to this process's environment; `undefined` or `null` removes a variable. */
  env?: Record<string, string | undefined | null>;
  /** The server's output (stdout and stderr): kept in memory ("pipe", the default) or not. */
  output?: "pipe" | "ignore";
  /** Called with each piece of the output as it comes ("pipe" only). */
  onOutput?: (text: string) => void;
  /** Writes the output to this file instead (a relative path is in the data directory). */
  logFile?: string;
  /** For the address and the first 200 of /api/health together (default 30 s). */
  timeoutMs?: number;
  /** Time between two looks for the address and two asks of /api/health (default 5 ms). */
  pollMs?: number;
}

export interface StartedServer {
  child: ChildProcess;
  pid: number;
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  port: number;
  dataDir: string;
  /** The file of its output, when `logFile` was given. */
  logFile: string | null;
  /** performance.now() of the spawn and of the first 200 of /api/health. */
  spawnedAt: number;
  healthyAt: number;
  /** Resolves once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last few thousand characters it printed. */
  output(): string;
  /** SIGTERM, SIGKILL after `graceMs` (default 5000); then its temporary directory removed. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL; then its temporary directory removed. */
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Why a server did not start, with what it printed. */
export declare class ServerStartError extends Error {
  why: string;
  output: string;
}

export declare function startServer(options: StartOptions): Promise<StartedServer>;

/** Kills every server still running and removes their temporary directories (also done at exit). */
export declare function killAllServers(): void;
