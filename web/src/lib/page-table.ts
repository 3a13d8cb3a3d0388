// The table of pages (app/pages.ts names each page's component and catalog parts) as a page may
// read it: a page that renders another page, the admin area's preview, is handed the table by
// the page that renders it (app/route-page.tsx) rather than importing it, since the table itself
// fetches the admin area's pages.
import { createContext, use, type ComponentType } from "react";
import type { CatalogPart } from "./catalogs/parts";
import type { PageProps } from "./page-props";

export interface Page {
  Component: ComponentType<PageProps>;
  /** Catalog parts the page's texts are in, besides the shell. */
  parts: readonly CatalogPart[];
  /** Starts fetching the component's chunk (a page of the first download has none). */
  preload?: () => void;
  /** Rendered only for a signed-in admin, so never rendered to HTML at build time; its name is
   * in the admin area's texts, so its heading is shown with them. */
  signedIn?: true;
  /** Renders its own heading, from its content (a document's title). */
  titled?: true;
}

/** Page id (wasm-core's route table) → page; a page without one shows its heading. */
export type PageTable = Partial<Record<string, Page>>;

export const PageTableContext = createContext<PageTable>({});

/** The table of pages, as the page being rendered was handed it. */
export const usePageTable = (): PageTable => use(PageTableContext);
