// The item editor's state and how each event changes it: what the form holds and the version
// it started from, the stored item, what is wrong with it, what the last save (or review step)
// came to, and the delete in progress. Pure: the editor (item-editor.tsx) does the requests,
// keeps the draft and moves the focus, and says here what happened.
import type { ContentProblems } from "../../../lib/content-rules";
import type { PagesState, ReviewStep, StoredItem } from "./content-api";
import type { Draft } from "./item-draft";
import type { Conflict, SaveStep } from "./saved-message";
import type { Fields } from "./values";

export type Outcome =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "saving" }
  | {
      status: "saved";
      pages: PagesState;
      item: Fields;
      step: SaveStep;
      takenBy?: string;
    }
  | { status: "refused" }
  | { status: "conflict"; conflict: Conflict }
  /** Not saved, for this reason (a refusal, a network failure, the rules not loaded). */
  | { status: "failed"; error: unknown };

export interface EditorState {
  /** What was typed and not saved when the session ended, brought back (until saved or
   * dropped). */
  restored?: Draft;
  /** What the form holds. */
  item: Fields;
  /** The version the form's content started from: a restored draft keeps its own, so saving it
   * over a later save is refused as any stale save is. */
  base?: number;
  /** The item as stored (none: a new item). */
  stored?: StoredItem;
  /** Whether the form holds what is not saved yet (a review step acts on the saved version). */
  unsaved: boolean;
  problems: ContentProblems;
  /** Whether a save has checked the item: from then on the problems follow what is typed. */
  checkedOnce: boolean;
  outcome: Outcome;
  deleting: "no" | "asking" | "busy";
  /** Why the last delete did not happen. */
  deleteFailed?: { error: unknown };
}

/** What a save or a step answered. */
interface Answer {
  item: StoredItem;
  pages: PagesState;
}

export type EditorEvent =
  /** The clerk changed the form. */
  | { type: "edit"; item: Fields }
  /** The rules checked what is typed, after a save had checked it. */
  | { type: "rechecked"; problems: ContentProblems }
  /** A save starts: the rules check the item. */
  | { type: "checking" }
  /** The rules checked the item to save: it is sent when nothing is wrong. */
  | { type: "checked"; problems: ContentProblems }
  /** A save answered with the item saved. */
  | { type: "saved"; answer: Answer }
  /** Someone saved the item first (412). */
  | { type: "conflict"; conflict: Conflict }
  /** The server refused the item, for these problems (422). */
  | { type: "refused"; problems: ContentProblems }
  /** A save, or reading the newest version, failed for this reason. */
  | { type: "failed"; error: unknown }
  /** The newest version was read in place of what is typed. */
  | { type: "loaded"; item: StoredItem }
  /** The restored draft was dropped: the form holds `item` as it was read, at `base`. */
  | { type: "draftDiscarded"; item: Fields; base?: number }
  /** A review step was taken with the saved version. */
  | { type: "stepped"; answer: Answer; step: ReviewStep }
  /** An earlier revision was restored as the newest version. */
  | { type: "revisionRestored"; answer: Answer }
  | { type: "deleteAsked" }
  | { type: "deleteCancelled" }
  | { type: "deleting" }
  | { type: "deleteFailed"; error: unknown };

/** The editor as it opens: with the draft `restored` from the session if there is one, and
 * the message of an item just added (`added`: the answer's pages) if it was. */
export function openEditor(initial: Fields, stored: StoredItem | undefined, restored?: Draft, added?: PagesState): EditorState {
  return {
    restored,
    item: restored?.item ?? initial,
    base: restored?.base ?? stored?.version,
    stored,
    unsaved: restored !== undefined,
    problems: {},
    checkedOnce: false,
    outcome: added ? { status: "saved", pages: added, item: initial, step: "save" } : { status: "idle" },
    deleting: "no",
  };
}

/** The stored item as an answer left it, the form holding it unchanged. */
const holding = (state: EditorState, item: StoredItem): EditorState => ({
  ...state,
  restored: undefined,
  stored: item,
  base: item.version,
  item,
  unsaved: false,
});

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case "edit":
      return {
        ...state,
        item: event.item,
        unsaved: true,
        outcome: state.outcome.status === "saved" ? { status: "idle" } : state.outcome,
      };
    case "rechecked":
      return { ...state, problems: event.problems };
    case "checking":
      return { ...state, outcome: { status: "checking" } };
    case "checked": {
      const refused = Object.keys(event.problems).length > 0;
      return { ...state, checkedOnce: true, problems: event.problems, outcome: { status: refused ? "refused" : "saving" } };
    }
    case "saved": {
      const { item, pages } = event.answer;
      return {
        ...holding(state, item),
        outcome: { status: "saved", pages, item, step: "save", takenBy: item.editing?.by },
      };
    }
    case "conflict":
      return { ...state, outcome: { status: "conflict", conflict: event.conflict } };
    case "refused":
      return { ...state, problems: event.problems, outcome: { status: "refused" } };
    case "failed":
      return { ...state, outcome: { status: "failed", error: event.error } };
    case "loaded":
      return { ...holding(state, event.item), problems: {}, checkedOnce: false, outcome: { status: "idle" } };
    case "draftDiscarded":
      return {
        ...state,
        restored: undefined,
        item: event.item,
        unsaved: false,
        base: event.base,
        problems: {},
        checkedOnce: false,
      };
    case "stepped": {
      const { item, pages } = event.answer;
      return { ...state, stored: item, base: item.version, outcome: { status: "saved", pages, item, step: event.step } };
    }
    case "revisionRestored": {
      const { item, pages } = event.answer;
      return { ...holding(state, item), problems: {}, outcome: { status: "saved", pages, item, step: "restore" } };
    }
    case "deleteAsked":
      return { ...state, deleting: "asking" };
    case "deleteCancelled":
      return { ...state, deleting: "no" };
    case "deleting":
      return { ...state, deleting: "busy", deleteFailed: undefined };
    case "deleteFailed":
      return { ...state, deleting: "no", deleteFailed: { error: event.error } };
  }
}

/** Whether a save is on its way (checked or sent): a second press would add a new item twice. */
export const isBusy = (state: EditorState) => state.outcome.status === "checking" || state.outcome.status === "saving";
