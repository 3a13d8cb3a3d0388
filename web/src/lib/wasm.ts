// The only module that imports wasm-core's site module (every page loads it); the search, the
// forms' rules and the content rules are wasm modules of their own: lib/search-index.ts,
// lib/forms.ts and lib/content-rules.ts.
export {
  LANGS,
  Translator,
  eventPreview,
  formatDay,
  languageCookie,
  navigation,
  resolveLanguage,
  routeTable,
  telUri,
} from "wasm-core/site";
export type { Args, Lang, Layout, MenuId, Messages, NavItem, RouteInfo } from "wasm-core/site";
