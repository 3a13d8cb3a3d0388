// What the server tells the page it is rendering, through React (`PageBeingRenderedContext`,
// provided by src/render/): the content lists the page reads, known before it is rendered, from
// which its "Last updated" line is rendered (components/layout/last-updated.tsx); and a place for
// the title the page rendered (components/page-title.tsx), which names the browser tab. The lists
// themselves come from the page's content store, which reaches it through React too (store.ts
// `ContentContext`). In the browser there is none: the app hydrates with the lists of the rendered
// page, which its store keeps (store.ts `renderedLists`), and the title is set on the document.
import { createContext } from "react";
import type { List } from "./store";

/** One page being rendered on the server. */
export interface PageBeingRendered {
  /** The lists it reads. */
  readonly lists: readonly (List | undefined)[];
  /** The heading it rendered, for a page titled by its content (a document's page). */
  title?: string;
}

export const PageBeingRenderedContext = createContext<PageBeingRendered | null>(null);
