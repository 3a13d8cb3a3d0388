// ESLint for the web app (web/), wasm-core's JavaScript package (wasm-core/js/) and the
// benchmarks' scripts (bench/). `npm run lint` runs it
// with Prettier's check; Prettier alone decides the layout, so no rule here is about spacing.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TS = ["web/**/*.{ts,tsx,mts}"];
const JS = ["web/**/*.mjs", "bench/**/*.mjs", "packaging/**/*.mjs", "wasm-core/js/**/*.js", "eslint.config.js"];

/** The folders of web/src/features/: each feature is a page or an area of its own. */
const FEATURES = readdirSync(new URL("web/src/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "web/src/generated/**",
      "web/dist*/**",
      "web/test-results/**",
      "web/playwright-report/**",
      "pkg*/**",
      "wasm-core/pkg/**",
      "wasm-core/.examples-*/**",
      "bench/**/out/**",
      "bench/**/results/**",
      "target/**",
      "**/node_modules/**",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },

  // Plain JavaScript: the benchmarks and the web's build scripts run in Node; wasm-core's
  // package runs in Node and, through a bundler, in the browser.
  {
    files: JS,
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: "latest", sourceType: "module", globals: { ...globals.node } },
  },

  // TypeScript, with the rules that need the types (each file is checked by the tsconfig.json
  // nearest to it: web/'s, or the service worker's).
  {
    files: TS,
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      // Unused names are the compiler's job (noUnusedLocals, noUnusedParameters), which already
      // allows a parameter named with a leading underscore.
      "@typescript-eslint/no-unused-vars": "off",
      // An `async` function without `await` is how a callback whose contract is a promise (a
      // Workbox plugin, a stubbed fetch, React's async `act`) says that what it throws is a
      // rejection; `Promise.resolve`/`Promise.reject` in its place would say the same, longer.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["web/src/service-worker/**"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["web/build/**", "web/e2e/**", "web/*.{ts,mts}", "web/src/render/**"],
    languageOptions: { globals: { ...globals.node } },
  },

  // React: the rules of hooks, and accessibility of what the components render. Of the hooks
  // plugin, the two rules of hooks only: the rest of its recommended set (refs,
  // set-state-in-effect, purity, ...) says what the React Compiler can optimise, and the app is
  // not built with it.
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },

  {
    files: ["web/src/**/*.tsx"],
    rules: {
      // A region that scrolls sideways takes focus, so that it can be scrolled from the keyboard.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // These tables name each part's role although the element already has it: on a phone
    // their rows are rendered as cards, and some browsers then drop the table's semantics unless
    // the roles are written out. The plugin also takes a cell (`td`) for a control.
    files: ["web/src/components/data-table.tsx", "web/src/features/rti/rti-page.tsx"],
    rules: {
      "jsx-a11y/no-redundant-roles": "off",
      "jsx-a11y/no-interactive-element-to-noninteractive-role": "off",
    },
  },

  // The app's links are web/src/components/link.tsx's: react-router's own carry its framework
  // mode's prefetching into every visitor's first download.
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/components/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Import Link and NavLink from web/src/components/link.tsx.",
            },
          ],
        },
      ],
    },
  },

  // Imports: no cycles between modules, wherever a module is imported from.
  {
    files: [...TS, ...JS],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "web/tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },

  // A feature does not import another feature: what two features share lives in lib/ or
  // components/, and what composes features (the routing, the chunks that group pages) lives
  // in app/.
  {
    files: ["web/src/features/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: "./web/src/features",
            except: [`./${feature}`],
            message: "A feature does not import another feature; move what they share to lib/ or components/.",
          })),
        },
      ],
    },
  },
);
