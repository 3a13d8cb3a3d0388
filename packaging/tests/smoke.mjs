// Checks a running site through its HTTPS front as a citizen and a clerk would: a page in both
// languages, HTTP sent on to HTTPS, sign-in with a Secure cookie, an upload, a save that
// reaches its page, a citizen's feedback, nothing signed-in ever served from nginx's cache,
// and the maintenance switch's notice. Exits 1 with what failed.
//
//   NODE_EXTRA_CA_CERTS=cert.pem node packaging/tests/smoke.mjs https://127.0.0.1:8443 http://127.0.0.1:8080 PASSWORD
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";

const [site, plain, password] = process.argv.slice(2);
if (!site || !plain || !password) {
  console.error("usage: smoke.mjs HTTPS_URL HTTP_URL ADMIN_PASSWORD");
  process.exit(2);
}

/** Asks until `check` holds for the answer to `path`, at most `seconds`. */
async function until(path, check, seconds = 20, init = {}) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const response = await fetch(new URL(path, site), init);
    const body = await response.text();
    if (check(response, body)) return { response, body };
    if (Date.now() > deadline) throw new Error(`${path}: still ${response.status} after ${seconds} s: ${body.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const steps = [];
async function step(name, run) {
  await run();
  steps.push(name);
  console.log(`ok  ${name}`);
}

await step("the home page in English and in Hindi, over HTTPS", async () => {
  for (const lang of ["en", "hi"]) {
    const response = await fetch(new URL(`/?lang=${lang}`, site));
    assert.equal(response.status, 200);
    assert.match(await response.text(), new RegExp(`<html[^>]*lang="${lang}"`));
    assert.ok(response.headers.get("x-request-id"), "a request id");
    assert.match(response.headers.get("strict-transport-security") ?? "", /max-age=/);
  }
});

await step("plain HTTP is sent on to HTTPS", async () => {
  const response = await fetch(new URL("/notices?lang=hi", plain), { redirect: "manual" });
  assert.equal(response.status, 301);
  assert.match(response.headers.get("location") ?? "", /^https:\/\/[^/]+\/notices\?lang=hi$/);
});

let token = "";
let cookie = "";
await step("sign-in, with a Secure session cookie", async () => {
  const response = await fetch(new URL("/api/scm-auth/login", site), {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(site).origin },
    body: JSON.stringify({ username: "admin", password }),
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  token = body.token;
  const set = response.headers.getSetCookie().find((line) => line.startsWith("__Host-smc_session="));
  assert.ok(set && /;\s*Secure/i.test(set), `a Secure session cookie: ${set}`);
  cookie = set.split(";")[0];
});

const auth = () => ({ authorization: `Bearer ${token}` });
let pdf = "";
await step("an upload", async () => {
  const form = new FormData();
  form.append("file", new Blob(["%PDF-1.4\n% smoke test\n%%EOF\n"], { type: "application/pdf" }), "notice.pdf");
  const response = await fetch(new URL("/api/upload", site), { method: "POST", headers: auth(), body: form });
  const body = await response.json();
  assert.ok(response.ok, JSON.stringify(body));
  pdf = body.url;
  assert.match(pdf, /^\/uploads\/[0-9a-f]{32}\.pdf$/);
});

const title = `Packaged site notice ${Date.now() % 100000}`;
await step("a save that reaches its page, through nginx's cache", async () => {
  const notice = { title: { en: title, hi: `पैकेज सूचना ${Date.now() % 100000}` }, date: "2026-11-24", pdf };
  const response = await fetch(new URL("/api/content/notices", site), {
    method: "POST",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify(notice),
  });
  assert.equal(response.status, 201, await response.text());
  await until("/?lang=en", (answer, body) => answer.status === 200 && body.includes(title));
  const file = await fetch(new URL(pdf, site));
  assert.equal(file.status, 200);
});

await step("a citizen's feedback", async () => {
  const response = await fetch(new URL("/api/feedback", site), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ category: "sanitation", message: "The drain in our lane is blocked.", homepage: "", fillMs: 20000 }),
  });
  const body = await response.json();
  assert.equal(response.status, 201, JSON.stringify(body));
  assert.ok(body.trackingId);
});

await step("public pages are kept a few seconds, a signed-in person's never", async () => {
  await until("/tender?lang=en", (answer) => answer.headers.get("x-cache") === "HIT");
  const signedIn = await fetch(new URL("/tender?lang=en", site), { headers: { cookie } });
  assert.equal(signedIn.headers.get("x-cache"), "BYPASS");
  const api = await fetch(new URL("/api/events", site));
  assert.equal(api.headers.get("x-cache"), null, "the API is never kept");
});

await step("the maintenance switch closes the public site and opens it again", async () => {
  const smc = (...args) => execFileSync("smc-website", ["maintenance", ...args], { encoding: "utf8" });
  smc("on", "Closed for a check.", "जाँच के लिए बंद।");
  try {
    await until("/?lang=hi", (answer, body) => answer.status === 503 && body.includes("जाँच के लिए बंद।"));
    const staff = await fetch(new URL("/api/content/notices?scope=all", site), { headers: auth() });
    assert.equal(staff.status, 200, "staff keep working");
  } finally {
    smc("off");
  }
  await until("/?lang=hi", (answer) => answer.status === 200);
});

console.log(`${steps.length} checks passed through ${site}`);
