// The checks the form runs before it sends anything: wasm-core's event rules, each chosen
// image by its bytes, and the titles against the loaded events.
import { eventProblems, imageProblems, titleKey } from "../../../lib/forms";
import type { GalleryEvent } from "../../../lib/events";
import { draftOf, type EventValues } from "./event-values";
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

/** Everything wrong with a submission, by field; empty when it may be sent. */
export async function checkEvent(submission: Submission): Promise<Problems> {
  const { values, files, keptImages, events, editingId } = submission;
  const fields = problemsOf(eventProblems(draftOf(values, keptImages + files.length)));
  const perFile = await Promise.all(
    files.map(async (file) => (await imageProblems(file)).map((code) => fileProblem(file, code))),
  );
  const images = perFile.flat();
  return mergeProblems(fields, images.length ? { images } : {}, duplicateTitles(values, events, editingId));
}

export const hasProblems = (problems: Problems): boolean => Object.values(problems).some((list) => list.length > 0);
