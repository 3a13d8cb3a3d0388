import type { RouteInfo } from "../lib/wasm";

/** What every page component receives: the route it is shown for. */
export interface PageProps {
  route: RouteInfo;
}
