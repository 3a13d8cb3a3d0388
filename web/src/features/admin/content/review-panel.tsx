// Where an item stands in review and the steps the signed-in role may take with it: send a
// draft for review; approve (a publisher other than its author) or return it with a comment;
// move a published notice, tender or advertisement to its archive (after a confirmation), and
// put one so moved back on the site. The server enforces the same rules (wasm-core
// `workflow`); this shows only what it would allow.
import { useState, type FormEvent } from "react";
import { Link } from "../../../components/link";
import { ApiError } from "../../../lib/api";
import { searchWithLang, useLanguage } from "../../../lib/language";
import { LANGS } from "../../../lib/wasm";
import { PREVIEW_PATH } from "../next-page";
import { contentSearch } from "./content-path";
import { useSession } from "../session";
import { reviewStep, type ReviewStep, type Saved, type StoredItem } from "./content-api";
import { ConfirmDialog } from "../confirm-dialog";
import { ErrorList } from "./group-errors";
import { shownInIndia } from "../../../lib/moments";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { pathLabel, problemMessages } from "./problem-text";
import type { KindSpec } from "./schema";

interface ReviewPanelProps {
  spec: KindSpec;
  stored: StoredItem;
  /** Whether the form holds changes not saved yet (a step acts on what is saved). */
  unsaved: boolean;
  onStep: (saved: Saved, step: ReviewStep) => void;
}

export function ReviewPanel({ spec, stored, unsaved, onStep }: ReviewPanelProps) {
  const { t, lang } = useLanguage();
  const { user, expired } = useSession();
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState("");
  const [commentMissing, setCommentMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  // Whether "Move this item to the archive?" is asked.
  const [confirming, setConfirming] = useState(false);
  // Why the last step was not taken.
  const [failed, setFailed] = useState<{ error: unknown } | undefined>();
  const publishes = user.may.includes("publish");
  const own = stored.updatedBy === user.username;

  const take = async (step: ReviewStep) => {
    if (busy) return;
    setBusy(true);
    setFailed(undefined);
    try {
      const saved = await reviewStep(spec.kind, stored.id, step, stored.version, step === "return" ? comment : undefined);
      setReturning(false);
      setComment("");
      setConfirming(false);
      onStep(saved, step);
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && error.status === 401) expired();
      else setFailed({ error });
    } finally {
      setBusy(false);
    }
  };

  const sendBack = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === "") {
      setCommentMissing(true);
      document.getElementById("review-comment")?.focus();
      return;
    }
    setCommentMissing(false);
    void take("return");
  };

  const status = stored.status;
  return (
    <section className="content-review" aria-labelledby="review-title">
      <h2 id="review-title" className="content-review__title">
        {t("review.title")}
      </h2>
      <p>
        <strong>
          {status === "published" && stored.scheduled
            ? t("review.status.scheduled", { time: shownInIndia(String(stored.publishAt), lang) })
            : status === "published" && stored.pastItsTime
              ? t(spec.archives ? "review.status.pastItsTime" : "review.status.pastItsTimeGone")
              : t(`review.status.${status}`)}
        </strong>
        {stored.updatedBy && ` · ${t("review.savedBy", { name: stored.updatedBy, time: shownInIndia(stored.updatedAt, lang) })}`}
      </p>
      {stored.onSite !== undefined && <p>{t("review.onSite", { version: stored.onSite })}</p>}
      {(status === "draft" || status === "review") && (
        <p className="content-review__preview">
          {LANGS.map((each) => (
            <Link key={each} to={`${PREVIEW_PATH}${searchWithLang(contentSearch(spec.kind, stored.id), each)}`} hrefLang={each} lang={each}>
              {t(`review.preview.${each}`)}
            </Link>
          ))}
        </p>
      )}
      {status === "draft" && stored.returned && (
        <div className="admin-message admin-message--error">
          <p>{t("review.returnedBy", { name: stored.returned.by, time: shownInIndia(stored.returned.at, lang) })}</p>
          <blockquote className="content-review__comment">{stored.returned.comment}</blockquote>
        </div>
      )}
      {unsaved && status === "draft" && <p>{t("review.saveFirst")}</p>}
      <div className="content-editor__choices">
        {status === "draft" && (
          <button type="button" className="button" aria-disabled={busy || unsaved || undefined} onClick={() => !unsaved && void take("submit")}>
            {t("review.submit")}
          </button>
        )}
        {status === "review" && publishes && !own && (
          <button type="button" className="button button--filled" aria-disabled={busy || undefined} onClick={() => void take("approve")}>
            {t("review.approve")}
          </button>
        )}
        {status === "review" && publishes && own && <p>{t("review.ownWork")}</p>}
        {status === "review" && publishes && !returning && (
          <button type="button" className="button" onClick={() => setReturning(true)}>
            {t("review.return")}
          </button>
        )}
        {status === "published" && !stored.pastItsTime && publishes && spec.archives && (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && setConfirming(true)}>
            {t("review.archive")}
          </button>
        )}
        {status === "archived" && publishes && spec.archives && (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void take("unarchive")}>
            {t("review.unarchive")}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          question={t("review.confirmArchive")}
          labels={{ confirm: t("review.archive"), busy: t("review.archiving"), cancel: t("review.cancel") }}
          busy={busy}
          onConfirm={() => void take("archive")}
          onCancel={() => setConfirming(false)}
        >
          {t("review.confirmArchiveText")}
        </ConfirmDialog>
      )}
      {returning && (
        <form className="content-review__return" noValidate onSubmit={sendBack}>
          <label htmlFor="review-comment">{t("review.comment")}</label>
          {commentMissing && <ErrorList id="review-comment-error" messages={[t("review.commentMissing")]} />}
          <textarea
            id="review-comment"
            value={comment}
            rows={3}
            aria-invalid={commentMissing || undefined}
            aria-describedby={commentMissing ? "review-comment-error" : undefined}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className="content-editor__choices">
            <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
              {t("review.sendBack")}
            </button>
            <button type="button" className="button" onClick={() => setReturning(false)}>
              {t("review.cancel")}
            </button>
          </div>
        </form>
      )}
      {failed && (
        <div role="alert" className="admin-message admin-message--error">
          <RefusalMessage
            refusal={refusal(failed.error, "review.failed")}
            describe={(fields) =>
              Object.entries(fields).flatMap(([path, codes]) =>
                // A return's comment is the panel's own field; the rest are the item's.
                problemMessages(t, codes, spec, path).map(
                  (message) => `${path === "comment" ? t("review.comment") : pathLabel(t, path)}: ${message}`,
                ),
              )
            }
          />
        </div>
      )}
    </section>
  );
}
