// What a PDF bomb costs the server (docs/performance.md, "A PDF bomb"): the release server
// (SMC_SERVER_BIN, default target/release/server, or --bin) on a small web folder and a fresh
// data directory, an admin signed in, then POST /api/upload of a bomb once, and of four at once
// while a visitor asks for the home page every 50 ms. The bomb is the one reported: 90 object
// streams that each inflate to 200 MiB of zeros, about 18 MB, with a page in each. Prints the
// answers, the CPU time the server used (utime + stime of /proc/PID/stat), its peak resident
// memory (VmHWM of /proc/PID/status) and the home page's slowest answer.
//
//   node bench/load/pdf-bomb.mjs [--bin PATH] [--streams N] [--mib-each N]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bombPdf } from "../lib/pdf-bomb.mjs";
import { logIn } from "./lib/login.mjs";
import { settle, sleep, tempFolder } from "./lib/processes.mjs";
import { ADMIN_PASSWORD, get, startServer } from "./lib/server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const bin = option("--bin", process.env.SMC_SERVER_BIN ?? path.join(root, "target/release/server"));
const streams = Number(option("--streams", "90"));
const mibEach = Number(option("--mib-each", "200"));

/** POST /api/upload of `pdf` with `token`: resolves `{status, body, ms}`. */
function upload(url, token, pdf) {
  const boundary = "----smc-pdf-bomb";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bomb.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = {
    Authorization: `Bearer ${token}`,
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
    "Content-Length": body.length,
  };
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const request = http.request(`${url}/api/upload`, { method: "POST", headers, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - began }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** CPU seconds used so far (utime + stime, 100 ticks a second) and peak resident MiB (VmHWM). */
function usage(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)[1]);
  return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, hwm: kib("VmHWM") / 1024, rss: kib("VmRSS") / 1024 };
}

const web = tempFolder("pdf-bomb-web");
mkdirSync(web, { recursive: true });
writeFileSync(path.join(web, "index.html"), '<!doctype html><html lang="en"><title>SMC</title>');
writeFileSync(path.join(web, "index.hi.html"), '<!doctype html><html lang="hi"><title>SMC</title>');
const pdf = bombPdf({ pages: streams, zerosEach: mibEach * 1024 * 1024 });
console.log(`bomb: ${streams} object streams of ${mibEach} MiB of zeros, ${(pdf.length / 1e6).toFixed(1)} MB; server: ${bin}`);

const server = await startServer({ bin, webDir: web });
try {
  const signedIn = await logIn(server.url, { username: "admin", password: ADMIN_PASSWORD });
  const token = JSON.parse(signedIn.body).token;
  await settle(server.pid);
  const start = usage(server.pid);
  console.log(`started: ${start.rss.toFixed(0)} MiB resident`);

  const one = await upload(server.url, token, pdf);
  await settle(server.pid);
  const afterOne = usage(server.pid);
  console.log(
    `one bomb: ${one.status} ${one.body.slice(0, 80)} in ${(one.ms / 1000).toFixed(2)} s; ` +
      `server CPU ${(afterOne.cpu - start.cpu).toFixed(2)} s, peak resident ${afterOne.hwm.toFixed(0)} MiB`,
  );

  let slowest = 0;
  let pages = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const began = performance.now();
      const { status } = await get(`${server.url}/`);
      if (status !== 200) throw new Error(`GET / answered ${status}`);
      slowest = Math.max(slowest, performance.now() - began);
      pages++;
      await sleep(50);
    }
  })();
  const began = performance.now();
  const four = await Promise.all([0, 1, 2, 3].map(() => upload(server.url, token, pdf)));
  const wall = performance.now() - began;
  await settle(server.pid);
  probing = false;
  await probe;
  const afterFour = usage(server.pid);
  console.log(
    `four at once: ${four.map((answer) => answer.status).join(" ")} in ${(wall / 1000).toFixed(2)} s; ` +
      `server CPU ${(afterFour.cpu - afterOne.cpu).toFixed(2)} s, peak resident ${afterFour.hwm.toFixed(0)} MiB; ` +
      `home page: ${pages} answers, slowest ${slowest.toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
