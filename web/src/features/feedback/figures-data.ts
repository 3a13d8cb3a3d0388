// The public figures of citizens' messages. The page's address is rendered by the server for
// each request with them (server/src/routes/feedback_figures.rs, key `feedback-figures`), which
// the page carries like the content lists it read: it reads in full before and without any
// script, and the app hydrates it without asking again. Reached within the app, the page asks
// GET /api/feedback/figures.
import type { FeedbackFigures } from "../../generated/content";
import { getJson } from "../../lib/api";
import { carried } from "../../lib/content/carried";
import type { ContentStore } from "../../lib/content/store";
import { formatDay } from "../../lib/dates";
import type { Lang } from "../../lib/wasm";

export type { FeedbackFigures, Figures } from "../../generated/content";

/** The key the rendered page carries the figures under. */
export const FIGURES_KEY = "feedback-figures";

/** The figures the rendered page carries in `store`, if it carries them. */
export function carriedFigures(store: ContentStore): FeedbackFigures | undefined {
  return carried<FeedbackFigures>(store, FIGURES_KEY);
}

/** Forgets the server's figures once the app has shown them: a later visit asks afresh. */
export function forgetCarriedFigures(store: ContentStore) {
  store.forget([FIGURES_KEY]);
}

/** The figures now, from the API. */
export function readFigures(signal?: AbortSignal): Promise<FeedbackFigures> {
  return getJson<FeedbackFigures>("/feedback/figures", { signal });
}

/** A month (`YYYY-MM`) as the page language names it: `November 2026`, `नवंबर 2026` (the site's
 * long day, without the day). */
export function monthName(month: string, lang: Lang): string {
  return formatDay(`${month}-01`, lang).replace(/^1 /, "");
}
