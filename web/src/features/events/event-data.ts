// The pure rules the gallery applies to the events of GET /api/events (lib/events.ts).
import { CATEGORIES, type Category, type GalleryEvent } from "../../lib/events";

/** The filter: one category or every event (specification section 9: all, cultural, …). */
export type Filter = Category | "all";

/** Specification section 9: the card shows this many characters of the description. */
export const PREVIEW_LENGTH = 100;

/** `text` cut to `max` characters (code points, so Devanagari counts by letters, not bytes)
 * followed by "...", or unchanged when it is not longer. */
export function truncate(text: string, max = PREVIEW_LENGTH): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join("")}...` : text;
}

/** The categories that have at least one event, in the filter's fixed order. */
export function categoriesPresent(events: readonly GalleryEvent[]): Category[] {
  return CATEGORIES.filter((category) => events.some((event) => event.category === category));
}

/** The events the filter lets through, in their order. */
export function filterEvents(events: readonly GalleryEvent[], filter: Filter): GalleryEvent[] {
  return filter === "all" ? [...events] : events.filter((event) => event.category === filter);
}
