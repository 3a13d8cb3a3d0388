// Renders every public page to HTML in each language, after `vite build` and before precompress:
// builds src/render/ (the rendering of pages in Node) for Node into dist-render/, and runs its
// build's rendering (src/render/prerender.ts), which writes dist/_pages/. This step stays out of
// src/render/ because it makes the bundle the rest runs from.
//
// dist-render/ stays: it holds the server's render worker (src/render/worker.ts, built beside
// the rendering bundle as worker.mjs), which renders the pages again with the store's content
// whenever it changes; dist/_pages/reads.json tells it which content lists each page read.
// The build fails if a page fails to render (its code throws: a missing message, for one).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = join(web, "dist");
const renderDir = join(web, "dist-render");

// The rendering bundle holds the day the app's build wrote (BUILD_DAY_FILE of build/build-day.ts),
// not one of its own: a page rendered after midnight must still match the app that hydrates it.
process.env.SMC_BUILD_DAY = JSON.parse(readFileSync(join(dist, "_pages", "build.json"), "utf8")).day;
await build({
  root: web,
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: renderDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: {
      input: { prerender: "src/render/prerender.ts", worker: "src/render/worker.ts" },
      // The server runs worker.mjs (its --render-worker).
      output: { entryFileNames: (chunk) => (chunk.name === "worker" ? "worker.mjs" : "[name].js") },
    },
  },
});

const { LANGS, prerenderSite } = await import(pathToFileURL(join(renderDir, "prerender.js")).href);
let written;
try {
  written = await prerenderSite(dist);
} catch (error) {
  console.error("prerender:", error);
  process.exit(1);
}
console.log(`prerender: ${written} pages in ${LANGS.length} languages`);
