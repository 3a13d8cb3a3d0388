// Runs in the page: builds each engine's index over every directory record, checks the query
// list's expected records, then times the queries, engines taking turns round by round so that
// the load of a shared machine falls on all of them alike. The result lands in
// `window.__benchResult` (or `window.__benchError`), where run.mjs picks it up.
import { ContentStore } from "../../web/src/lib/content/store";
import { seedContent } from "../../web/src/lib/content/seed";
import { loadAllPeople } from "../../web/src/lib/directory/load";
import { searchRecord } from "../../web/src/lib/directory/people";
import type { BenchRecord, Engine, Searcher } from "./engines/engine";
import queryFile from "./queries.json";

interface Query {
  q: string;
  kind: string;
  expect: string[];
}

interface Count {
  found: number;
  total: number;
}

declare global {
  interface Window {
    __benchResult?: unknown;
    __benchError?: string;
  }
}

const params = new URLSearchParams(location.search);
const ROUNDS = Number(params.get("rounds") ?? 100);
const BATCH = Number(params.get("batch") ?? 50);
const BUILDS = Number(params.get("builds") ?? 15);
const WARMUP_ROUNDS = 5;
const CROSS_SCRIPT = "cross-script";
const NO_MATCH = "none";

// Each engine is a chunk of its own, loaded only here; the key is its file under engines/.
const ENGINES: [string, () => Promise<{ engine: Engine }>][] = [
  ["wasm-core", () => import("./engines/wasm-core")],
  ["minisearch", () => import("./engines/minisearch")],
  ["flexsearch", () => import("./engines/flexsearch")],
  ["wasm-core-raw", () => import("./engines/wasm-core-raw")],
];

const median = (xs: number[]): number => percentile(xs, 50);

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** The smallest step of performance.now() seen (5 µs when cross-origin isolated, else 100 µs). */
function timerStep(): number {
  let step = Infinity;
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    let now = start;
    while (now === start) now = performance.now();
    step = Math.min(step, now - start);
  }
  return step * 1000;
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Milliseconds per build: a few untimed builds first, then `BUILDS` timed ones. */
function timeBuilds(engine: Engine, records: readonly BenchRecord[]): { searcher: Searcher; ms: number[] } {
  let searcher = engine.build(records);
  for (let i = 0; i < 2; i++) searcher = engine.build(records);
  const ms: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    const start = performance.now();
    searcher = engine.build(records);
    ms.push(performance.now() - start);
  }
  return { searcher, ms };
}

/** Which expected records each query finds, overall, per kind and on the cross-script subset. */
function recall(searcher: Searcher, queries: readonly Query[]) {
  const overall: Count = { found: 0, total: 0 };
  const crossScript: Count = { found: 0, total: 0 };
  const noMatch: Count = { found: 0, total: 0 };
  const byKind: Record<string, Count> = {};
  const misses: { q: string; kind: string; missing: string[]; got: number }[] = [];
  let results = 0;
  for (const query of queries) {
    const hits = new Set(searcher.search(query.q));
    results += hits.size;
    if (query.kind === NO_MATCH) {
      noMatch.total += 1;
      if (hits.size === 0) noMatch.found += 1;
      else misses.push({ q: query.q, kind: query.kind, missing: [], got: hits.size });
      continue;
    }
    const kind = (byKind[query.kind] ??= { found: 0, total: 0 });
    const missing = query.expect.filter((id) => !hits.has(id));
    for (const count of query.kind === CROSS_SCRIPT ? [overall, kind, crossScript] : [overall, kind]) {
      count.total += query.expect.length;
      count.found += query.expect.length - missing.length;
    }
    if (missing.length > 0) misses.push({ q: query.q, kind: query.kind, missing, got: hits.size });
  }
  return { overall, crossScript, noMatch, byKind, misses, meanResults: results / queries.length };
}

async function run() {
  // The directories as content/ holds them: the page has no server to fetch them from.
  const content = new ContentStore(null);
  content.provide(seedContent());
  const people = await loadAllPeople(content);
  const records: BenchRecord[] = people.map((person) => ({ id: person.id, record: searchRecord(person) }));
  const queries = (queryFile as { queries: Query[] }).queries;
  const engines = await Promise.all(
    ENGINES.map(async ([key, load]) => ({ key, ...(await load()).engine })),
  );

  const built = engines.map((engine) => {
    console.log(`building ${engine.name}`);
    return { engine, ...timeBuilds(engine, records) };
  });
  const checked = built.map((b) => ({ ...b, recall: recall(b.searcher, queries) }));

  // Warm up, then take turns: one sample is the mean of BATCH back-to-back calls of one query.
  const samples = checked.map(() => [] as number[]);
  const perQuery = checked.map(() => queries.map(() => [] as number[]));
  const lists = checked.map(() => [] as number[]);
  let sink = 0; // uses every result, so that no call can be optimised away
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    checked.forEach(({ searcher }, e) => {
      let list = 0;
      queries.forEach((query, q) => {
        const start = performance.now();
        for (let i = 0; i < BATCH; i++) sink += searcher.search(query.q).length;
        const us = ((performance.now() - start) * 1000) / BATCH;
        list += us;
        if (round >= WARMUP_ROUNDS) {
          samples[e].push(us);
          perQuery[e][q].push(us);
        }
      });
      if (round >= WARMUP_ROUNDS) lists[e].push(list);
    });
    if (round % 50 === 0) console.log(`round ${round} of ${WARMUP_ROUNDS + ROUNDS}`);
    await tick();
  }

  return {
    records: records.length,
    queries: queries.length,
    kinds: [...new Set(queries.map((q) => q.kind))],
    rounds: ROUNDS,
    batch: BATCH,
    builds: BUILDS,
    crossOriginIsolated: globalThis.crossOriginIsolated,
    timerStepUs: timerStep(),
    userAgent: navigator.userAgent,
    resultsSeen: sink,
    engines: checked.map(({ engine, ms, recall }, e) => ({
      key: engine.key,
      name: engine.name,
      settings: engine.settings,
      buildMs: { median: median(ms), min: Math.min(...ms), max: Math.max(...ms) },
      queryUs: {
        p50: percentile(samples[e], 50),
        p99: percentile(samples[e], 99),
        max: Math.max(...samples[e]),
        mean: samples[e].reduce((a, b) => a + b, 0) / samples[e].length,
        samples: samples[e].length,
      },
      wholeListUs: median(lists[e]),
      /** The slowest queries by their median sample. */
      slowest: queries
        .map((query, q) => ({ q: query.q, kind: query.kind, medianUs: median(perQuery[e][q]) }))
        .sort((a, b) => b.medianUs - a.medianUs)
        .slice(0, 5),
      recall,
    })),
  };
}

run().then(
  (result) => {
    window.__benchResult = result;
  },
  (error: unknown) => {
    window.__benchError = error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
  },
);
