// Where a staff member's sign-in spends its time, on the release server: the password's hash
// (argon2id, server/src/auth/password.rs), measured as a sign-in through the API against a
// call that hashes nothing; then in Chromium, from pressing "Login" to the server's answer, to
// "Login successful! Redirecting...", and to the next page rendered, which the login page's own
// pause between the two (LOGIN_REDIRECT_MS, 1.5 s) separates.
//
//   node bench/sign-in/run.mjs [--runs 9] [--quick]
//
// --quick signs in 3 times of each. It has no target to --check: the figures are for
// SECURITY.md's choice of the hash's cost.
// Environment: SMC_SERVER_BIN (default target/release/server), SMC_WEB_DIR (default web/dist).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { startServer } from "../lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const runs = at !== -1 ? Number(args[at + 1]) : args.includes("--quick") ? 3 : 9;
if (!(runs > 0)) throw new Error("--runs needs a number of sign-ins");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (values) =>
  `median ${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

let password;
const server = await startServer({
  bin: path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/release/server"),
  webDir: path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist"),
  onOutput: (line) => {
    const shown = /with the password: (\S+)/.exec(line);
    if (shown) password = shown[1];
  },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (let wait = 0; !password && wait < 50; wait += 1) await new Promise((done) => setTimeout(done, 100));
  if (!password) throw new Error("the server did not show the administrator's first password");

  // The API: a sign-in (one hash) against the server's health check (none), one after the other.
  const timed = async (request) => {
    const start = performance.now();
    const answer = await request();
    if (!answer.ok) throw new Error(`${answer.url}: ${answer.status}`);
    return performance.now() - start;
  };
  const signIn = () =>
    fetch(`${server.url}/api/scm-auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ username: "admin", password }),
    });
  const health = () => fetch(`${server.url}/api/health`);
  const api = { signIn: [], health: [] };
  for (let run = 0; run < runs; run += 1) {
    api.health.push(await timed(health));
    api.signIn.push(await timed(signIn));
  }

  // The browser: the login page, then the press of its button.
  const steps = { sent: [], answer: [], message: [], nextPage: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // With the app running (without it the form is posted as a plain form, answered by a redirect).
    await page.goto(`${server.url}/admin/login?lang=en`, { waitUntil: "networkidle" });
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill(password);
    const start = performance.now();
    const isSignIn = (exchange) => exchange.url().endsWith("/api/scm-auth/login");
    const sent = page.waitForRequest(isSignIn).then(() => steps.sent.push(performance.now() - start));
    const answered = page.waitForResponse(isSignIn);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await Promise.all([sent, answered]);
    steps.answer.push(performance.now() - start);
    await page.getByText("Login successful! Redirecting...").waitFor();
    steps.message.push(performance.now() - start);
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    await page.getByRole("heading", { level: 1 }).waitFor();
    steps.nextPage.push(performance.now() - start);
    await context.close();
  }

  console.log(`==> sign-in, ${runs} of each (release server, ${server.url})`);
  console.log(`API: a sign-in ${ms(api.signIn)}; the health check ${ms(api.health)}`);
  console.log(`browser, from the press of Login: the sign-in sent ${ms(steps.sent)}; its answer ${ms(steps.answer)}`);
  console.log(`  "Login successful! Redirecting..." ${ms(steps.message)}`);
  console.log(`  the dashboard rendered ${ms(steps.nextPage)} (of which the login page's pause 1500 ms)`);
} finally {
  await browser.close();
  await server.stop();
}
