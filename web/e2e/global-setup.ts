/**
 * Starts the two servers the specs share (bench/lib/server.mjs: a free loopback port and a
 * temporary data directory each) before any worker, and hands their addresses to the workers
 * through the environment (SMC_E2E_URL, SMC_E2E_ADMIN_URL). Returns the teardown, run once
 * every test has run: both servers stopped with SIGTERM and their directories removed. Their
 * output is shown with the tests', each line marked [WebServer].
 */
import { startServer, type StartOptions, type StartedServer } from "../../bench/lib/server.mjs";

/** Writes the server's output to ours, each whole line marked as Playwright marks a web server's. */
function marked(): (text: string) => void {
  let partial = "";
  return (text) => {
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) process.stdout.write(`[WebServer] ${line}\n`);
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const common: StartOptions = {
    bin: process.env.SMC_E2E_SERVER_BIN!,
    webDir: process.env.SMC_E2E_WEB_DIR!,
    tempPrefix: "smc-e2e-",
    // Every test sends from 127.0.0.1: the limits of one address are the server tests'
    // (server/tests/api/feedback.rs, page_feedback.rs), not these.
    args: ["--feedback-per-hour", "1000", "--page-feedback-per-hour", "1000", "--feedback-lookups-per-minute", "1000"],
    // The line of every request (target `access`) is tested by the server's own tests; here it
    // would bury what the servers have to say among the tests' tens of thousands of requests.
    env: { RUST_LOG: "info,access=off" },
    timeoutMs: 60_000,
  };
  const started = await Promise.allSettled([
    startServer({ ...common, onOutput: marked() }),
    startServer({
      ...common,
      env: { ...common.env, SMC_ADMIN_PASSWORD: process.env.SMC_E2E_ADMIN_PASSWORD },
      onOutput: marked(),
    }),
  ]);
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server: StartedServer) => server.stop()));
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [site, admin] = servers;
  process.env.SMC_E2E_URL = site.url;
  process.env.SMC_E2E_ADMIN_URL = admin.url;
  return stopAll;
}
