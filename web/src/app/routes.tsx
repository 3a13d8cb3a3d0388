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

/** The app's routes, built from wasm-core's route table; anything else is the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <PublicLayout />, children: [...pagesOf("public"), { path: "*", element: <NotFoundPage /> }] },
      {
        element: (
          <Suspense>
            <BareLayout />
          </Suspense>
        ),
        children: pagesOf("bare"),
      },
    ],
  },
];
