import { Suspense } from "react";
import { LastUpdated } from "../components/layout/last-updated";
import { PageTitle } from "../components/page-title";
import { prefetchCatalogs } from "../lib/catalogs/load";
import { WithCatalogs } from "../lib/catalogs/with-catalogs";
import { useLanguage } from "../lib/language";
import { PageTableContext } from "../lib/page-table";
import type { RouteInfo } from "../lib/wasm";
import { LoadFailureBoundary } from "./load-failure-boundary";
import { pages } from "./pages";

function PageLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className="page-loading">
      {t("common.loading")}
    </p>
  );
}

/** A page of the route table: its heading at once, then its content, whose code and texts are
 * fetched together on first use, and the day its content last changed, shown with it. Page
 * components render everything below the heading and never an <h1> of their own, except a page
 * titled by its content (`titled`, a document's page), which renders its own `PageTitle`. An
 * admin-only page's name is among the admin area's texts, not the shell's (the public site's
 * first download does without them): its heading comes with them. */
export function RoutePage({ route }: { route: RouteInfo }) {
  const { lang } = useLanguage();
  const page = pages[route.page];
  if (page) {
    // Both downloads start now, side by side, rather than the texts after the code.
    page.preload?.();
    prefetchCatalogs(lang, page.parts);
  }
  return (
    <>
      {!page?.titled && !page?.signedIn && <PageTitle titleKey={route.titleKey} />}
      {page ? (
        <LoadFailureBoundary key={`${route.path} ${lang}`} lang={lang}>
          <Suspense fallback={<PageLoading />}>
            <WithCatalogs langs={[lang]} parts={page.parts}>
              {page.signedIn && <PageTitle titleKey={route.titleKey} />}
              <PageTableContext value={pages}>
                <page.Component route={route} />
              </PageTableContext>
            </WithCatalogs>
            <LastUpdated />
          </Suspense>
        </LoadFailureBoundary>
      ) : (
        <LastUpdated />
      )}
    </>
  );
}
