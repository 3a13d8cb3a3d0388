import { PageTitle } from "../components/page-title";
import type { RouteInfo } from "../lib/wasm";

/** The page of a route. The pages' own content arrives with their features; until then each
 * shows its heading. */
export function RoutePage({ route }: { route: RouteInfo }) {
  return <PageTitle titleKey={route.titleKey} />;
}
