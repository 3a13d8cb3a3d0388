import { describe, expect, it } from "vitest";
import type { StoredItem } from "./content-api";
import { editorReducer, isBusy, openEditor, type EditorEvent, type EditorState } from "./item-editor-state";

const initial = { title: { en: "Water supply", hi: "जल आपूर्ति" } };
const stored = (version: number, more: Partial<StoredItem> = {}): StoredItem => ({
  ...initial,
  id: "water",
  version,
  status: "published",
  updatedAt: "2026-11-20T10:00:00Z",
  ...more,
});
const typed = { title: { en: "Water supply cut", hi: "जल आपूर्ति बंद" } };
const run = (state: EditorState, ...events: EditorEvent[]) => events.reduce(editorReducer, state);

describe("the item editor opens", () => {
  it("with the item as read, at its version, nothing unsaved or said", () => {
    const state = openEditor(initial, stored(3));
    expect(state).toMatchObject({ item: initial, base: 3, unsaved: false, problems: {}, checkedOnce: false, deleting: "no" });
    expect(state.restored).toBeUndefined();
    expect(state.outcome).toEqual({ status: "idle" });
  });

  it("with a draft restored from the session, at the version it started from, unsaved", () => {
    const draft = { base: 2, item: typed };
    const state = openEditor(initial, stored(3), draft);
    expect(state).toMatchObject({ restored: draft, item: typed, base: 2, unsaved: true });
  });

  it("a new item has no version, and one just added says it was saved", () => {
    expect(openEditor(initial, undefined).base).toBeUndefined();
    const added = openEditor(initial, stored(1), undefined, "rendered");
    expect(added.outcome).toEqual({ status: "saved", pages: "rendered", item: initial, step: "save" });
  });
});

describe("editing", () => {
  it("holds what is typed as unsaved, and clears the message of the last save", () => {
    const state = run(openEditor(initial, stored(3), undefined, "rendered"), { type: "edit", item: typed });
    expect(state).toMatchObject({ item: typed, unsaved: true, base: 3 });
    expect(state.outcome).toEqual({ status: "idle" });
  });

  it("leaves any other outcome said", () => {
    const failed = run(openEditor(initial, stored(3)), { type: "failed", error: "offline" }, { type: "edit", item: typed });
    expect(failed.outcome).toEqual({ status: "failed", error: "offline" });
  });

  it("shows the problems checked again as the clerk types", () => {
    const state = run(openEditor(initial, stored(3)), { type: "rechecked", problems: { "title.hi": ["required"] } });
    expect(state.problems).toEqual({ "title.hi": ["required"] });
  });
});

describe("saving", () => {
  const opened = openEditor(initial, stored(3));

  it("is busy while the rules check the item and while it is sent", () => {
    const checking = run(opened, { type: "checking" });
    expect(checking.outcome).toEqual({ status: "checking" });
    expect(isBusy(checking)).toBe(true);
    const saving = run(checking, { type: "checked", problems: {} });
    expect(saving.outcome).toEqual({ status: "saving" });
    expect(saving.checkedOnce).toBe(true);
    expect(isBusy(saving)).toBe(true);
    expect(isBusy(opened)).toBe(false);
  });

  it("is refused before it is sent when the rules find problems, which are shown", () => {
    const problems = { "title.en": ["too_long"] };
    const state = run(opened, { type: "checking" }, { type: "checked", problems });
    expect(state.outcome).toEqual({ status: "refused" });
    expect(state.problems).toEqual(problems);
    expect(state.checkedOnce).toBe(true);
    expect(isBusy(state)).toBe(false);
  });

  it("answered: the form holds the saved item at its new version, the draft gone, and says so", () => {
    const saved = stored(4, { ...typed, editing: { by: "editor2", since: "2026-11-20T10:05:00Z" } });
    const state = run(
      openEditor(initial, stored(3), { base: 3, item: typed }),
      { type: "checking" },
      { type: "checked", problems: {} },
      { type: "saved", answer: { item: saved, pages: "rendered" } },
    );
    expect(state).toMatchObject({ stored: saved, item: saved, base: 4, unsaved: false });
    expect(state.restored).toBeUndefined();
    expect(state.outcome).toEqual({ status: "saved", pages: "rendered", item: saved, step: "save", takenBy: "editor2" });
  });

  it("someone saved first: the conflict is said and what is typed is kept", () => {
    const conflict = { version: 5, by: "editor2", at: "2026-11-20T10:05:00Z", onSite: null };
    const state = run(
      opened,
      { type: "edit", item: typed },
      { type: "checking" },
      { type: "checked", problems: {} },
      { type: "conflict", conflict },
    );
    expect(state.outcome).toEqual({ status: "conflict", conflict });
    expect(state).toMatchObject({ item: typed, base: 3, unsaved: true });
  });

  it("refused by the server: its problems are shown", () => {
    const state = run(
      opened,
      { type: "checking" },
      { type: "checked", problems: {} },
      { type: "refused", problems: { date: ["invalid"] } },
    );
    expect(state.outcome).toEqual({ status: "refused" });
    expect(state.problems).toEqual({ date: ["invalid"] });
  });

  it("failed: says why", () => {
    const error = new Error("offline");
    expect(run(opened, { type: "checking" }, { type: "failed", error }).outcome).toEqual({ status: "failed", error });
  });
});

describe("after a conflict or with a restored draft", () => {
  it("loading their version drops what is typed, its problems and the draft", () => {
    const theirs = stored(5);
    const state = run(
      openEditor(initial, stored(3), { base: 3, item: typed }),
      { type: "checking" },
      { type: "checked", problems: { "title.hi": ["required"] } },
      { type: "loaded", item: theirs },
    );
    expect(state).toMatchObject({ item: theirs, stored: theirs, base: 5, unsaved: false, problems: {}, checkedOnce: false });
    expect(state.restored).toBeUndefined();
    expect(state.outcome).toEqual({ status: "idle" });
  });

  it("discarding the draft shows the item as read, at its version", () => {
    const state = run(
      openEditor(initial, stored(3), { base: 2, item: typed }),
      { type: "checked", problems: { "title.hi": ["required"] } },
      { type: "draftDiscarded", item: initial, base: 3 },
    );
    expect(state).toMatchObject({ item: initial, base: 3, unsaved: false, problems: {}, checkedOnce: false });
    expect(state.restored).toBeUndefined();
    expect(state.outcome).toEqual({ status: "refused" });
  });
});

describe("review steps and revisions", () => {
  it("a step moves the stored item on and says so, keeping what the form holds", () => {
    const approved = stored(4, { status: "published" });
    const state = run(
      openEditor(initial, stored(3, { status: "review" })),
      { type: "edit", item: typed },
      {
        type: "stepped",
        answer: { item: approved, pages: "pending" },
        step: "approve",
      },
    );
    expect(state).toMatchObject({ stored: approved, base: 4, item: typed, unsaved: true });
    expect(state.outcome).toEqual({ status: "saved", pages: "pending", item: approved, step: "approve" });
  });

  it("a restored revision is the form's newest version, its problems and draft gone", () => {
    const revision = stored(6);
    const state = run(
      openEditor(initial, stored(3), { base: 3, item: typed }),
      { type: "rechecked", problems: { "title.hi": ["required"] } },
      { type: "revisionRestored", answer: { item: revision, pages: "rendered" } },
    );
    expect(state).toMatchObject({ item: revision, stored: revision, base: 6, unsaved: false, problems: {} });
    expect(state.restored).toBeUndefined();
    expect(state.outcome).toEqual({ status: "saved", pages: "rendered", item: revision, step: "restore" });
  });
});

describe("deleting", () => {
  const opened = openEditor(initial, stored(3));

  it("asks, and a cancel closes the question", () => {
    expect(run(opened, { type: "deleteAsked" }).deleting).toBe("asking");
    expect(run(opened, { type: "deleteAsked" }, { type: "deleteCancelled" }).deleting).toBe("no");
  });

  it("is busy while it is sent, and a failure closes the question and says why", () => {
    const busy = run(
      opened,
      { type: "deleteAsked" },
      { type: "deleteFailed", error: "first" },
      { type: "deleteAsked" },
      { type: "deleting" },
    );
    expect(busy.deleting).toBe("busy");
    expect(busy.deleteFailed).toBeUndefined();
    const failed = run(busy, { type: "deleteFailed", error: "refused" });
    expect(failed.deleting).toBe("no");
    expect(failed.deleteFailed).toEqual({ error: "refused" });
  });
});
