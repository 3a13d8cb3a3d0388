// The content editor's "Review" section of a saved item: who owns it (keeps it correct and gets
// the reminders), the day it is due for review and whether that day was set by hand, a form to
// name another owner and a day to review it by (empty: its kind's own), "Checked, still
// correct" (a check recorded without a new version), and its checks, newest first. The
// server's problems show under their fields.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../../lib/api";
import { formatDay, indiaDay } from "../../../lib/dates";
import { useLanguage } from "../../../lib/language";
import { Field, FormField } from "../../../components/forms/form-field";
import { refusal, type Refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { useSession } from "../session";
import { markChecked, readOwners, readReviewState, setReview, type ReviewState } from "./review-api";
import { problemTexts, problemsOf } from "./review-problems";
import "./review.css";

type Loaded = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; review: ReviewState };

/** What the last save or check did. */
type Outcome =
  { status: "idle" } | { status: "busy" } | { status: "done"; message: string } | { status: "failed"; refusal: Refusal };

/** The day to show in the "review by" field: the one set by hand, else none. */
const reviewByOf = (review: ReviewState) => (review.setByHand && review.due ? review.due : "");

export function ItemReview({ kind, id, version }: { kind: string; id: string; version: number }) {
  const { t, lang } = useLanguage();
  const { expired } = useSession();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [owners, setOwners] = useState<string[]>([]);
  const [owner, setOwner] = useState("");
  const [reviewBy, setReviewBy] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const messageRef = useRef<HTMLDivElement>(null);

  const show = (review: ReviewState) => {
    setLoaded({ status: "ready", review });
    setOwner(review.owner);
    setReviewBy(reviewByOf(review));
  };

  // Read again with each new version: its day may follow from when it went on the site.
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([readReviewState(kind, id, controller.signal), readOwners(controller.signal)]).then(
      ([review, names]) => {
        setOwners(names);
        show(review);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setLoaded({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [kind, id, version, attempt, expired]);

  useEffect(() => {
    if (outcome.status === "done" || outcome.status === "failed") messageRef.current?.focus();
  }, [outcome]);

  const act = async (call: () => Promise<ReviewState>, done: string, failed: string) => {
    if (outcome.status === "busy") return;
    setOutcome({ status: "busy" });
    try {
      show(await call());
      setOutcome({ status: "done", message: t(done) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setOutcome({ status: "idle" });
        expired();
      } else setOutcome({ status: "failed", refusal: refusal(error, failed) });
    }
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void act(() => setReview(kind, id, owner, reviewBy), "dueReview.editor.saved", "dueReview.editor.saveFailed");
  };

  if (loaded.status === "loading") return <p role="status">{t("common.loading")}</p>;
  if (loaded.status === "failed") {
    return (
      <div role="alert" className="admin-message admin-message--error">
        <RefusalMessage refusal={refusal(loaded.error, "dueReview.editor.loadFailed")} />
        <button type="button" className="button" onClick={() => setAttempt(attempt + 1)}>
          {t("common.retry")}
        </button>
      </div>
    );
  }

  const { review } = loaded;
  const fields = outcome.status === "failed" ? outcome.refusal.fields : {};
  const busy = outcome.status === "busy";
  // The problems of a field shown under it; the others (the item gone from the site) in the message.
  const elsewhere = Object.fromEntries(Object.entries(fields).filter(([field]) => field !== "owner" && field !== "reviewBy"));
  const names = owners.includes(review.owner) ? owners : [...owners, review.owner];

  return (
    <form className="admin-form" noValidate onSubmit={onSave} aria-busy={busy || undefined}>
      <fieldset className="item-review">
        <legend>{t("dueReview.editor.title")}</legend>
        <p>
          {review.due
            ? t(review.setByHand ? "dueReview.editor.dueByHand" : "dueReview.editor.due", { day: formatDay(review.due, lang) })
            : t("dueReview.editor.never")}
        </p>
        <Field
          id="item-review-owner"
          label={t("dueReview.editor.owner")}
          hint={t("dueReview.editor.ownerHint")}
          errors={problemsOf(t, "owner", fields.owner)}
          errorPrefix
        >
          {(control) => (
            <select {...control} value={owner} onChange={(event) => setOwner(event.target.value)}>
              {names.map((name) => (
                <option key={name} value={name} lang="en" translate="no">
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormField
          id="item-review-by"
          type="date"
          label={t("dueReview.editor.reviewBy")}
          hint={t("dueReview.editor.reviewByHint")}
          errors={problemsOf(t, "reviewBy", fields.reviewBy)}
          errorPrefix
          value={reviewBy}
          onChange={(event) => setReviewBy(event.target.value)}
        />
        <div className="item-review__actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t("dueReview.editor.save")}
          </button>
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => void act(() => markChecked(kind, id), "dueReview.editor.checkedDone", "dueReview.editor.checkFailed")}
          >
            {t("dueReview.checked")}
          </button>
        </div>
        <div ref={messageRef} tabIndex={-1}>
          <div role="status">
            {outcome.status === "done" && <p className="admin-message admin-message--success">{outcome.message}</p>}
          </div>
          {outcome.status === "failed" && (
            <div role="alert" className="admin-message admin-message--error">
              <RefusalMessage
                refusal={{ ...outcome.refusal, fields: elsewhere }}
                describe={(rest) => problemTexts(t, rest)}
                inForm={Object.keys(elsewhere).length === 0 && Object.keys(fields).length > 0}
              />
            </div>
          )}
        </div>
        <section aria-labelledby="item-review-checks">
          <h3 id="item-review-checks">{t("dueReview.editor.checks")}</h3>
          {review.checks.length === 0 ? (
            <p>{t("dueReview.editor.noChecks")}</p>
          ) : (
            <ol className="item-review__checks">
              {review.checks.map((check) => (
                <li key={`${check.at}-${check.by}`}>
                  {t("dueReview.editor.check", { day: formatDay(indiaDay(check.at), lang), name: check.by })}
                </li>
              ))}
            </ol>
          )}
        </section>
      </fieldset>
    </form>
  );
}
