// The checks the form runs before it sends anything: the rules of the content kind `events`
// (wasm-core's, the same the server runs on every save of an event), each chosen image by its
// bytes, and the titles against the loaded events.
import { contentProblems } from "../../../lib/content-rules";
import { imageProblems, titleKey } from "../../../lib/forms";
import { CATEGORIES } from "../../../generated/content";
import type { GalleryEvent } from "../../../lib/events";
import { payloadOf, type EventValues } from "./event-values";
import { DUPLICATE_TITLE, fileProblem, mergeProblems, problemsOf, type Problems } from "./problems";

export interface Submission {
  values: EventValues;
  /** New image files chosen in the form. */
  files: readonly File[];
  /** Images of the edited event that stay (0 when adding). */
  keptImages: number;
  /** The events loaded on the dashboard. */
  events: readonly GalleryEvent[];
  /** The event being edited, which may keep its own titles. */
  editingId: string | null;
}

/** The titles that another event already has, in either language (the server answers 409). */
export function duplicateTitles(values: EventValues, events: readonly GalleryEvent[], editingId: string | null): Problems {
  const taken = new Set(
    events.filter((event) => event.id !== editingId).flatMap((event) => [titleKey(event.title.en), titleKey(event.title.hi)]),
  );
  const problems: Problems = {};
  for (const field of ["title.en", "title.hi"] as const) {
    const key = titleKey(values[field]);
    if (key && taken.has(key)) problems[field] = [DUPLICATE_TITLE];
  }
  return problems;
}

/**
 * What the kind's rules find wrong with the event the form would save, with `imageCount`
 * images (each new file stands for the name the server will give it).
 */
export function ruleProblems(values: EventValues, imageCount: number): Problems {
  const images = Array.from({ length: imageCount }, (_, n) => `/uploads/image-${n}.png`);
  const item = { ...payloadOf(values), images };
  const found = contentProblems("events", item, {});
  // A category not chosen stops the reading of the item: the other fields are asked about
  // with one chosen, so that every problem is shown at once.
  const rest = found.category ? contentProblems("events", { ...item, category: CATEGORIES[0] }, {}) : {};
  return problemsOf({ ...rest, ...found });
}

/** Everything wrong with a submission, by field; empty when it may be sent. */
export async function checkEvent(submission: Submission): Promise<Problems> {
  const { values, files, keptImages, events, editingId } = submission;
  const fields = ruleProblems(values, keptImages + files.length);
  const perFile = await Promise.all(
    files.map(async (file) => (await imageProblems(file)).map((code) => fileProblem(file, code))),
  );
  const images = perFile.flat();
  return mergeProblems(fields, images.length ? { images } : {}, duplicateTitles(values, events, editingId));
}

export const hasProblems = (problems: Problems): boolean => Object.values(problems).some((list) => list.length > 0);
