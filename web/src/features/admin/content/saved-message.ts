// What the editor says after a save or a review step: exactly what visitors see now and when
// that changes. A draft or a version in review is not on the site (an older version may be);
// a version that waits for its moment appears then; only what is on the site's current lists now
// gets the link to its public page.
import { shownStatus } from "../../../lib/events";
import type { PagesState, StoredItem } from "./content-api";

/** What was done: a save (of a new item too), a restored revision, or a review step. */
export type SaveStep = "save" | "restore" | "submit" | "approve" | "return" | "archive";

/** The message: its catalog keys with their values, in order, and whether the public page
 * shows the item now (the message then links to it). */
export interface SavedMessage {
  lines: { key: string; values?: Record<string, string | number> }[];
  onSiteNow: boolean;
}

/**
 * The message after `step` left the item as `item` (the server's answer) and the public pages
 * in `pages`; `when` writes a moment as a clerk reads it (India time).
 */
export function savedMessage(
  step: SaveStep,
  item: Pick<StoredItem, "status" | "scheduled" | "onSite"> & { publishAt?: unknown },
  pages: PagesState,
  when: (moment: string) => string,
): SavedMessage {
  // An older version that visitors still see while this one waits.
  const older = item.onSite === undefined ? [] : [{ key: "review.onSite", values: { version: item.onSite } }];
  if (step === "return") return { lines: [{ key: "review.done.return" }, ...older], onSiteNow: false };
  // The public page the editor links to lists what is current; an archived item is not there.
  if (step === "archive") return { lines: [{ key: "review.done.archive" }], onSiteNow: false };
  switch (shownStatus(item)) {
    case "draft":
      return { lines: [{ key: "review.done.draft" }, ...older], onSiteNow: false };
    case "review":
      return { lines: [{ key: step === "submit" ? "review.done.submit" : "content.saved.review" }, ...older], onSiteNow: false };
    case "scheduled":
      return {
        // A version waits for its moment only when it has one.
        lines: [{ key: "content.saved.scheduled", values: { time: when(String(item.publishAt)) } }, ...older],
        onSiteNow: false,
      };
    case "archived":
      return { lines: [{ key: "content.saved.archived" }], onSiteNow: false };
    default:
      return {
        lines: [{ key: pages === "failed" ? "content.saved.notDrawn" : pages === "pending" ? "content.saved.pending" : "content.saved.drawn" }],
        onSiteNow: pages !== "failed",
      };
  }
}
