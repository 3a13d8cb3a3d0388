// What was typed into an item and not saved, and the version it started from, kept for the
// browser tab's session: a session that ends mid-edit sends the clerk to sign in again, and the
// editor opens with it after the next sign-in.
import type { Fields } from "./values";

export interface Draft {
  base?: number;
  item: Fields;
}

/** The storage key of the draft of item `id` of `kind` (`new`: an item not added yet). */
export const draftStorageKey = (kind: string, id: string | undefined) => `smc-content-draft:${kind}:${id ?? "new"}`;

export function readDraft(key: string): Draft | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(key: string, draft: Draft) {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still holds it.
  }
}

export function dropDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
