// What the event form holds, and how it becomes the API's multipart body.
import type { GalleryEvent } from "../../../lib/events";

/** The typed fields of the form, named as the API names its validation fields. */
export const TEXT_FIELDS = [
  "title.en",
  "title.hi",
  "description.en",
  "description.hi",
  "date",
  "category",
  "location.en",
  "location.hi",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type FieldName = TextField | "images";

/** Every field in the order of the form: the first one with a problem gets focus. */
export const FIELDS: readonly FieldName[] = [...TEXT_FIELDS, "images"];

export type EventValues = Record<TextField, string>;

/** The id of a field's control (and the target of the error summary's links). */
export const fieldId = (field: FieldName): string => `dashboard-${field.replace(".", "-")}`;

export function emptyValues(): EventValues {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as EventValues;
}

/** The form filled with an event, for editing it. */
export function valuesOf(event: GalleryEvent): EventValues {
  return {
    "title.en": event.title.en,
    "title.hi": event.title.hi,
    "description.en": event.description.en,
    "description.hi": event.description.hi,
    date: event.date,
    category: event.category,
    "location.en": event.location?.en ?? "",
    "location.hi": event.location?.hi ?? "",
  };
}

const clean = (text: string) => text.normalize("NFC").trim();
const pair = (values: EventValues, name: "title" | "description" | "location") => ({
  en: clean(values[`${name}.en`]),
  hi: clean(values[`${name}.hi`]),
});

/** The `data` part of a create or update: the texts trimmed, no place as null. */
export function payloadOf(values: EventValues) {
  const location = pair(values, "location");
  return {
    title: pair(values, "title"),
    description: pair(values, "description"),
    date: values.date,
    category: values.category,
    location: location.en || location.hi ? location : null,
  };
}

/**
 * The multipart body: POST /api/events takes `data` and `images`; PUT …/by-title takes `data`
 * (with `removeImages`) and `newImages`.
 */
export function formDataOf(values: EventValues, files: readonly File[], removeImages?: readonly string[]): FormData {
  const form = new FormData();
  const data = removeImages ? { ...payloadOf(values), removeImages } : payloadOf(values);
  form.append("data", JSON.stringify(data));
  for (const file of files) form.append(removeImages ? "newImages" : "images", file, file.name);
  return form;
}

/** The id of an event card's Edit button (focus goes back there when editing is cancelled). */
export const editButtonId = (eventId: string): string => `dashboard-edit-${eventId}`;
