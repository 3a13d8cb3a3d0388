// The pure rules the gallery applies to the events of GET /api/events (lib/events.ts).
import { CATEGORIES, type Category } from "../../generated/content";
import type { GalleryEvent } from "../../lib/events";
import { eventPreview } from "../../lib/wasm";

/** The filter: one category or every event (all, cultural, health, environment). */
export type Filter = Category | "all";

/** The card's preview of a description: its first 100 characters (code points, so
 * Devanagari counts by letters) and "...", by the rule the server's rendered gallery also uses
 * (wasm-core `model/events.rs`). */
export const truncate = eventPreview;

/** The categories that have at least one event, in the filter's fixed order. */
export function categoriesPresent(events: readonly GalleryEvent[]): Category[] {
  return CATEGORIES.filter((category) => events.some((event) => event.category === category));
}

/** The events the filter lets through, in their order. */
export function filterEvents(events: readonly GalleryEvent[], filter: Filter): GalleryEvent[] {
  return filter === "all" ? [...events] : events.filter((event) => event.category === filter);
}

/** The events to come, soonest first, and those whose day is over (`past`, as the server marks
 * them at the moment it sends the list), newest first; `events` are newest first. */
export function splitByDay(events: readonly GalleryEvent[]): { upcoming: GalleryEvent[]; past: GalleryEvent[] } {
  const past = events.filter((event) => event.past === true);
  const upcoming = events
    .filter((event) => event.past !== true)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return { upcoming, past };
}
