import { lazy, Suspense, type ReactElement } from "react";
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

const root = <Root />;
const layouts: Record<Layout, ReactElement> = {
  public: <PublicLayout />,
  bare: (
    <Suspense>
      <BareLayout />
    </Suspense>
  ),
};

/** The branch of the routes of each page's path: the page under its layout and the root. */
const branches = new Map<string, RouteObject[]>();

// Paths are case-sensitive, as on the server: /Corporators and /corporators are two entries.
const pagesOf = (layout: Layout): RouteObject[] =>
  routeTable
    .filter((route) => route.layout === layout)
    .map((route) => {
      const page = { path: route.path, caseSensitive: true, element: <RoutePage route={route} /> };
      branches.set(route.path, [{ element: root, children: [{ element: layouts[layout], children: [page] }] }]);
      return page;
    });

/** The app's routes, built from wasm-core's route table; anything else is the 404 page. */
export const routes: RouteObject[] = [
  {
    element: root,
    children: [
      { element: layouts.public, children: [...pagesOf("public"), { path: "*", element: <NotFoundPage /> }] },
      { element: layouts.bare, children: pagesOf("bare") },
    ],
  },
];

/**
 * The routes react-router is to match for `pathname`: only the branch of its page when the path
 * is one of the route table's as written, else all of them (the 404 page, or a path written
 * otherwise, which react-router reads as it always does). react-router ranks and matches every
 * route it is given on each render, which for the whole table was one task of about 130 ms on
 * Lighthouse's slowed phone while the app took a page over; every page has a path of its own,
 * so a lookup finds the one branch, in the same tree of elements: the layouts stay mounted.
 */
export const routesFor = (pathname: string): RouteObject[] => branches.get(pathname) ?? routes;
