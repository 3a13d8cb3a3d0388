// What the server tells the page it is drawing, through React (`DrawnPageContext`, provided by
// src/render/): the content lists the page reads, known before it is drawn, from which its
// "Last updated" line is drawn (components/layout/last-updated.tsx); and a place for the title
// the page drew (components/page-title.tsx), which names the browser tab. In the browser there
// is none: the app hydrates with the lists of the drawn page (store.ts `drawnLists`), and the
// title is set on the document.
import { createContext } from "react";
import type { List } from "./store";

/** One page being drawn on the server. */
export interface DrawnPage {
  /** The lists it reads. */
  readonly lists: readonly (List | undefined)[];
  /** The heading it drew, for a page titled by its content (a document's page). */
  title?: string;
}

export const DrawnPageContext = createContext<DrawnPage | null>(null);
