// The day the site is built, in India: the date a page shows as last updated when none of the
// content it reads has one (src/lib/content/last-updated.ts), and the footer's year.
//
// `npm run build` builds twice, in two processes: the app (`vite build`) and the bundle that
// renders its pages (scripts/prerender.mjs, also the server's render worker). Both must hold the
// same day, or a page rendered on one side of midnight would differ from the app that hydrates it
// on the other. So the app's build writes its day beside the rendered pages (BUILD_DAY_FILE), and
// prerender.mjs hands it to the second build (SMC_BUILD_DAY). The server may read it too.
import type { Plugin } from "vite";

/** Where the app's build writes its day, under dist/: `{"day": "2026-11-24"}`. */
export const BUILD_DAY_FILE = "_pages/build.json";

/** India's offset from UTC, the same all year (src/lib/dates.ts, which the config cannot load). */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The build's day (`YYYY-MM-DD`): SMC_BUILD_DAY when the app's build passed it on, else today
 * in India. */
export function buildDay(): string {
  const passed = process.env.SMC_BUILD_DAY;
  if (passed) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(passed)) throw new Error(`SMC_BUILD_DAY is not a YYYY-MM-DD day: ${passed}`);
    return passed;
  }
  return new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Writes `day` to dist/BUILD_DAY_FILE in the app's build (not in the rendering bundle's). */
export function buildDayFile(day: string): Plugin {
  return {
    name: "smc:build-day",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({ type: "asset", fileName: BUILD_DAY_FILE, source: JSON.stringify({ day }) });
    },
  };
}
