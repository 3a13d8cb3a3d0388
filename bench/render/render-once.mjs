// How long rendering every public page in both languages takes, each page rendered twice (a first
// pass to find the lists it reads, then for good) against once with the lists it read before
// (web/src/render/pages.tsx, `expected`). Two cases: from the seed, as the build renders; and as
// the render worker renders after a save, every list asked of the server again (answered on the
// next turn of the event loop here). Runs the built bundle: `npm run build -w web` first.
// `node bench/render/render-once.mjs [ROUNDS]`.
import { fileURLToPath, pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
const bundle = fileURLToPath(new URL("../../web/dist-render/prerender.js", import.meta.url));
const { LANGS, renderFetching, prerenderedPages, provideSeed, renderPage } = await import(pathToFileURL(bundle).href);
const rounds = Number(process.argv[2] ?? 3);

/** Every list read so far, by key (what the server would answer). */
const lists = {};
/** What each page read when it was last rendered, by path. */
const reads = {};

/** Renders every page in every language; `once`: with the lists it read before. */
async function renderAll(once) {
  const start = performance.now();
  for (const lang of LANGS)
    for (const entry of prerenderedPages) {
      const { content } = await renderPage(entry, lang, { expected: once ? reads[entry.path] : undefined });
      Object.assign(lists, content);
      reads[entry.path] = Object.keys(content);
    }
  return performance.now() - start;
}

const ask = (key) =>
  new Promise((resolve, reject) => setImmediate(() => (lists[key] ? resolve(lists[key]) : reject(new Error(key)))));
const pages = LANGS.length * prerenderedPages.length;
provideSeed();
console.log(`${pages} pages; the first rendering, code not loaded: ${(await renderAll(false)).toFixed(0)} ms`);
for (const [name, start] of [
  ["from the seed", provideSeed],
  ["after a save", () => renderFetching(ask)],
]) {
  const times = { twice: [], once: [] };
  for (let round = 0; round < rounds; round++) {
    for (const once of [false, true]) {
      start();
      times[once ? "once" : "twice"].push(await renderAll(once));
    }
  }
  const range = (list) => `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)} ms`;
  console.log(`${name}: twice ${range(times.twice)}, once ${range(times.once)}`);
}
