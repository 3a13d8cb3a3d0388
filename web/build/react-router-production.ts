// react-router's package names only its development build, for every condition: a production
// bundle would carry its warnings for developers (the messages, and the checks that raise them
// on every render of the routes). Its production build, the same code with those warnings off,
// ships in the same package; the site's builds (the app and the bundle that renders its pages)
// use it. `vite dev` and the unit tests keep the warnings.
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

/** The file `import … from "react-router"` resolves to in a build. */
export const PRODUCTION_ENTRY = path.join(packageDir, "dist", "production", "index.mjs");

export function reactRouterProduction(): Plugin {
  return {
    name: "smc:react-router-production",
    apply: "build",
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: PRODUCTION_ENTRY }] } }),
  };
}
