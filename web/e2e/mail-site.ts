/**
 * A site of a spec's own that sends mail through a real SMTP server on loopback
 * (bench/lib/smtp.mjs). Its data directory and port are picked once for the spec's worker (the
 * origin its letters link to must name the port, and mail is off without one), and its server is
 * started, stopped and started again on them, its clock moved ahead when a test needs a later day.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startServer, type StartedServer } from "../../bench/lib/server.mjs";
import { startSmtpServer, type StartedSmtpServer } from "../../bench/lib/smtp.mjs";
import { ADMIN_PASSWORD } from "./admin-support";
import { test } from "./fixtures";

export const MAIL_FROM = "Singrauli Municipal Corporation <noreply@smc.example.in>";

export interface MailSite {
  smtp: StartedSmtpServer;
  port: number;
  /** The site's address, which its letters link to. */
  origin: string;
  dataDir: string;
  /** The server running now, if one is. */
  server: StartedServer | null;
}

/** A port of loopback nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the site's server (stopping the one running first), its clock `ahead` (`"172800s"`)
 * when given. */
export async function startSite(site: MailSite, ahead: string | null = null): Promise<StartedServer> {
  await site.server?.stop();
  site.server = null;
  site.server = await startServer({
    bin: process.env.SMC_E2E_SERVER_BIN!,
    webDir: process.env.SMC_E2E_WEB_DIR!,
    dataDir: site.dataDir,
    port: site.port,
    env: {
      SMC_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SMC_SMTP_URL: site.smtp.url,
      SMC_MAIL_FROM: MAIL_FROM,
      SMC_ORIGIN: site.origin,
      SMC_CLOCK_AHEAD: ahead,
    },
    timeoutMs: 60_000,
  });
  return site.server;
}

/** The spec's test, with the worker's `site` (its server started at once when `started`, else by
 * the tests) and the site as every page's base address; all of it stopped and removed after the
 * worker's last test. */
export function mailSiteTest(name: string, { started }: { started: boolean }) {
  const mailTest = test.extend<object, { site: MailSite }>({
    site: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
      async ({}, use) => {
        const smtp = await startSmtpServer();
        const dataDir = mkdtempSync(path.join(os.tmpdir(), `smc-e2e-${name}-`));
        try {
          const port = await freePort();
          const site: MailSite = { smtp, port, origin: `http://127.0.0.1:${port}`, dataDir, server: null };
          try {
            if (started) await startSite(site);
            await use(site);
          } finally {
            await site.server?.stop();
          }
        } finally {
          await smtp.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      { scope: "worker", timeout: 90_000 },
    ],
  });
  mailTest.use({ baseURL: async ({ site }, use) => use(site.origin) });
  return mailTest;
}
