// The review calls (server/src/routes/review.rs): what is due for review, the accounts that may
// own items, an item's owner, review day and checks, a change of its owner and day, and
// "checked, still correct".
import type { DueItem, ReviewState } from "../../../generated/content";
import { getJson, sendJson } from "../../../lib/api";
import { queryOf, type DueFilters } from "./due-filters";

export type { Check, DueItem, ReviewState } from "../../../generated/content";

/** GET /api/review: the day it is in India, and the items due then or before, the longest due
 * first. */
export interface DueList {
  today: string;
  items: DueItem[];
}

export function readDue(filters: DueFilters, signal?: AbortSignal): Promise<DueList> {
  return getJson<DueList>(`/review${queryOf(filters)}`, { signal });
}

/** The usernames of the accounts that may be named owners (the active ones). */
export async function readOwners(signal?: AbortSignal): Promise<string[]> {
  return (await getJson<{ owners: string[] }>("/review/owners", { signal })).owners;
}

const itemPath = (kind: string, id: string) => `/review/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

export function readReviewState(kind: string, id: string, signal?: AbortSignal): Promise<ReviewState> {
  return getJson<ReviewState>(itemPath(kind, id), { signal });
}

/** Names the owner and the day to review the item by (`YYYY-MM-DD`, or "" for its kind's own). */
export async function setReview(kind: string, id: string, owner: string, reviewBy: string): Promise<ReviewState> {
  return (await sendJson<ReviewState>("PUT", itemPath(kind, id), { owner, reviewBy }))!;
}

/** "Checked, still correct": a check recorded with the item, without a new version. */
export async function markChecked(kind: string, id: string): Promise<ReviewState> {
  return (await sendJson<ReviewState>("POST", `${itemPath(kind, id)}/checked`))!;
}
