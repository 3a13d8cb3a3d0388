// `node --test bench/data/make.test.mjs`: the five-year data set goes into a store through
// `server import` (SMC_SERVER_BIN, default target/debug/server) and the server, with its render
// worker (SMC_WEB_DIR, default web/dist), sends it a page at a time: 25 archived notices with where
// they stand, a year of them, the page rendered for a shared link, and one document alone.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { startServer } from "../lib/server.mjs";
import { COUNTS, makeContent, makeStore } from "./make.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.resolve(root, process.env.SMC_SERVER_BIN ?? "target/debug/server");
const webDir = path.resolve(root, process.env.SMC_WEB_DIR ?? "web/dist");
const TODAY = "2026-11-27";

let work;
let server;

before(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "smc-five-years-"));
  makeStore(bin, path.join(work, "data"), { today: TODAY });
  server = await startServer({ bin, webDir, dataDir: path.join(work, "data"), timeoutMs: 60_000 });
});

after(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const json = async (address) => {
  const answer = await fetch(`${server.url}${address}`);
  assert.equal(answer.status, 200, address);
  return answer.json();
};

test("the same arguments write the same five years", () => {
  const again = path.join(work, "again");
  makeContent(again, TODAY);
  for (const file of ["notices.json", "tenders.json", "directory/people.json"]) {
    assert.equal(readFileSync(path.join(again, file), "utf8"), readFileSync(path.join(work, "data-content", file), "utf8"), file);
  }
  const notices = JSON.parse(readFileSync(path.join(again, "notices.json"), "utf8"));
  assert.equal(notices.length, COUNTS.notices);
  assert.equal(notices.at(-1).date.slice(0, 4), "2021", "the oldest is five years old");
});

test("the store holds every item, and the archive is sent 25 at a time with its years", async () => {
  const current = await json("/api/content/notices");
  const archive = await json("/api/content/notices?status=archived&page=1");
  assert.equal(current.items.length + archive.page.total, COUNTS.notices);
  assert.equal(archive.items.length, 25);
  assert.equal(archive.page.pages, Math.ceil(archive.page.total / 25));
  assert.deepEqual(
    archive.page.years.map(({ year }) => year),
    [2026, 2025, 2024, 2023, 2022, 2021],
  );
  const { items, page } = await json("/api/content/notices?status=archived&page=2&year=2023");
  assert.equal(page.year, 2023);
  assert.ok(items.every((notice) => notice.date.startsWith("2023-")));
  const people = await json("/api/content/people");
  assert.equal(people.items.length, COUNTS.people);
});

test("a shared link to a page of the archive is rendered for it, without JavaScript", async () => {
  const answer = await fetch(`${server.url}/archive/notices?lang=en&year=2022&page=3`);
  assert.equal(answer.status, 200);
  const html = await answer.text();
  assert.match(html, /Page 3 of \d+ \(\d+ in all\)/);
  const block = html.match(/<script type="application\/json" id="page-content">([\s\S]*?)<\/script>/);
  const lists = JSON.parse(block[1]);
  const page = lists["notices?page=3&status=archived&year=2022"];
  assert.equal(page.items.length, 25, "the page carries its own 25 notices, not the archive");
  assert.ok(page.items.every((notice) => notice.date.startsWith("2022-")));
  assert.ok(Buffer.byteLength(html) < 80_000, `${Buffer.byteLength(html)} bytes`);
});
