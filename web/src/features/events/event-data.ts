// The events of GET /api/events and the pure rules the gallery applies to them.
import type { Bilingual } from "../../config/site";
import type { Lang } from "../../lib/wasm";

export const CATEGORIES = ["cultural", "health", "environment"] as const;
export type Category = (typeof CATEGORIES)[number];
/** The filter: one category or every event (specification section 9: all, cultural, …). */
export type Filter = Category | "all";

export interface GalleryEvent {
  id: string;
  title: Bilingual;
  description: Bilingual;
  date: string;
  location: Bilingual | null;
  category: Category;
  images: string[];
}

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

/** A text in the page language, or in the other one (with its language) when that is empty. */
export function pickText(text: Bilingual, lang: Lang): { text: string; lang: Lang } {
  if (text[lang].trim()) return { text: text[lang], lang };
  const other: Lang = lang === "en" ? "hi" : "en";
  return { text: text[other], lang: other };
}


function isBilingual(value: unknown): value is Bilingual {
  const v = value as Bilingual | null;
  return typeof v === "object" && v !== null && typeof v.en === "string" && typeof v.hi === "string";
}

/** The events of a response body, dropping records that do not follow the contract. */
export function parseEvents(body: unknown): GalleryEvent[] {
  if (!Array.isArray(body)) throw new Error("GET /api/events did not answer a list");
  return body.filter(
    (e): e is GalleryEvent =>
      typeof e === "object" &&
      e !== null &&
      typeof e.id === "string" &&
      isBilingual(e.title) &&
      isBilingual(e.description) &&
      typeof e.date === "string" &&
      (e.location == null || isBilingual(e.location)) &&
      (CATEGORIES as readonly string[]).includes(e.category) &&
      Array.isArray(e.images) &&
      e.images.every((src: unknown) => typeof src === "string"),
  ).map((e) => ({ ...e, location: e.location ?? null }));
}
