// `node --test bench/lib/restore-drill.test.mjs`: the restore drill of packaging/ against a live
// server (SMC_SERVER_BIN, default target/debug/server, on SMC_WEB_DIR, default web/dist, with the
// render worker built beside it) holding a notice and its PDF put in through the API: a good
// backup passes; a live site that shows what the backup does not, a restore that damages an
// uploaded file and a backup that cannot be made each fail it, with what differs listed.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it, test } from "node:test";
import { fileURLToPath } from "node:url";
import { ARCHIVED_KINDS, KINDS, normalised } from "../../packaging/restore-drill.mjs";
import { startServer } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/debug/server");
const webDir = path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist");
const drillScript = path.join(root, "packaging/restore-drill.mjs");
const PASSWORD = "restore-drill-password-1";

/** Today in India, `YYYY-MM-DD`. */
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A one-page PDF whose text is `marker`, with a correct cross-reference table. */
function pdfWith(marker) {
  const stream = `BT /F1 12 Tf 72 720 Td (${marker}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let text = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const at = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

/** The JSON of `response`, which must have `status`. */
async function answered(response, status, what) {
  const text = await response.text();
  assert.equal(response.status, status, `${what}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Runs the drill with `args`; its exit status and everything it printed. */
function runDrill(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [drillScript, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (text) => (output += text));
    child.stderr.setEncoding("utf8").on("data", (text) => (output += text));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** Whether something accepts connections on `port` of 127.0.0.1. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The port of the restored copy the drill's output names. */
function copyPort(output) {
  const found = /restored copy: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
  assert.ok(found, `the drill names its restored copy:\n${output}`);
  return Number(found[1]);
}

let live;
let tempRoot;
const notice = {
  title: { en: "Restore drill: water tanker timings", hi: "पुनर्स्थापना अभ्यास: पानी टैंकर का समय" },
  upload: "",
};

before(async () => {
  tempRoot = mkdtempSync(path.join(os.tmpdir(), "smc-restore-drill-test-"));
  live = await startServer({ bin, webDir, tempPrefix: "smc-restore-drill-live-", env: { SMC_ADMIN_PASSWORD: PASSWORD } });
  const login = await answered(
    await fetch(`${live.url}/api/scm-auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    }),
    200,
    "sign-in",
  );
  // A bearer token, which writes need no Origin for.
  const authorization = `Bearer ${login.token}`;
  const form = new FormData();
  form.append("file", new Blob([pdfWith("Water tanker timings")], { type: "application/pdf" }), "tanker-timings.pdf");
  const uploaded = await answered(
    await fetch(`${live.url}/api/upload`, { method: "POST", headers: { authorization }, body: form }),
    201,
    "the upload",
  );
  assert.equal(uploaded.pages, 1, "the server read the PDF's one page");
  notice.upload = uploaded.url;
  const saved = await fetch(`${live.url}/api/content/notices`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ title: notice.title, date: today(), pdf: uploaded.url, language: "en", new: true }),
  });
  const item = await answered(saved, 201, "the notice");
  assert.equal(item.status, "published");
  // Rendered: the save answers once the pages showing it are rendered, or after a few seconds.
  const deadline = performance.now() + 30_000;
  for (;;) {
    const home = await (await fetch(`${live.url}/?lang=en`)).text();
    if (home.includes(notice.title.en)) break;
    assert.ok(performance.now() < deadline, "the home page shows the new notice within 30 s");
    await sleep(200);
  }
});

after(async () => {
  await live?.stop();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
});

test("the drill asks for every kind of content, and the archive of each kind that has one", () => {
  const kinds = readFileSync(path.join(root, "wasm-core/src/model/kinds.rs"), "utf8");
  const names = kinds.slice(kinds.indexOf("pub fn name(self)"), kinds.indexOf("pub fn from_name"));
  assert.deepEqual([...KINDS].sort(), [...names.matchAll(/=> "([a-z-]+)"/g)].map((m) => m[1]).sort());
  const archived = /pub fn has_archive[^}]*matches!\(self, ([^)]*)\)/.exec(kinds)?.[1];
  assert.ok(archived, "has_archive names its kinds");
  const archivedNames = archived.split("|").map((kind) => kind.trim().replace("Kind::", "").toLowerCase());
  assert.deepEqual([...ARCHIVED_KINDS].sort(), archivedNames.sort());
});

test("only the site's own address is written alike before comparing, never a longer one", () => {
  const origins = new Set(["http://127.0.0.1:80"]);
  assert.equal(
    normalised(Buffer.from("<loc>http://127.0.0.1:80/?lang=en</loc> http://127.0.0.1:8080/"), origins),
    "<loc>{origin}/?lang=en</loc> http://127.0.0.1:8080/",
  );
});

// Each drill waits for its restored copy and, when it finds differences, waits again before it
// asks once more: the three run side by side.
describe("the drill against the live site", { concurrency: true }, () => {
  it("a backup of the live site restores into a copy that shows visitors the same, its upload compared", async () => {
    const temp = mkdtempSync(path.join(tempRoot, "pass-"));
    const args = ["--bin", bin, "--web-dir", webDir, "--data-dir", live.dataDir, "--url", live.url, "--temp-dir", temp];
    const { code, output } = await runDrill(args);
    assert.equal(code, 0, output);
    assert.match(output, /Restore drill passed/);
    const compared = /compared (\d+) addresses and (\d+) uploaded file\(s\)/.exec(output);
    assert.ok(compared, output);
    // Both languages of every page of the sitemap, its documents, the feeds and the API.
    assert.ok(Number(compared[1]) > 100, `only ${compared[1]} addresses compared`);
    // The seed names no uploaded file: the one compared is the notice's PDF.
    assert.equal(Number(compared[2]), 1, output);
    assert.match(output, /backup: [\d.]+ (B|KiB|MiB) in \d+ file\(s\)/);
    // The copy is stopped and both temporary directories are gone; the live site runs on.
    assert.equal(await listening(copyPort(output)), false, "the restored copy is stopped");
    assert.deepEqual(readdirSync(temp), []);
    assert.equal((await fetch(`${live.url}/api/health`)).status, 200);
    const pdf = await fetch(`${live.url}${notice.upload}`);
    assert.equal(pdf.status, 200);
  });

  it("a live site showing what the backup does not fails the drill, with the differences listed", async () => {
    // Another site, on the seed alone: its pages lack the notice the backed-up data directory has.
    const other = await startServer({ bin, webDir, tempPrefix: "smc-restore-drill-other-" });
    const temp = mkdtempSync(path.join(tempRoot, "fail-"));
    try {
      const args = ["--bin", bin, "--web-dir", webDir, "--data-dir", live.dataDir, "--url", other.url];
      const { code, output } = await runDrill([...args, "--temp-dir", temp, "--keep"]);
      assert.equal(code, 1, output);
      assert.match(output, /Restore drill FAILED: \d+ difference\(s\)/);
      for (const address of ["/?lang=en", "/?lang=hi", "/api/content/notices", "/sitemap.xml", "/feeds/en/notices.atom"]) {
        const line = new RegExp(`^  ${address.replace(/[?.*+^$()[\]\\/]/g, "\\$&")}: `, "m");
        assert.match(output, line, `${address} is listed`);
      }
      // Each names where the two first part: here the backed-up notice, which the other site lacks.
      assert.match(output, /^ {2}\/api\/content\/notices: .*restored ".*restore-drill-water-tanker-timings/m);
      assert.equal(await listening(copyPort(output)), false, "the restored copy is stopped");
      // --keep: the backup and the restored data directory stay, the upload in each.
      const kept = readdirSync(temp).sort();
      assert.equal(kept.length, 2, `kept: ${kept}`);
      const name = path.basename(notice.upload);
      for (const dir of kept) {
        assert.match(output, new RegExp(`kept: ${path.join(temp, dir).replace(/[.\\/]/g, "\\$&")}`));
        assert.ok(existsSync(path.join(temp, dir, "smc.redb")), `${dir} holds the store`);
        assert.ok(existsSync(path.join(temp, dir, "uploads", name)), `${dir} holds the upload`);
      }
    } finally {
      await other.stop();
    }
  });

  it("a restore that damages an uploaded file fails the drill, naming the file", async () => {
    // The real server, except that its restore writes over every uploaded file it puts back. Not
    // exec'd: the drill stops the shell and the server under it together.
    const damaging = path.join(tempRoot, "damaging-server.sh");
    writeFileSync(
      damaging,
      [
        "#!/bin/sh",
        `${JSON.stringify(bin)} "$@" || exit $?`,
        'case " $* " in *" restore "*) for file in "$SMC_DATA_DIR"/uploads/*; do printf damaged > "$file"; done ;; esac',
        "",
      ].join("\n"),
      { mode: 0o755 },
    );
    const temp = mkdtempSync(path.join(tempRoot, "damaged-"));
    const args = ["--bin", damaging, "--web-dir", webDir, "--data-dir", live.dataDir, "--url", live.url, "--temp-dir", temp];
    const { code, output } = await runDrill(args);
    assert.equal(code, 1, output);
    assert.match(output, /Restore drill FAILED: 1 difference\(s\)/);
    const upload = notice.upload.replace(/[.\\/]/g, "\\$&");
    assert.match(output, new RegExp(`^ {2}${upload}: bytes differ \\(live \\d+, restored 7 bytes\\)$`, "m"));
    assert.equal(await listening(copyPort(output)), false, "the restored copy is stopped");
    assert.deepEqual(readdirSync(temp), []);
  });
});

test("a backup that cannot be made fails the drill, and its temporary directory is removed", async () => {
  const temp = mkdtempSync(path.join(tempRoot, "no-store-"));
  const empty = mkdtempSync(path.join(tempRoot, "empty-data-"));
  const args = ["--bin", bin, "--web-dir", webDir, "--data-dir", empty, "--url", live.url, "--temp-dir", temp];
  const { code, output } = await runDrill(args);
  assert.equal(code, 1, output);
  assert.match(output, /Restore drill FAILED: server backup failed/);
  assert.deepEqual(readdirSync(temp), []);
});

test("a command line without the live site's data directory is refused with the usage", async () => {
  const { code, output } = await runDrill(["--bin", bin, "--web-dir", webDir, "--url", "http://127.0.0.1:9"]);
  assert.equal(code, 2);
  assert.match(output, /missing --data-dir/);
  assert.match(output, /Usage: /);
});
