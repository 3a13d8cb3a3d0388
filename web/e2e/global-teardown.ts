/**
 * Removes the temporary data directory the config created for the server (SMC_E2E_DATA), once
 * every test has run and the server has stopped. Only a directory made by the config (under
 * the system's temporary folder, named smc-e2e-*) is ever removed.
 */
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export default function globalTeardown(): void {
  const dir = process.env.SMC_E2E_DATA;
  if (!dir) return;
  const resolved = path.resolve(dir);
  const madeByConfig =
    path.dirname(resolved) === path.resolve(os.tmpdir()) &&
    path.basename(resolved).startsWith("smc-e2e-");
  if (madeByConfig) {
    rmSync(resolved, { recursive: true, force: true });
  }
}
