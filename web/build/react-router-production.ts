// react-router's package names only its development build, for every condition: a production
// bundle would carry its warnings for developers (the messages, and the checks that raise them
// on every render of the routes). Its production build, the same code with those warnings off,
// ships in the same package; the site's builds (the app and the bundle that renders its pages)
// use it. `vite dev` and the unit tests keep the warnings.
//
// That build also defines its components at the top level of a module with calls the bundler
// must assume to do something (`React.forwardRef(…)`, `React.createContext(…)`) and names them
// for React's developer tools (`Form.displayName = "Form"`): every component stays in the app,
// used or not, with all it calls. The calls are marked pure and the names left out, so the
// bundle keeps only what the site uses (its `Form`, for one, is about 1.3 KB gzipped with what
// it needs).
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const productionDir = path.join(packageDir, "dist", "production");

/** The file `import … from "react-router"` resolves to in a build. */
export const PRODUCTION_ENTRY = path.join(productionDir, "index.mjs");

/** A component or context defined at the top level of a module: `var Link = React10.forwardRef(`. */
const DEFINITION = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** Its name for the developer tools: `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]+";$/gm;

/** `code` of a module of react-router's production build, with its definitions marked pure and
 * its display names left out; the number of definitions marked. */
export function withPureDefinitions(code: string): { code: string; marked: number } {
  let marked = 0;
  const out = code
    .replace(DEFINITION, (_all, head: string, call: string) => {
      marked += 1;
      return `${head}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, "");
  return { code: out, marked };
}

export function reactRouterProduction(): Plugin {
  return {
    name: "smc:react-router-production",
    apply: "build",
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: PRODUCTION_ENTRY }] } }),
    transform(code, id) {
      if (!id.startsWith(productionDir + path.sep) || !id.endsWith(".mjs")) return undefined;
      const { code: out, marked } = withPureDefinitions(code);
      // The module of the components must match: a new react-router that writes them otherwise
      // would quietly bring them all back.
      if (code.includes("function LinkWithRef(") && marked === 0) {
        this.error(`${id}: no component definition found to mark pure (web/build/react-router-production.ts)`);
      }
      // Lines are kept (a display name's line is left empty), so positions move only within the
      // marked lines.
      return marked === 0 && out === code ? undefined : { code: out, map: null };
    },
  };
}
