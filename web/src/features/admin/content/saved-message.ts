// What the editor says after a save or a review step: exactly what visitors see now and when
// that changes. A draft or a version in review is not on the site (an older version may be);
// a version that waits for its moment appears then; only what is on the site's current lists now
// gets the link to its public page. And when a save is refused because someone saved the item
// first: what they saved, and what visitors see now.
import { shownStatus } from "../../../lib/events";
import type { PagesState, ReviewStep, StoredItem } from "./content-api";

/** What was done: a save (of a new item too), a restored revision, or a review step. */
export type SaveStep = "save" | "restore" | ReviewStep;

/** The message: its catalog keys with their values, in order, and whether the public page
 * shows the item now (the message then links to it). */
export interface SavedMessage {
  lines: { key: string; values?: Record<string, string | number> }[];
  onSiteNow: boolean;
}

/**
 * The message after `step` left the item as `item` (the server's answer) and the public pages
 * in `pages`; `when` writes a moment as a clerk reads it (India time); `archives`: whether the
 * item's kind keeps an archive for what is past its last day.
 */
export function savedMessage(
  step: SaveStep,
  item: Pick<StoredItem, "status" | "scheduled" | "pastItsTime" | "onSite"> & { publishAt?: unknown },
  pages: PagesState,
  when: (moment: string) => string,
  archives: boolean,
): SavedMessage {
  // An older version that visitors still see while this one waits.
  const older = item.onSite === undefined ? [] : [{ key: "review.onSite", values: { version: item.onSite } }];
  if (step === "return") return { lines: [{ key: "review.done.return" }, ...older], onSiteNow: false };
  // The public page the editor links to lists what is current; an archived item is not there.
  if (step === "archive") return { lines: [{ key: "review.done.archive" }], onSiteNow: false };
  // Back among the current items: said as such, then as a publish is.
  const back = step === "unarchive" ? [{ key: "review.done.unarchive" }] : [];
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
    // Published with a last day already past: in the archive of a kind that keeps one, else
    // seen by no one.
    case "pastItsTime":
      return { lines: [{ key: archives ? "content.saved.archived" : "content.saved.pastItsTime" }], onSiteNow: false };
    default:
      return {
        lines: [
          ...back,
          { key: pages === "failed" ? "content.saved.notRendered" : pages === "pending" ? "content.saved.pending" : "content.saved.rendered" },
        ],
        onSiteNow: pages !== "failed",
      };
  }
}

/** What a 412 `stale_version` says of the item as it is now (`ApiError.details`). */
export interface Conflict {
  version?: number;
  savedBy?: string;
  savedAt?: string;
  /** `draft`, `review`, `published` or `archived`. */
  savedAs?: string;
  /** When their published version appears, while it waits for its moment. */
  appearsAt?: string;
  /** The version visitors see now; null when they see none; undefined when not said. */
  onSite?: { version: number; since?: string; archived: boolean } | null;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The conflict a 412's `details` describe, keeping only what has the expected shape. */
export function conflictOf(details: Record<string, unknown>): Conflict {
  const site = details.onSite;
  let onSite: Conflict["onSite"];
  if (site === null) onSite = null;
  else if (typeof site === "object" && typeof (site as { version?: unknown }).version === "number") {
    const { version, since, archived } = site as { version: number; since?: unknown; archived?: unknown };
    onSite = { version, since: text(since), archived: archived === true };
  }
  return {
    version: typeof details.version === "number" ? details.version : undefined,
    savedBy: text(details.savedBy),
    savedAt: text(details.savedAt),
    savedAs: text(details.savedAs),
    appearsAt: text(details.appearsAt),
    onSite,
  };
}

type Line = SavedMessage["lines"][number];

/** What they saved: who, when and as what. */
function whatTheySaved(conflict: Conflict, when: (moment: string) => string): Line[] {
  const { savedBy: name, savedAt, savedAs, appearsAt } = conflict;
  if (savedAt === undefined) return [];
  const time = when(savedAt);
  if (name === undefined) return [{ key: "content.conflict.savedAt", values: { time } }];
  const as =
    savedAs === "published" && appearsAt !== undefined
      ? "scheduled"
      : ["draft", "review", "published", "archived"].includes(savedAs ?? "")
        ? savedAs
        : undefined;
  if (as === undefined) return [{ key: "content.conflict.savedBy", values: { name, time } }];
  const values: Record<string, string> = { name, time };
  if (as === "scheduled") values.appears = when(String(appearsAt));
  return [{ key: `content.conflict.saved.${as}`, values }];
}

/** What visitors see now: their version, an older one, or nothing. */
function whatIsOnSite(conflict: Conflict, when: (moment: string) => string): Line[] {
  const { onSite, savedAs, appearsAt, version } = conflict;
  if (onSite === undefined) return [];
  if (onSite === null) {
    if (appearsAt !== undefined) return [{ key: "content.conflict.site.notYet" }];
    return [{ key: savedAs === "draft" || savedAs === "review" ? "content.conflict.site.none" : "content.conflict.site.over" }];
  }
  const archive = onSite.archived ? [{ key: "content.conflict.site.inArchive" }] : [];
  if (onSite.version === version) return [{ key: "content.conflict.site.theirs" }, ...archive];
  const older =
    onSite.since === undefined
      ? { key: "content.conflict.site.olderUndated" }
      : { key: "content.conflict.site.older", values: { time: when(onSite.since) } };
  return [older, ...archive];
}

/** The message of a save refused because someone saved the item first (412): that it was
 * not saved, what they saved, and what visitors see now; `when` writes a moment as a clerk
 * reads it (India time). */
export function conflictMessage(conflict: Conflict, when: (moment: string) => string): Line[] {
  return [{ key: "content.conflict.message" }, ...whatTheySaved(conflict, when), ...whatIsOnSite(conflict, when)];
}
