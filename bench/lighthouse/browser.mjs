// Debian's Chromium with the project's flags (web/chromium.mjs) and a DevTools port Lighthouse
// connects to. One browser serves every audit: Lighthouse opens a fresh tab for each and clears
// the cache and storage of the origin before it loads the page.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopAndRemove } from "./child.mjs";
import { CHROMIUM, CHROMIUM_ARGS } from "../../web/chromium.mjs";

const START_TIMEOUT_MS = 30_000;

/** Resolves to `{ port, stop }` once Chromium prints its DevTools address. */
export async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), "smc-lighthouse-chromium-"));
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stop = () => stopAndRemove(child, profile);
  try {
    const port = await new Promise((resolve, reject) => {
      let log = "";
      const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${log}`)), START_TIMEOUT_MS);
      child.stderr.setEncoding("utf8").on("data", (chunk) => {
        log += chunk;
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      });
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
    });
    // Keep draining stderr so Chromium never blocks on a full pipe.
    child.stderr.resume();
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
