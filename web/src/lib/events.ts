// The events as the public gallery reads them (the content kind `events`, rendered into its page
// and fetched with the other content) and as the admin dashboard reads them (the staff view of
// GET /api/content/events?scope=all, with each event's status).
import { CATEGORIES, STATUSES, type Bilingual, type Event, type ItemMeta, type Status } from "../generated/content";

/** An event of the API: an event of the `events` content, with whether its day is over in
 * India as the server says when it sends the list (absent: not said, as in an event being
 * edited, which counts as to come). */
export type GalleryEvent = Event & Pick<ItemMeta, "past">;

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

/** Where an event stands, as staff see it: `scheduled` is published, waiting for its moment. */
export type EventStatus = Status | "scheduled" | "pastItsTime";

/** An event as staff see it (its newest version), with where it stands. */
export interface StaffEvent extends GalleryEvent {
  status: EventStatus;
}

/** The events of `GET /api/content/events?scope=all` (`{items}`), with their status. */
export function parseStaffEvents(body: unknown): StaffEvent[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error("GET /api/content/events did not answer its items");
  return items
    .filter((item): item is GalleryEvent & { status: string; scheduled?: boolean; pastItsTime?: boolean } => {
      return isEvent(item) && (STATUSES as readonly unknown[]).includes((item as { status?: unknown }).status);
    })
    .map((item) => ({ ...item, location: item.location ?? null, status: shownStatus(item) as EventStatus }));
}

/**
 * The status to show of an item of the staff API (`status`; `scheduled` when its version on
 * the site waits for its moment, `pastItsTime` when that version's last day has passed): the
 * name under `content.statusName.` in the catalogs.
 */
export function shownStatus(item: { status: string; scheduled?: boolean; pastItsTime?: boolean }): string {
  if (item.status !== "published") return item.status;
  return item.scheduled ? "scheduled" : item.pastItsTime ? "pastItsTime" : "published";
}

export { pickText } from "./pick-text";
