/**
 * Removes the temporary data directories the config created for the two servers
 * (SMC_E2E_DATA, SMC_E2E_ADMIN_DATA), once every test has run and the servers have stopped.
 * Only a directory made by the config (under the system's temporary folder, named smc-e2e-*)
 * is ever removed.
 */
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export default function globalTeardown(): void {
  for (const dir of [process.env.SMC_E2E_DATA, process.env.SMC_E2E_ADMIN_DATA]) {
    if (!dir) continue;
    const resolved = path.resolve(dir);
    const madeByConfig =
      path.dirname(resolved) === path.resolve(os.tmpdir()) &&
      path.basename(resolved).startsWith("smc-e2e-");
    if (madeByConfig) {
      rmSync(resolved, { recursive: true, force: true });
    }
  }
}
