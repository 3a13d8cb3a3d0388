import { lazy, Suspense } from "react";
import { Outlet, type RouteObject } from "react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { PublicLayout } from "../components/layout/public-layout";
import { LanguageProvider } from "../lib/language";
import { routeTable, type Layout } from "../lib/wasm";
import { LoadFailureBoundary } from "./load-failure-boundary";
import { RoutePage } from "./route-page";
import { useScrollToTop } from "./use-scroll-to-top";

// The admin area's frame, fetched with its first page: the public pages' first download does
// not carry it.
const BareLayout = lazy(async () => ({ default: (await import("../components/layout/bare-layout")).BareLayout }));

function Root() {
  useScrollToTop();
  // Above the language: the texts of a language the visitor switches to may fail to arrive.
  return (
    <LoadFailureBoundary>
      <LanguageProvider>
        <Outlet />
      </LanguageProvider>
    </LoadFailureBoundary>
  );
}

// Paths are case-sensitive, as on the server: /Corporators and /corporators are two entries.
const pagesOf = (layout: Layout): RouteObject[] =>
  routeTable
    .filter((route) => route.layout === layout)
    .map((route) => ({ path: route.path, caseSensitive: true, element: <RoutePage route={route} /> }));

const publicPages = pagesOf("public");
const barePages = pagesOf("bare");
const publicLayout = (pages: RouteObject[]): RouteObject => ({ element: <PublicLayout />, children: pages });
const bareLayout = (pages: RouteObject[]): RouteObject => ({
  element: (
    <Suspense>
      <BareLayout />
    </Suspense>
  ),
  children: pages,
});
const root = (layouts: RouteObject[]): RouteObject[] => [{ element: <Root />, children: layouts }];

/** The app's routes, built from wasm-core's route table; anything else is the 404 page. */
const routes: RouteObject[] = root([
  publicLayout([...publicPages, { path: "*", element: <NotFoundPage /> }]),
  bareLayout(barePages),
]);

// react-router ranks and matches every route of the table it is given on every render: at the
// app's start on a phone that was one long task, more than 100 ms at Lighthouse's 4× slower
// processor. Each page's path is known, so the routes given for it are only its branch (the same
// layouts, so nothing is mounted again on moving between pages); any other path gets the table.
const branches = new Map<string, RouteObject[]>([
  ...publicPages.map((page) => [page.path!, root([publicLayout([page])])] as const),
  ...barePages.map((page) => [page.path!, root([bareLayout([page])])] as const),
]);

/** The routes to match `pathname` against: its own branch, or the whole table. */
export const routesFor = (pathname: string): RouteObject[] => branches.get(pathname) ?? routes;
