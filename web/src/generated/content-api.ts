// Generated from the content API's answers (server/src/routes/content/answers.rs): do
// not edit. `npm run generate` writes it anew after a change to them.

import type { Action, Bilingual, Returned, Status } from "./content";

/**
 * `GET …/revisions`: an item's revisions, oldest first, and what visitors see of it now.
 */
export type RevisionList = { revisions: Array<RevisionEntry>, 
/**
 * The version visitors see now, since when, and whether only in the archive; null when
 * they see none.
 */
onSite: ShownNow | null, 
/**
 * When the newest version, published, appears on the site, while it waits for its moment.
 */
appearsAt?: string, };

/**
 * One saved version of an item.
 */
export type RevisionEntry = { version: number, 
/**
 * When it was saved (RFC 3339).
 */
at: string, 
/**
 * Who saved it (empty for what the data directory started with).
 */
by: string, 
/**
 * What it was saved as: a draft, or published at once.
 */
status: Status, 
/**
 * Its content (with its `id`, for an item of a collection).
 */
data: Record<string, unknown>, 
/**
 * Its public change note, if it carried one.
 */
note?: Bilingual, 
/**
 * The revision it restored, if it was a restore.
 */
restoredFrom?: number, 
/**
 * The workflow's steps taken with it after its save, oldest first (from the audit log).
 */
steps: Array<RevisionStep>, };

/**
 * A step taken with a revision: sent for review, approved, returned (with its comment),
 * published by its author without review, moved to the archive, put back on the site.
 */
export type RevisionStep = { action: Action, by: string, 
/**
 * When (RFC 3339).
 */
at: string, 
/**
 * A return's comment.
 */
comment?: string, };

/**
 * The version of an item visitors see now.
 */
export type ShownNow = { 
/**
 * Its version.
 */
version: number, 
/**
 * Since when they see it (RFC 3339); left out for the seed's, which has no date.
 */
since?: string, 
/**
 * Whether they find it only in the archive.
 */
archived: boolean, };

/**
 * `GET /api/content-waiting`: what waits for the signed-in account, newest first in each list.
 */
export type WaitingLists = { 
/**
 * Items in review that they may approve: saved by someone else, if they may publish.
 */
review: Array<Waiting>, 
/**
 * Their versions sent back to draft.
 */
returned: Array<Waiting>, 
/**
 * Their drafts not yet sent.
 */
drafts: Array<Waiting>, };

/**
 * An item waiting for someone: in review, returned, or a draft not yet sent.
 */
export type Waiting = { 
/**
 * The kind's name.
 */
kind: string, id: string, 
/**
 * What the admin area calls it (its title, or a person's name).
 */
label: string, version: number, status: Status, 
/**
 * When its newest version was saved (RFC 3339).
 */
updatedAt: string, updatedBy: string, 
/**
 * Why it was sent back, for a returned version.
 */
returned?: Returned, };
