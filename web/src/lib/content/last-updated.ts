// The day a page's content last changed: the newest `updatedAt` (when the version visitors see
// went on the site) among the items of the lists the page reads, which are the lists its rendered
// HTML carries and the server notes for it (store.ts), as the day it was in India; the day the
// site was built when none has one (a page that reads no dated content, or only the seed's
// items). The one computation of it: the pages' "Last updated" line and the footer
// (components/layout/last-updated.tsx), and the sitemap and the feeds, read it here.
//
// And the day the content was last checked and found still correct (the newest `checkedAt`, a
// check made since the version visitors see went on the site), which the "Last updated" line
// also says when it is a later day than the last change.
import { indiaDay } from "../dates";
import type { List } from "./store";

/** The newest `updatedAt` among the items of `lists` (as sent, RFC 3339), or "" when no item
 * has one. Lists not here yet (`undefined`) count for nothing. */
export function newestUpdate(lists: Iterable<List | undefined>): string {
  let newest = "";
  let newestMs = -Infinity;
  for (const list of lists) {
    for (const { updatedAt } of list?.items ?? []) {
      const ms = Date.parse(updatedAt); // NaN for the seed's "", which is never newer
      if (ms > newestMs) {
        newest = updatedAt;
        newestMs = ms;
      }
    }
  }
  return newest;
}

/** The day (`YYYY-MM-DD`, in India) a page reading `lists` last changed; `builtOn` (the day the
 * site was built) when no item has a date. */
export function lastUpdatedDay(lists: Iterable<List | undefined>, builtOn: string = BUILD_DAY): string {
  const newest = newestUpdate(lists);
  return newest ? indiaDay(newest) : builtOn;
}

/** The newest `checkedAt` among the items of `lists` (RFC 3339), or "" when no item has one. */
export function newestCheck(lists: Iterable<List | undefined>): string {
  let newest = "";
  let newestMs = -Infinity;
  for (const list of lists) {
    for (const { checkedAt } of list?.items ?? []) {
      if (!checkedAt) continue;
      const ms = Date.parse(checkedAt);
      if (ms > newestMs) {
        newest = checkedAt;
        newestMs = ms;
      }
    }
  }
  return newest;
}

/** The day (`YYYY-MM-DD`, in India) the content of a page reading `lists` was last checked and
 * found still correct, when that is a later day than it last changed (`lastUpdatedDay`); else
 * "" (no check, or one on the day of the change or before, which says nothing more). */
export function checkedDay(lists: readonly (List | undefined)[], builtOn: string = BUILD_DAY): string {
  const newest = newestCheck(lists);
  if (!newest) return "";
  const day = indiaDay(newest);
  return day > lastUpdatedDay(lists, builtOn) ? day : "";
}
