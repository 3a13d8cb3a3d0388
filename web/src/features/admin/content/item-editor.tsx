// One item of a kind, edited with the form its schema gives: checked with the kind's rules
// (wasm-core, the server's own) before it is sent, saved with the version it was read at, and
// then a message that links to the public page showing it. A refused save keeps everything
// typed and says why; when someone saved the item first, the editor says what they saved and
// what visitors see now, and lets the clerk choose. Below the form, a saved item's owner, review
// day and checks (review/item-review.tsx), then its versions.
import { useEffect, useReducer, useRef, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../../../components/link";
import { ApiError } from "../../../lib/api";
import type { ContentProblems } from "../../../lib/content-rules";
import { searchWithLang, useLanguage } from "../../../lib/language";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { useSession } from "../session";
import { useWaiting } from "../waiting";
import { createItem, deleteItem, readItem, replaceItem, type PagesState, type ReviewStep, type StoredItem } from "./content-api";
import { CONTENT_PATH, contentSearch } from "./content-path";
import { BilingualControl } from "./bilingual-control";
import { DeleteItemDialog } from "./delete-item-dialog";
import { EditorContext, useRefusedFiles, type Choices } from "./editor-context";
import { FieldControls } from "./field-control";
import { draftStorageKey, dropDraft, keepDraft, readDraft } from "./item-draft";
import { editorReducer, isBusy, openEditor } from "./item-editor-state";
import { GroupErrors } from "./group-errors";
import { inFormOrder, pathLabel, problemMessages, withRefusedFiles } from "./problem-text";
import { shownInIndia } from "../../../lib/moments";
import { publicPageOf } from "./public-page";
import { ReviewPanel } from "./review-panel";
import { conflictMessage, conflictOf, savedMessage } from "./saved-message";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { RevisionHistory } from "./revision-history";
import { ItemReview } from "../review/item-review";
import type { KindSpec } from "./schema";
import { titleOf } from "./summary";
import { referencesOf } from "./use-choices";
import { useEditMark } from "./use-edit-mark";
import { controlId, type Fields } from "./values";

const loadRules = () => import("../../../lib/content-rules");

interface ItemEditorProps {
  spec: KindSpec;
  initial: Fields;
  stored?: StoredItem;
  choices: Choices;
}

export function ItemEditor({ spec, initial, stored: initialStored, choices }: ItemEditorProps) {
  const { t, lang } = useLanguage();
  const { expired, user } = useSession();
  const publishes = user.may.includes("publish");
  const navigate = useNavigate();
  const draftKey = draftStorageKey(spec.kind, initialStored?.id);
  // A new item, once added, is opened again at its own address: the message comes along.
  const addedPages = (useLocation().state as { added?: PagesState } | null)?.added;
  // What was typed and not saved when the session ended comes back after the next sign-in.
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    openEditor(initial, initialStored, readDraft(draftKey), addedPages),
  );
  const { restored, item, base, stored, unsaved, problems, outcome, deleting, deleteFailed } = state;
  // A file refused for an empty field is said in place of "required".
  const { refused, refuseFile } = useRefusedFiles();
  const shownProblems = withRefusedFiles(problems, refused);
  const messageRef = useRef<HTMLDivElement>(null);
  const isNew = stored === undefined;
  const mark = useEditMark(spec.kind, stored?.id);
  const waiting = useWaiting();

  // The rules come in a wasm module of their own: start fetching it with the form.
  useEffect(() => void loadRules().catch(() => undefined), []);

  // Each outcome said takes the focus, a step after another step too (the button pressed may
  // be gone: archiving leaves "Put back on the site" in its place).
  useEffect(() => {
    if (outcome.status === "saved" || outcome.status === "conflict" || outcome.status === "failed") {
      messageRef.current?.focus();
    }
  }, [outcome]);

  const check = async (next: Fields): Promise<ContentProblems> => {
    const { contentProblems } = await loadRules();
    return contentProblems(spec.kind, next, referencesOf(spec.kind, choices));
  };

  const change = (next: Fields) => {
    mark.touch();
    dispatch({ type: "edit", item: next });
    keepDraft(draftKey, { base, item: next });
    // After a refused save, the messages follow what is typed.
    if (state.checkedOnce) {
      void check(next).then(
        (found) => dispatch({ type: "rechecked", problems: found }),
        () => undefined,
      );
    }
  };

  const focusSummary = () => requestAnimationFrame(() => document.getElementById("content-summary")?.focus());

  const save = async (version?: number) => {
    dispatch({ type: "checking" });
    let found: ContentProblems;
    try {
      found = await check(item);
    } catch (error) {
      dispatch({ type: "failed", error });
      return;
    }
    dispatch({ type: "checked", problems: found });
    if (Object.keys(found).length > 0) {
      focusSummary();
      return;
    }
    try {
      const saved = isNew
        ? await createItem(spec.kind, item)
        : await replaceItem(spec.kind, stored.id, item, version ?? base ?? stored.version);
      dropDraft(draftKey);
      if (isNew) {
        void navigate(`${CONTENT_PATH}${searchWithLang(contentSearch(spec.kind, saved.item.id), lang)}`, {
          replace: true,
          state: { added: saved.pages },
        });
        return;
      }
      dispatch({ type: "saved", answer: saved });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        expired();
      } else if (error instanceof ApiError && error.status === 412) {
        dispatch({ type: "conflict", conflict: conflictOf(error.details) });
      } else if (error instanceof ApiError && error.status === 422) {
        dispatch({ type: "refused", problems: error.fields });
        focusSummary();
      } else {
        dispatch({ type: "failed", error });
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A second press while the first save is on its way would add a new item twice.
    if (isBusy(state)) return;
    void save();
  };

  /** Saves what is typed over the version someone else saved. */
  const saveOverTheirs = async () => {
    if (!stored) return;
    try {
      const latest = await readItem(spec.kind, stored.id);
      await save(latest.version);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) expired();
      else dispatch({ type: "failed", error });
    }
  };

  /** Drops what is typed and opens the version someone else saved. */
  const loadTheirs = async () => {
    if (!stored) return;
    try {
      const latest = await readItem(spec.kind, stored.id);
      dropDraft(draftKey);
      dispatch({ type: "loaded", item: latest });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) expired();
      else dispatch({ type: "failed", error });
    }
  };

  /** Drops what was restored and shows the item as it was read. */
  const discardDraft = () => {
    dropDraft(draftKey);
    dispatch({ type: "draftDiscarded", item: initial, base: initialStored?.version });
  };

  const remove = async () => {
    if (!stored) return;
    dispatch({ type: "deleting" });
    try {
      await deleteItem(spec.kind, stored.id, stored.version);
      void navigate(`${CONTENT_PATH}${searchWithLang(contentSearch(spec.kind), lang)}`, {
        state: { deleted: titleOf(spec, item, lang, t) },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        expired();
        return;
      }
      dispatch({ type: "deleteFailed", error });
    }
  };

  /** A review step was taken: the item is where the step left it. */
  const stepped = (saved: { item: StoredItem; pages: PagesState }, step: ReviewStep) => {
    // The step handed the item on (the server ended the mark): no longer editing it, until the
    // clerk types again.
    mark.release();
    waiting.refresh();
    dispatch({ type: "stepped", answer: saved, step });
  };

  /** An earlier revision was restored: the form shows it as the newest version. */
  const restoredRevision = (saved: { item: StoredItem; pages: PagesState }) => {
    dropDraft(draftKey);
    dispatch({ type: "revisionRestored", answer: saved });
  };

  // In the order of the form, as a clerk reads it from the top (the server lists them by name).
  const summary = Object.entries(shownProblems)
    .sort(([a], [b]) => inFormOrder(spec.fields)(a, b))
    .flatMap(([path, codes]) =>
      problemMessages(t, codes, spec, path).map((message) => ({
        fieldId: controlId(path),
        message: `${pathLabel(t, path)}: ${message}`,
      })),
    );
  const busy = isBusy(state);
  const said =
    outcome.status === "saved"
      ? savedMessage(
          outcome.step,
          outcome.item as StoredItem,
          outcome.pages,
          (moment) => shownInIndia(moment, lang),
          spec.archives,
        )
      : undefined;
  const publicPage = outcome.status === "saved" && said?.onSiteNow ? publicPageOf(spec.kind, outcome.item) : undefined;

  return (
    <EditorContext.Provider value={{ problems: shownProblems, choices, spec, refuseFile }}>
      {mark.heldBy && (
        <div role="status" className="admin-message admin-message--error content-editor__held">
          <p>{t("edit.heldBy", { name: mark.heldBy.by, time: shownInIndia(mark.heldBy.since, lang) })}</p>
          <button type="button" className="button" onClick={() => void mark.takeOver()}>
            {t("edit.takeOver")}
          </button>
        </div>
      )}
      {stored && <ReviewPanel spec={spec} stored={stored} unsaved={unsaved} onStep={stepped} />}
      <form className="admin-form content-editor" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div id="content-summary" tabIndex={-1}>
          <ErrorSummary entries={summary} />
        </div>
        <div ref={messageRef} tabIndex={-1} className="content-editor__message">
          {outcome.status === "saved" && (
            <div role="status" className="admin-message admin-message--success">
              {said?.lines.map(({ key, values }) => (
                <p key={key}>{t(key, values)}</p>
              ))}
              {outcome.takenBy && <p>{t("edit.takenOver", { name: outcome.takenBy })}</p>}
              {publicPage && (
                <p>
                  <a href={`${publicPage.path}${searchWithLang("", lang)}`}>
                    {t("content.saved.view", { page: t(`page.${publicPage.page}`) })}
                  </a>
                </p>
              )}
            </div>
          )}
          {outcome.status === "conflict" && (
            <div role="alert" className="admin-message admin-message--error">
              {conflictMessage(outcome.conflict, (moment) => shownInIndia(moment, lang)).map(({ key, values }) => (
                <p key={key}>{t(key, values)}</p>
              ))}
              <div className="content-editor__choices">
                <button type="button" className="button" onClick={() => void saveOverTheirs()}>
                  {t("content.conflict.saveMine")}
                </button>
                <button type="button" className="button" onClick={() => void loadTheirs()}>
                  {t("content.conflict.loadTheirs")}
                </button>
              </div>
            </div>
          )}
          {outcome.status === "failed" && (
            <div role="alert" className="admin-message admin-message--error">
              <RefusalMessage refusal={refusal(outcome.error, "content.failed")} inForm />
            </div>
          )}
        </div>
        {restored && (
          <div role="status" className="admin-message admin-message--success">
            <p>{t("content.draft.restored")}</p>
            <button type="button" className="button" onClick={discardDraft}>
              {t("content.draft.discard")}
            </button>
          </div>
        )}
        {/* What is wrong with the item as a whole (its size), where the summary's link leads. */}
        <div id={controlId("")} tabIndex={-1}>
          <GroupErrors path="" />
        </div>
        <FieldControls fields={spec.fields} path="" value={item} onChange={change} />
        {!isNew && spec.changeNotes && (
          <BilingualControl
            path="changeNote"
            label={t("content.field.changeNote")}
            optional
            value={item.changeNote}
            onChange={(note) => change({ ...item, changeNote: note })}
            multiline
            enOptional={false}
          />
        )}
        <div className="content-editor__actions">
          <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
            {t(
              busy
                ? "content.saving"
                : isNew
                  ? publishes
                    ? "content.add"
                    : "content.addDraft"
                  : publishes
                    ? "content.save"
                    : "content.saveDraft",
            )}
          </button>
          {spec.shape === "collection" && (
            <Link className="button" to={`${CONTENT_PATH}${searchWithLang(contentSearch(spec.kind), lang)}`}>
              {t("content.backToList")}
            </Link>
          )}
          {!isNew && !spec.fixed && (
            <button type="button" className="button content-editor__delete" onClick={() => dispatch({ type: "deleteAsked" })}>
              {t("content.delete")}
            </button>
          )}
        </div>
        {deleteFailed && (
          <div role="alert" className="admin-message admin-message--error">
            <RefusalMessage refusal={refusal(deleteFailed.error, "content.deleteFailed")} />
          </div>
        )}
      </form>
      {stored && <ItemReview kind={spec.kind} id={stored.id} version={stored.version} />}
      {stored && <RevisionHistory kind={spec.kind} stored={stored} onRestored={restoredRevision} />}
      {deleting !== "no" && (
        <DeleteItemDialog
          title={titleOf(spec, item, lang, t)}
          busy={deleting === "busy"}
          onConfirm={() => void remove()}
          onCancel={() => dispatch({ type: "deleteCancelled" })}
        />
      )}
    </EditorContext.Provider>
  );
}
