// The pages to audit, taken from wasm-core's route table (wasm-core/src/routes.rs) as the built
// app ships it: the site's wasm file in the web directory is instantiated in node with pkg/'s
// wasm-bindgen glue and asked for `routeTable()`, the same call the browser's router is built
// from. The glue names every import with a hash, so a wasm and glue of different builds fail to
// instantiate instead of giving a stale list. The server checks the result again (checkRoutes).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Every route of the built app: `{ path, page, layout, titleKey }`, in navigation order. */
export async function routeTable(webDir, pkgDir) {
  const assets = path.join(webDir, "assets");
  const wasmFiles = readdirSync(assets).filter((name) => /^wasm_core_bg-.*\.wasm$/.test(name));
  const glue = await import(pathToFileURL(path.join(pkgDir, "wasm_core_bg.js")).href);
  // The build ships three wasm modules (site, search, forms); only the site's matches pkg/'s
  // glue, and only it has the route table.
  let instance;
  for (const file of wasmFiles) {
    const bytes = readFileSync(path.join(assets, file));
    try {
      ({ instance } = await WebAssembly.instantiate(bytes, { "./wasm_core_bg.js": glue }));
      if (typeof instance.exports.routeTable === "function") break;
    } catch {
      // Another module's imports: not the site's.
    }
    instance = undefined;
  }
  if (!instance) throw new Error(`no wasm in ${assets} matches ${pkgDir}'s glue (rebuild both)`);
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  // Four fields per route, joined by U+001F (wasm-core/src/bindings/site.rs).
  const flat = glue.routeTable().split("\u001f");
  if (flat.length < 4 || flat.length % 4 !== 0) {
    throw new Error(`the route table of ${pkgDir} is not four fields per route (${flat.length} fields)`);
  }
  const routes = [];
  for (let i = 0; i < flat.length; i += 4) {
    routes.push({ path: flat[i], page: flat[i + 1], layout: flat[i + 2], titleKey: flat[i + 3] });
  }
  return routes;
}

/**
 * The routes a visitor without a session can open: every route drawn in the public frame, and
 * the sign-in page (`login`), the one page of the bare admin frame that is not behind the
 * session guard (the others send a visitor without a session to it).
 */
export function publicRoutes(routes) {
  return routes.filter((route) => route.layout === "public" || route.page === "login");
}

/**
 * Fails unless the server answers 200 for every path and 404 for a path outside the table: the
 * server resolves paths with its own copy of wasm-core, so this also catches a web build and a
 * server build made from different route tables.
 */
export async function checkRoutes(baseURL, paths) {
  const wrong = [];
  for (const p of paths) {
    const response = await fetch(new URL(p, baseURL));
    await response.arrayBuffer();
    if (response.status !== 200) wrong.push(`${p} answered ${response.status}`);
  }
  const missing = await fetch(new URL("/no-such-page-lighthouse", baseURL));
  await missing.arrayBuffer();
  if (missing.status !== 404) wrong.push(`/no-such-page-lighthouse answered ${missing.status}`);
  if (wrong.length > 0) throw new Error(`the server disagrees with the route table: ${wrong.join("; ")}`);
}
