// Stopping a process this bench started: SIGTERM, SIGKILL after 5 s, then its temporary
// folder removed.
import { rmSync } from "node:fs";

/** Stops `child` (if it still runs) and removes `dir`. */
export async function stopAndRemove(child, dir) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dir, { recursive: true, force: true });
}
