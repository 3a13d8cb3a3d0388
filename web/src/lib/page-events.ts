// The events a page came with. The server draws the events gallery with its events in the
// page (server/src/site/gallery.rs) and hands the app the same events in a JSON data block, so
// the app takes the drawn cards over as they stand instead of asking for the events again.
import { parseEvents, type GalleryEvent } from "./events";

/** The id of the page's `<script type="application/json">` that holds the events (placed by
 * features/events/gallery-kit.tsx, filled by the server). */
export const PAGE_EVENTS_ID = "page-events";

/** The events the server drew this page with, if it did. */
export function pageEvents(): GalleryEvent[] | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById(PAGE_EVENTS_ID)?.textContent;
  if (!text) return null;
  try {
    return parseEvents(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Drops them once the page has been taken over: they tell how the page was drawn, and a later
 * visit of the gallery in the same tab asks the server for the events of that moment. */
export function forgetPageEvents() {
  document.getElementById(PAGE_EVENTS_ID)?.remove();
}
