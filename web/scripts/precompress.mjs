// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build,
// so the server sends compressed bytes without compressing anything at run time. The files are
// shared among one worker thread per core.
//
// The gzip copies of the app's files come from Zopfli: ordinary gzip any browser reads, about 4%
// smaller than zlib's best (the home page's first load is 4 KB lighter for clients without
// Brotli), at the cost of a few seconds of build. The pages rendered at build time (`_pages/`) get
// zlib's best instead: the server sends them only until it has rendered its own from the store
// (compressed as they are sent), and Zopfli would spend two thirds of the build's time on them.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

/** Writes the copies of `path` that are smaller than it; resolves to how many. */
async function compress(path, renderedAtBuild) {
  const raw = readFileSync(path);
  const copies = {
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz: path.startsWith(renderedAtBuild)
      ? gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })
      : // Five iterations give nearly all of Zopfli's gain (the default fifteen, 0.04% more).
        Buffer.from(await gzipAsync(raw, { numiterations: 5 })),
  };
  let written = 0;
  for (const [ext, bytes] of Object.entries(copies)) {
    // A copy that is not smaller is useless; the server then sends the file as built.
    if (bytes.length < raw.length) {
      writeFileSync(`${path}.${ext}`, bytes);
      written += 1;
    }
  }
  return written;
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

if (isMainThread) {
  // The build folder: web/dist, or the one named on the command line.
  const dist = process.argv[2] ?? new URL("../dist", import.meta.url).pathname;
  const compressible = /\.(html|js|mjs|css|json|svg|wasm|txt|xml|webmanifest)$/;
  // Largest first, so that no worker is left with a large file at the end.
  const paths = [...files(dist)]
    .filter((path) => compressible.test(path))
    .map((path) => ({ path, size: statSync(path).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ path }) => path);
  const workers = Math.max(1, Math.min(availableParallelism(), paths.length));
  const counts = await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { paths: paths.filter((_, at) => at % workers === index), renderedAtBuild: join(dist, "_pages") },
      });
      return new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.once("exit", (code) => code === 0 || reject(new Error(`a compressing thread stopped with ${code}`)));
      });
    }),
  );
  console.log(`precompress: wrote ${counts.reduce((a, b) => a + b, 0)} compressed copies in ${dist}`);
} else {
  let written = 0;
  for (const path of workerData.paths) written += await compress(path, workerData.renderedAtBuild);
  parentPort.postMessage(written);
}
