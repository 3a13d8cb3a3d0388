import { useHydrated } from "./use-hydrated";

// Pages are rendered to HTML when the site is built (scripts/prerender.mjs) and hydrated by the
// browser later, so "today" is not known when the HTML is made: the prerendered page and the
// browser's first render both have none, and the browser fills it in straight after.
let today: Date | undefined;

/** Today's date in the browser; null in prerendered HTML and while the page is being hydrated. */
export function useToday(): Date | null {
  return useHydrated() ? (today ??= new Date()) : null;
}
