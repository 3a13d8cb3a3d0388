import { Suspense } from "react";
import { PageTitle } from "../components/page-title";
import { useLanguage } from "../lib/language";
import type { RouteInfo } from "../lib/wasm";
import { pages } from "./pages";

function PageLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className="page-loading">
      {t("common.loading")}
    </p>
  );
}

/** A page of the route table: its heading at once, then its content (fetched on first use).
 * Page components draw everything below the heading and never an <h1> of their own. */
export function RoutePage({ route }: { route: RouteInfo }) {
  const Page = pages[route.page];
  return (
    <>
      <PageTitle titleKey={route.titleKey} />
      {Page && (
        <Suspense fallback={<PageLoading />}>
          <Page route={route} />
        </Suspense>
      )}
    </>
  );
}
