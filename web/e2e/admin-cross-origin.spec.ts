/**
 * Writes that another origin's page makes a signed-in browser send. A page on another port of
 * the same host is "same-site", so the SameSite=Strict session cookie goes with its forms; the
 * server must refuse them by their Origin (403 cross_origin) and write nothing, while the site's
 * own admin pages keep working. Real Chromium, a real second server on another loopback port.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ADMIN_URL, freshAdminPage, logIn, unexpectedErrors } from "./admin-support";
import { expect, test } from "./fixtures";

test.use({ baseURL: ADMIN_URL });

/** A page that posts `title` as a new event to the admin server as soon as it loads. */
function attackPage(title: string): string {
  const data = JSON.stringify({
    title: { en: title, hi: title },
    description: { en: "Planted.", hi: "Planted." },
    date: "2026-09-01",
    category: "cultural",
    location: null,
  }).replaceAll('"', "&quot;");
  return `<!doctype html><html lang="en"><title>Prize render</title>
<form method="post" enctype="multipart/form-data" action="${ADMIN_URL}/api/events">
<input type="hidden" name="data" value="${data}">
</form>
<script>document.forms[0].submit();</script></html>`;
}

/** Serves `html` on a free port of the admin server's host; its origin and a way to stop it. */
async function serveOnAnotherPort(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  const host = new URL(ADMIN_URL).hostname;
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${host}:${port}`, server };
}

/** Stops `server`, closing the connections the browser keeps alive. */
async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

test("a form on another port of the host cannot create an event with the admin's cookie", async ({ browser }) => {
  // A context of its own: the refused answer is an error Chromium logs, and expected here.
  const { context, page, log } = await freshAdminPage(browser);
  await logIn(page, "en");
  const title = `Planted event ${Date.now()}`;
  const { origin, server } = await serveOnAnotherPort(attackPage(title));
  try {
    expect(origin).not.toBe(new URL(ADMIN_URL).origin);
    const refused = page.waitForResponse(
      (response) => response.url().endsWith("/api/events") && response.request().method() === "POST",
    );
    await page.goto(`${origin}/`);
    const answer = await refused;
    // The browser did send the session cookie: this is what SameSite=Strict lets through.
    expect(await answer.request().headerValue("cookie")).toContain("smc_session=");
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("cross_origin");
  } finally {
    await stop(server);
  }
  const events = (await (await page.request.get(`${ADMIN_URL}/api/events`)).json()) as { title: { en: string } }[];
  expect(events.map((event) => event.title.en)).not.toContain(title);
  // Besides the refusal, only the browser's own request for the answer page's icon failed.
  const others = unexpectedErrors(log, [{ status: 403, path: "/events" }]).filter((line) => !line.includes("/favicon.ico"));
  expect(others).toEqual([]);
  await context.close();
});

test("the site's own pages still write with the cookie", async ({ browser }) => {
  const { context, page, log } = await freshAdminPage(browser);
  await logIn(page, "en");
  // From the dashboard's page, as the app's own calls are: the origin check passes and the
  // server's rules answer (a URL it never issued is a 422, and nothing is saved).
  const status = await page.evaluate(async () => {
    const response = await fetch("/api/hoarding", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "/uploads/0123456789abcdef0123456789abcdef.pdf" }),
    });
    return response.status;
  });
  expect(status).toBe(422);
  const me = await page.evaluate(async () => (await fetch("/api/scm-auth/me")).status);
  expect(me).toBe(200);
  expect(unexpectedErrors(log, [{ status: 422, path: "/hoarding" }])).toEqual([]);
  await context.close();
});
