// Types of server.mjs (plain JavaScript, so that the benches run it as it is), for the
// end-to-end tests that start a server of their own.
export declare const ADMIN_PASSWORD: string;

export interface StartedServer {
  pid: number;
  url: string;
  dataDir: string;
  spawnedAt: number;
  healthyAt: number;
  stop(): Promise<void>;
}

export declare function startServer(options: {
  bin: string;
  webDir: string;
  env?: Record<string, string>;
}): Promise<StartedServer>;
