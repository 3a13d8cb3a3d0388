// The pages to audit, taken from wasm-core's route table (wasm-core/src/routes.rs), read through
// the package's Node build: the same wasm the web build ships (npm run build:wasm). The server
// checks the result again (checkRoutes).
import { readFileSync } from "node:fs";
import path from "node:path";
import { routeTable } from "wasm-core/site";

export { routeTable };

/**
 * The routes a visitor without a session can open: every route rendered in the public frame, and
 * the sign-in page (`login`), the one page of the bare admin frame that is not behind the
 * session guard (the others send a visitor without a session to it). The page of a document
 * is audited with a document of `contentDir`.
 */
export function publicRoutes(routes, contentDir) {
  return routes
    .filter((route) => route.layout === "public" || route.page === "login")
    .map((route) => (route.page === "document" ? { ...route, path: documentPath(contentDir) } : route));
}

/** The page of a document needs one: the first notice of the content a new site starts with. */
function documentPath(contentDir) {
  const [notice] = JSON.parse(readFileSync(path.join(contentDir, "notices.json"), "utf8"));
  return `/document?kind=notices&id=${encodeURIComponent(notice.id)}`;
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
