// The events of GET /api/events (README.md "API"), as the public gallery and the admin
// dashboard read them.
import type { Bilingual, Event } from "../generated/content";

export const CATEGORIES = ["cultural", "health", "environment"] as const;
export type Category = (typeof CATEGORIES)[number];

/** An event of the API. */
export interface GalleryEvent {
  id: string;
  title: Bilingual;
  description: Bilingual;
  date: string;
  location: Bilingual | null;
  category: Category;
  /** Site paths: /images/events/… or /uploads/…. */
  images: string[];
  /** Whether its day is over in India, as the server says when it sends the list (absent:
   * not said, as in an event being edited, which counts as to come). */
  past?: boolean;
}

function isBilingual(value: unknown): value is Bilingual {
  const v = value as Bilingual | null;
  return typeof v === "object" && v !== null && typeof v.en === "string" && typeof v.hi === "string";
}

function isEvent(value: unknown): value is GalleryEvent {
  const e = value as Record<string, unknown> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.id === "string" &&
    isBilingual(e.title) &&
    isBilingual(e.description) &&
    typeof e.date === "string" &&
    (e.location == null || isBilingual(e.location)) &&
    (CATEGORIES as readonly unknown[]).includes(e.category) &&
    Array.isArray(e.images) &&
    e.images.every((src) => typeof src === "string")
  );
}

/** An event of the `events` content as the gallery shows it. */
export function galleryEvent(event: Event): GalleryEvent {
  return { ...event, location: event.location ?? null };
}

/** The events of a response body, dropping records that do not follow the contract. */
export function parseEvents(body: unknown): GalleryEvent[] {
  if (!Array.isArray(body)) throw new Error("GET /api/events did not answer a list");
  return body.filter(isEvent).map((event) => ({ ...event, location: event.location ?? null }));
}

export { pickText } from "./pick-text";
