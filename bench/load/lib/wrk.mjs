// Runs wrk (keep-alive connections, closed loop) and returns its figures, read from the JSON line
// that wrk/report.lua prints when the run ends.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { removeFolder, start, tempFolder } from "./processes.mjs";

const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../wrk");

/**
 * One wrk run against `url`. `script` names a file of bench/load/wrk/ (without .lua) that
 * shapes the requests; `vars` become Lua globals it can read. Resolves with
 * `{requests, requestsPerSecond, bytes, latencyMs: {p50, p90, p99, max, mean}, errors, statuses}`.
 */
export async function wrk({ url, threads, connections, seconds, headers = {}, script, vars = {} }) {
  const dir = tempFolder("wrk");
  const parts = Object.entries(vars).map(([name, value]) => `${name} = ${JSON.stringify(value)}\n`);
  if (script) parts.push(readFileSync(path.join(scripts, `${script}.lua`), "utf8"));
  parts.push(readFileSync(path.join(scripts, "report.lua"), "utf8"));
  const file = path.join(dir, "run.lua");
  writeFileSync(file, parts.join("\n"));
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--timeout", "5s", "-s", file];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);

  const child = start("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (out += chunk));
  const code = await child.exited;
  removeFolder(dir);
  const line = out.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(" ")} failed (${code}):\n${out}`);
  const raw = JSON.parse(line.slice("WRK_JSON ".length));
  const ms = (us) => Math.round(us) / 1000;
  return {
    requests: raw.requests,
    requestsPerSecond: Math.round(raw.requests / (raw.durationUs / 1e6)),
    bytes: raw.bytes,
    latencyMs: Object.fromEntries(Object.entries(raw.latencyUs).map(([k, v]) => [k, ms(v)])),
    errors: raw.errors,
    statuses: raw.statuses,
  };
}
