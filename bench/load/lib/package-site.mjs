// The package's part of the load bench (`--parts package`), in two halves.
//
// Through the package's nginx: the site of packaging/nginx/smc-website.conf, turned into a
// loopback config with a throwaway certificate by the same substitutions as
// packaging/tests/install.sh, in front of the release server run with the package's settings
// (JSON logs, secure cookies, nginx as its trusted proxy). The same nginx serves the same files
// of web/dist statically on a second TLS port, with the site's own ssl_* lines and certificate,
// so the two differ only in what happens behind TLS. wrk asks each for the home page and for
// the largest JS file as a browser does (gzip, HTTP/1.1 keep-alive) and the ratio of their
// requests/s is printed against the target (at least 0.9; printed, never failed: the machine is
// shared). The site keeps public pages and built files in its proxy cache, so those two cases
// measure cache hits; the home page is also measured uncached, with a new address each request
// (cache misses, each answer stored) and with a session cookie (the cache bypassed).
//
// The cost of the JSON logs: two servers, both with `--log-format json`, one writing an access
// line for every request and one with `RUST_LOG=info,access=off`, loaded directly (no nginx)
// on `/api/health` and on the home page; the cost per request is the difference of the two
// rates' times per request (1e6 / req/s), printed beside the difference of the server's CPU
// time per request, which the load of others on the machine disturbs less.
import {
  chmodSync,
  closeSync,
  copyFileSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync,
} from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { startServer as launch } from "../../lib/server.mjs";
import { ADMIN_PASSWORD, get } from "./server.mjs";
import { cpuMs, freePort, removeFolder, settle, sleep, start, stop, tempFolder } from "./processes.mjs";
import { SECURITY_HEADERS } from "./security-headers.mjs";
import { largestScript } from "./throughput.mjs";
import { table } from "./report.mjs";
import { wrk } from "./wrk.mjs";

const GZIP = { "Accept-Encoding": "gzip" };
/** The home page as a link in English names it. */
const HOME = "/?lang=en";
/** The site's limit of open connections per address (`limit_conn smc_connections 40`). */
const SITE_CONNECTION_LIMIT = 40;
/** The ratio of requests/s through the site to nginx serving the files, at least. */
export const SITE_TARGET = 0.9;

/**
 * wrk's shape for every case: one thread per core and `connectionsPerCore` connections each,
 * capped at the site's limit per address (every connection here comes from 127.0.0.1; past
 * the limit nginx would answer 429).
 */
function loadShape(settings) {
  const cores = os.availableParallelism();
  const connections = Math.min(cores * settings.connectionsPerCore, SITE_CONNECTION_LIMIT);
  return { threads: Math.min(cores, connections), connections };
}

/**
 * The server with `env` added to the bench's environment (`RUST_LOG` as given, the server's own
 * default when absent), a temporary data directory and its log in `server.log` there.
 */
function startLoggingServer({ bin, webDir, env }) {
  return launch({
    bin,
    webDir,
    tempPrefix: "smc-load-data-",
    env: { RUST_LOG: null, ...env, SMC_ADMIN_PASSWORD: ADMIN_PASSWORD },
    logFile: "server.log",
  });
}

/**
 * Waits until the server's pages are rendered (`/api/ready` answers 200) and it has been idle for
 * a moment, so that the render worker's first rendering is not part of a measurement.
 */
async function ready(server) {
  const deadline = performance.now() + 60_000;
  while ((await get(`${server.url}/api/ready`).catch(() => ({ status: 0 }))).status !== 200) {
    if (performance.now() > deadline) throw new Error(`${server.url}/api/ready did not answer 200 within 60 s`);
    await sleep(100);
  }
  await settle(server.pid);
}

/** The size of a file in bytes, or 0 when it is not there yet. */
function sizeOf(file) {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** How many access lines the server's log gained after byte `from`: requests that reached it. */
function accessLinesSince(file, from) {
  const length = sizeOf(file) - from;
  if (length <= 0) return 0;
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, "r");
  try {
    readSync(fd, buffer, 0, length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString("utf8").split('"target":"access"').length - 1;
}

/** GET over TLS, trusting only the bench's certificate: resolves `{status, headers, body}`. */
function tlsGet(url, ca, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca, headers, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(5000, () => request.destroy(new Error(`timeout: ${url}`)));
  });
}

/** A certificate for 127.0.0.1 valid for a day, made as packaging/tests/install.sh makes it. */
async function throwawayCertificate(dir) {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const child = start(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", ...subject, "-keyout", key, "-out", cert],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await child.exited;
  if (code !== 0) throw new Error(`openssl could not make the certificate (${code}): ${stderr}`);
  return { key, cert };
}

/**
 * replaceAll of `from` (a string, or a regular expression with the g flag) that fails when
 * nothing matched: a site config that changed shape must stop the bench, not quietly measure
 * something else.
 */
function substitute(text, from, to) {
  const out = text.replaceAll(from, to);
  if (out === text)
    throw new Error(`packaging/nginx/smc-website.conf no longer has ${from}: update bench/load/lib/package-site.mjs`);
  return out;
}

/**
 * The package's site on loopback, with the substitutions of packaging/tests/install.sh: the
 * TLS listener on `tlsPort` and the plain one on `httpPort` (IPv6 dropped), the throwaway
 * certificate, the server on `serverPort`, the logs and the proxy cache in `dir`.
 */
export function loopbackSite(site, { dir, tlsPort, httpPort, serverPort, cert, key }) {
  let out = site;
  out = substitute(out, "listen 443 ssl http2;", `listen 127.0.0.1:${tlsPort} ssl http2;`);
  out = substitute(out, /^.*listen \[::\]:443.*\n/gm, "");
  out = substitute(out, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  out = substitute(out, /^.*listen \[::\]:80;.*\n/gm, "");
  out = substitute(out, "/etc/letsencrypt/live/smc.example.in/fullchain.pem", cert);
  out = substitute(out, "/etc/letsencrypt/live/smc.example.in/privkey.pem", key);
  out = substitute(out, "server 127.0.0.1:8080;", `server 127.0.0.1:${serverPort};`);
  out = substitute(out, "/var/log/nginx/", `${dir}/`);
  out = substitute(out, "/var/cache/nginx/smc-website", `${dir}/cache`);
  return out;
}

/**
 * The nginx config: the http block of Debian's /etc/nginx/nginx.conf (one worker per core,
 * sendfile, gzip), the package's site, and beside it a server that serves `webDir` statically
 * with the site's own ssl_* lines, keep-alive timeout and kind of access log, the build's
 * .gz copies (gzip_static), the rendered English home page for `/`, and `headers` ({name: value},
 * the security headers the server adds to its answers), so that both answer alike.
 */
export function nginxConfig({ dir, site, staticPort, webDir, headers }) {
  const ssl = site.match(/^\s*ssl_\w+\s[^;]*;/gm);
  if (!ssl?.some((line) => line.includes("ssl_protocols"))) {
    throw new Error("the package's site has no ssl_protocols line to copy");
  }
  const keepalive = site.match(/^\s*keepalive_timeout\s[^;]*;/m)?.[0] ?? "";
  // nginx's config language has no escape for a single quote inside a quoted value; the
  // headers never contain a double quote, so those delimit them.
  const addHeaders = Object.entries(headers).map(([name, value]) => `    add_header ${name} "${value}" always;`);
  return `# Generated by bench/load (--parts package) for one run; removed afterwards.
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 768;
}

http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  gzip on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  include ${dir}/site.conf;

  # The reference: the same files, served by nginx itself, behind the same TLS.
  server {
    listen 127.0.0.1:${staticPort} ssl http2;
    server_name static.invalid;
${ssl.map((line) => `    ${line.trim()}`).join("\n")}
    ${keepalive.trim()}
    access_log ${dir}/static.access.log;
    root ${webDir};
    gzip_static on;
${addHeaders.join("\n")}

    # The page the server sends for the home page in English, rendered at build time.
    location = / {
      try_files /_pages/en/index.html =404;
    }
    location / {
      try_files $uri =404;
    }
  }
}
`;
}

/** Starts nginx on the generated config; resolves `{pid, stop()}` once the static server answers. */
async function startNginx({ dir, config, probeUrl, ca }) {
  const child = start("nginx", ["-p", dir, "-e", path.join(dir, "error.log"), "-c", config], {
    stdio: ["ignore", "ignore", "pipe"],
    gentle: true,
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = performance.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || child.spawnError) {
      let log = "";
      try {
        log = readFileSync(path.join(dir, "error.log"), "utf8");
      } catch {
        // nginx wrote no log: stderr says what it can.
      }
      throw new Error(
        `nginx did not start (${child.spawnError?.message ?? child.exitCode ?? child.signalCode}):\n${stderr}${log}`,
      );
    }
    const answer = await tlsGet(probeUrl, ca).catch(() => null);
    if (answer?.status === 200) break;
    if (performance.now() > deadline) {
      await stop(child, "SIGTERM");
      throw new Error(`nginx did not answer ${probeUrl} within 10 s:\n${stderr}`);
    }
    await sleep(50);
  }
  return {
    pid: child.pid,
    // SIGTERM: the master stops its workers, then exits (SIGKILL would orphan them).
    stop: () => stop(child, "SIGTERM", 5000),
  };
}

/** What an address answers once: status, encoding, bytes sent and the site's cache status. */
async function answerOf(url, ca, headers) {
  const response = await tlsGet(url, ca, headers);
  return {
    status: response.status,
    encoding: response.headers["content-encoding"] ?? "identity",
    wireBytes: response.body.length,
    cache: response.headers["x-cache"] ?? null,
  };
}

const perRequest = (ms, requests) => Math.round(((ms * 1000) / requests) * 100) / 100;
const round2 = (n) => Math.round(n * 100) / 100;

/**
 * One case: a warm-up, then `settings.seconds` of wrk, with the CPU time each process of
 * `watch` ({name: pid}) used per request, and how many requests reached the server (the access
 * lines `serverLog` gained; none are written when access lines are off).
 */
async function measure({ url, headers = {}, script, vars, watch, serverLog, settings, shape, warmUp = true }) {
  const run = (seconds) => wrk({ url, ...shape, seconds, headers, script, vars });
  if (warmUp && settings.warmupSeconds > 0) await run(settings.warmupSeconds);
  const logFrom = serverLog ? sizeOf(serverLog) : 0;
  const before = Object.fromEntries(Object.entries(watch).map(([name, pid]) => [name, cpuMs(pid)]));
  const result = await run(settings.seconds);
  const after = Object.fromEntries(Object.entries(watch).map(([name, pid]) => [name, cpuMs(pid)]));
  const spent = (key) => Object.fromEntries(Object.keys(watch).map((name) => [name, after[name][key] - before[name][key]]));
  // The total, and the part of it the kernel spent (sockets, files) on the processes' behalf.
  const cpu = spent("total");
  const kernel = spent("system");
  const cpuUsPerRequest = Object.fromEntries(Object.entries(cpu).map(([name, ms]) => [name, perRequest(ms, result.requests)]));
  const kernelUsPerRequest = Object.fromEntries(
    Object.entries(kernel).map(([name, ms]) => [name, perRequest(ms, result.requests)]),
  );
  const failed = result.errors.status + result.errors.connect + result.errors.read + result.errors.timeout;
  // A run with many failed answers (a limit hit, a wrong address) measures the failure, not
  // the page: stop there and say so.
  if (failed > result.requests / 100) {
    throw new Error(`${url}: ${failed} of ${result.requests} requests failed (${JSON.stringify(result.errors)})`);
  }
  return {
    requests: result.requests,
    requestsPerSecond: result.requestsPerSecond,
    latencyMs: result.latencyMs,
    errors: result.errors,
    cpuMs: cpu,
    cpuUsPerRequest,
    kernelUsPerRequest,
    ...(serverLog ? { reachedServer: accessLinesSince(serverLog, logFrom), logBytes: sizeOf(serverLog) - logFrom } : {}),
  };
}

/**
 * Rounds of one side of a case as one figure: the mean of their requests/s (each round is
 * listed in `rounds`), their CPU time over all their requests, the worst round's latencies.
 */
function combine(runs) {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const cpuUsPerRequest = Object.fromEntries(
    Object.keys(runs[0].cpuMs).map((name) => [
      name,
      perRequest(
        runs.reduce((sum, r) => sum + r.cpuMs[name], 0),
        requests,
      ),
    ]),
  );
  const worst = (key) => Math.max(...runs.map((r) => r.latencyMs[key]));
  return {
    requests,
    requestsPerSecond: Math.round(runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length),
    rounds: runs.map((r) => r.requestsPerSecond),
    latencyMs: { p50: worst("p50"), p99: worst("p99") },
    cpuUsPerRequest,
    reachedServer: runs.reduce((sum, r) => sum + r.reachedServer, 0),
  };
}

/**
 * Through the package's nginx against nginx serving the files. `settings`: `{seconds,
 * warmupSeconds, connectionsPerCore, targetRounds}` (the cases with a target run that many
 * rounds, taking turns: site, files, files, site, …); `root`: the repository, for
 * packaging/nginx/.
 */
export async function measurePackageSite({ bin, webDir, root, settings, log }) {
  const shape = loadShape(settings);
  const dir = tempFolder("package-nginx");
  // Run as root, nginx's workers drop to `nobody`: they make the cache folders in here.
  chmodSync(dir, 0o755);
  const [tlsPort, httpPort, staticPort] = [await freePort(), await freePort(), await freePort()];
  const { key, cert } = await throwawayCertificate(dir);
  const ca = readFileSync(cert);
  let server;
  let nginx;
  try {
    // The package's settings (packaging/smc.env and the unit): JSON logs to a file, secure
    // cookies and HSTS, nginx on this machine as the trusted proxy, the site's address.
    server = await startLoggingServer({
      bin,
      webDir,
      env: {
        SMC_LOG_FORMAT: "json",
        SMC_SECURE_COOKIES: "true",
        SMC_TRUSTED_PROXIES: "127.0.0.1,::1",
        SMC_ORIGIN: `https://127.0.0.1:${tlsPort}`,
      },
    });
    await ready(server);
    const home = await get(`${server.url}${HOME}`, GZIP);
    const wanted = [...SECURITY_HEADERS, "strict-transport-security"];
    const headers = Object.fromEntries(wanted.filter((h) => home.headers[h]).map((h) => [h, home.headers[h]]));

    const packaged = path.join(root, "packaging/nginx");
    const site = loopbackSite(readFileSync(path.join(packaged, "smc-website.conf"), "utf8"), {
      dir,
      tlsPort,
      httpPort,
      serverPort: server.port,
      cert,
      key,
    });
    if (!site.includes("include snippets/smc-website-proxy.conf;")) {
      throw new Error("the package's site no longer includes snippets/smc-website-proxy.conf");
    }
    writeFileSync(path.join(dir, "site.conf"), site);
    mkdirSync(path.join(dir, "snippets"));
    copyFileSync(path.join(packaged, "proxy.conf"), path.join(dir, "snippets/smc-website-proxy.conf"));
    const config = path.join(dir, "nginx.conf");
    writeFileSync(config, nginxConfig({ dir, site, staticPort, webDir: path.resolve(webDir), headers }));

    const siteUrl = `https://127.0.0.1:${tlsPort}`;
    const staticUrl = `https://127.0.0.1:${staticPort}`;
    nginx = await startNginx({ dir, config, probeUrl: `${staticUrl}/`, ca });

    const script = largestScript(webDir);
    const session = { ...GZIP, Cookie: "__Host-smc_session=bench-not-a-session" };
    // Each case once before it is loaded: both sides must answer 200 with the same encoding,
    // and the site's X-Cache says what the load will measure (the site's second answer, once
    // the first has filled its cache).
    const check = async (base, urlPath, headers, twice) => {
      if (twice) await answerOf(base + urlPath, ca, headers);
      const got = await answerOf(base + urlPath, ca, headers);
      if (got.status !== 200) throw new Error(`${base + urlPath} answered ${got.status}`);
      return got;
    };
    const cases = [
      {
        key: "page",
        label: `home page ${HOME} (gzip)`,
        site: { path: HOME, headers: GZIP, answer: await check(siteUrl, HOME, GZIP, true) },
        static: { path: HOME, headers: GZIP, answer: await check(staticUrl, HOME, GZIP, false) },
        target: true,
      },
      {
        key: "js",
        label: `largest JS ${path.basename(script.path)} (gzip)`,
        site: { path: script.path, headers: GZIP, answer: await check(siteUrl, script.path, GZIP, true) },
        static: { path: script.path, headers: GZIP, answer: await check(staticUrl, script.path, GZIP, false) },
        target: true,
      },
      {
        key: "pageUnique",
        label: "home page, a new address each request (cache misses)",
        script: "unique",
        site: { path: HOME, headers: GZIP, answer: await check(siteUrl, `${HOME}&n=check`, GZIP, false) },
        static: { path: HOME, headers: GZIP, answer: await check(staticUrl, `${HOME}&n=check`, GZIP, false) },
      },
      {
        key: "pageBypass",
        label: "home page with a session cookie (cache bypassed)",
        site: { path: HOME, headers: session, answer: await check(siteUrl, HOME, session, false) },
        static: { path: HOME, headers: session, answer: await check(staticUrl, HOME, session, false) },
      },
    ];
    for (const c of cases) {
      if (c.site.answer.encoding !== c.static.answer.encoding) {
        throw new Error(`${c.label}: the site sent ${c.site.answer.encoding}, nginx's files ${c.static.answer.encoding}`);
      }
    }

    const watch = { nginx: nginx.pid, server: server.pid };
    const results = [];
    let turn = 0;
    for (const c of cases) {
      const runs = { site: [], static: [] };
      const rounds = c.target ? settings.targetRounds : 1;
      for (let round = 0; round < rounds; round++) {
        // Who goes first alternates from one round and one case to the next, so drift in the
        // machine's load does not always favour the same side.
        for (const side of turn++ % 2 === 0 ? ["site", "static"] : ["static", "site"]) {
          const r = await measure({
            url: (side === "site" ? siteUrl : staticUrl) + c[side].path,
            headers: c[side].headers,
            script: c.script,
            vars: c.script ? { PAGE: c[side].path } : {},
            watch,
            serverLog: server.logFile,
            settings,
            shape,
            warmUp: round === 0,
          });
          runs[side].push(r);
          log(
            `  ${c.label} · ${side === "site" ? "through the site" : "nginx's files"} · round ${round + 1}: ` +
              `${r.requestsPerSecond} req/s, p99 ${r.latencyMs.p99} ms, nginx ${r.cpuUsPerRequest.nginx} µs CPU/request ` +
              `(kernel ${r.kernelUsPerRequest.nginx}), ` +
              `server ${r.cpuUsPerRequest.server} µs, ${r.reachedServer} of ${r.requests} reached the server`,
          );
        }
      }
      const through = { site: combine(runs.site), static: combine(runs.static) };
      results.push({
        key: c.key,
        label: c.label,
        path: c.site.path,
        answers: { site: c.site.answer, static: c.static.answer },
        site: through.site,
        static: through.static,
        ratio: round2(through.site.requestsPerSecond / through.static.requestsPerSecond),
        target: c.target ? SITE_TARGET : null,
      });
    }
    return {
      ...shape,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      targetRounds: settings.targetRounds,
      cases: results,
    };
  } finally {
    await nginx?.stop();
    await server?.stop(3000);
    removeFolder(dir);
  }
}

/**
 * The cost of the access lines of the JSON log, the server loaded directly: with them, and
 * with `RUST_LOG=info,access=off`. `settings` as for the site.
 */
export async function measureJsonLogs({ bin, webDir, settings, log }) {
  const shape = loadShape(settings);
  const servers = {};
  try {
    // Both at once, idle but for the one being loaded, so that the two measurements of a URL
    // come back to back.
    servers.json = await startLoggingServer({ bin, webDir, env: { SMC_LOG_FORMAT: "json" } });
    servers.off = await startLoggingServer({ bin, webDir, env: { SMC_LOG_FORMAT: "json", RUST_LOG: "info,access=off" } });
    await ready(servers.json);
    await ready(servers.off);
    const endpoints = [
      { key: "health", label: "GET /api/health", path: "/api/health", headers: {} },
      { key: "page", label: `home page ${HOME} (gzip)`, path: HOME, headers: GZIP },
    ];
    const results = [];
    for (const [i, endpoint] of endpoints.entries()) {
      const runs = {};
      for (const name of i % 2 === 0 ? ["json", "off"] : ["off", "json"]) {
        const server = servers[name];
        const answer = await get(server.url + endpoint.path, endpoint.headers);
        if (answer.status !== 200) throw new Error(`${endpoint.path} answered ${answer.status}`);
        runs[name] = await measure({
          url: server.url + endpoint.path,
          headers: endpoint.headers,
          watch: { server: server.pid },
          serverLog: server.logFile,
          settings,
          shape,
        });
        const r = runs[name];
        log(
          `  ${endpoint.label} · ${name === "json" ? "with access lines" : "access=off"}: ${r.requestsPerSecond} req/s, ` +
            `p99 ${r.latencyMs.p99} ms, ${r.cpuUsPerRequest.server} µs CPU/request, ${r.reachedServer} access lines`,
        );
      }
      const { json, off } = runs;
      results.push({
        key: endpoint.key,
        label: endpoint.label,
        path: endpoint.path,
        withAccessLines: json,
        accessOff: off,
        ratio: round2(json.requestsPerSecond / off.requestsPerSecond),
        // The time a request takes at full load with the lines, less without: what the lines
        // cost a request of the machine's time.
        costUsPerRequest: round2(1e6 / json.requestsPerSecond - 1e6 / off.requestsPerSecond),
        cpuCostUsPerRequest: round2(json.cpuUsPerRequest.server - off.cpuUsPerRequest.server),
        logBytesPerRequest: json.reachedServer ? Math.round(json.logBytes / json.reachedServer) : null,
      });
    }
    return { ...shape, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds, endpoints: results };
  } finally {
    for (const server of Object.values(servers)) await server.stop(3000);
  }
}

/** The site's targets, met or missed; printed, never a failure (the machine is shared). */
export function packageTargets(packageSite) {
  return packageSite.cases
    .filter((c) => c.target !== null)
    .map((c) => ({
      label: `${c.label}: through the site / nginx's files, requests/s`,
      value: c.ratio,
      target: `≥ ${c.target}`,
      met: c.ratio >= c.target,
    }));
}

export function packageSiteTable(packageSite) {
  const rows = [
    [
      "case",
      "site req/s",
      "p99 ms",
      "files req/s",
      "p99 ms",
      "ratio",
      "nginx CPU µs/req site / files",
      "server CPU µs/req",
      "reached server",
      "X-Cache",
      "bytes sent site / files",
    ],
  ];
  for (const c of packageSite.cases) {
    rows.push([
      c.label,
      c.site.requestsPerSecond,
      c.site.latencyMs.p99,
      c.static.requestsPerSecond,
      c.static.latencyMs.p99,
      c.ratio,
      `${c.site.cpuUsPerRequest.nginx} / ${c.static.cpuUsPerRequest.nginx}`,
      c.site.cpuUsPerRequest.server,
      `${c.site.reachedServer} of ${c.site.requests}`,
      c.answers.site.cache ?? "-",
      `${c.answers.site.wireBytes} / ${c.answers.static.wireBytes}`,
    ]);
  }
  return (
    `${table(rows)}\n` +
    `site: the package's nginx site in front of the server; files: the same nginx serving web/dist, the same TLS; ` +
    `ratio: site / files requests/s; wrk ${packageSite.threads} threads, ${packageSite.connections} connections, ` +
    `${packageSite.seconds} s after ${packageSite.warmupSeconds} s of warm-up; the cases with a target: the mean of ` +
    `${packageSite.targetRounds} rounds taking turns (req/s), the worst round's p99`
  );
}

export function jsonLogsTable(jsonLogs) {
  const rows = [
    [
      "URL, the server directly",
      "access lines req/s",
      "access=off req/s",
      "ratio",
      "cost µs/req (from the rates)",
      "server CPU µs/req lines / off",
      "CPU cost µs/req",
      "log bytes/req",
    ],
  ];
  for (const e of jsonLogs.endpoints) {
    rows.push([
      e.label,
      e.withAccessLines.requestsPerSecond,
      e.accessOff.requestsPerSecond,
      e.ratio,
      e.costUsPerRequest,
      `${e.withAccessLines.cpuUsPerRequest.server} / ${e.accessOff.cpuUsPerRequest.server}`,
      e.cpuCostUsPerRequest,
      e.logBytesPerRequest ?? "-",
    ]);
  }
  return (
    `${table(rows)}\n` +
    `both with --log-format json; access=off: RUST_LOG=info,access=off; ratio: with the lines / without; ` +
    `cost: 1e6 / (req/s with) − 1e6 / (req/s without); CPU cost: the server's CPU time per request, with − without`
  );
}
