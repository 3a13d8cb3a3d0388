// The dashboard's writes (`/api/events`, README.md "API"); the event's English title is its key.
import { sendForm, sendJson } from "../../../lib/api";
import type { GalleryEvent } from "../../../lib/events";
import { formDataOf, type EventValues } from "./event-values";

const byTitle = (event: GalleryEvent) => `/events/by-title?title=${encodeURIComponent(event.title.en)}`;

/**
 * Creates the event (POST /api/events) or, with `editing`, updates that event (PUT
 * …/by-title), dropping the images in `removeImages`. `onProgress` gets the fraction sent.
 */
export function saveEvent(
  values: EventValues,
  files: readonly File[],
  editing: GalleryEvent | null,
  removeImages: readonly string[],
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  if (editing) return sendForm("PUT", byTitle(editing), formDataOf(values, files, removeImages), onProgress);
  return sendForm("POST", "/events", formDataOf(values, files), onProgress);
}

/** Deletes the event (DELETE …/by-title). */
export async function deleteEvent(event: GalleryEvent): Promise<void> {
  await sendJson("DELETE", byTitle(event));
}
