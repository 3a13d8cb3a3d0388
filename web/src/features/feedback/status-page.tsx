// /feedback/status: where a message stands, for anyone with its tracking number, and nothing
// else: the dates of its steps, the day its answer is due while it waits, and the corporation's
// reply. `?id=` holds the number, so the page can be kept as a bookmark or shared. Its form is a
// plain GET form too (with the page's language): without JavaScript, or before the app has
// started, the server renders the page for the number (./status-lookup.ts). A message resolved
// in the last 30 days can be reopened from here (./reopen-form.tsx); the plain form's outcome
// comes back in the address: `reopened=1`, or `problem=` why not.
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/link";
import type { PageProps } from "../../lib/page-props";
import { ErrorSummary } from "../../components/forms/error-summary";
import { FormField } from "../../components/forms/form-field";
import { useContentStore, useDocument } from "../../lib/content/store";
import { normalizeTrackingId } from "../../lib/forms";
import { formatDay, indiaDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";
import { shownInIndia } from "../../lib/moments";
import { feedbackStatus, type FeedbackStatusView } from "./feedback-api";
import { FIGURES_PATH } from "./paths";
import { ReopenForm, type ReopenFailure } from "./reopen-form";
import { carriedLookup, forgetCarriedLookup, lookupFailure, type Lookup } from "./status-lookup";
import "./feedback.css";

/** The page's address. */
export const STATUS_PATH = "/feedback/status";
const NUMBER_ID = "feedback-number";

/** The ward of `number` as the feedback form names it (its number and name), or its number
 * alone when the site's wards no longer have it. */
function WardName({ number }: { number: number }) {
  const { t, lang } = useLanguage();
  const ward = useDocument("wards").wards.find((ward) => ward.number === number);
  return ward ? t("feedback.wardOption", { number, name: ward.name[lang] }) : t("feedback.status.wardNumber", { number });
}

/** The problems of the plain form that reopens a message, as the server names them. */
const PLAIN_PROBLEMS: readonly string[] = ["reason", "too_late", "too_many", "not_found"];

interface ReopenProps {
  /** The server refused the reason sent with the plain form. */
  refusedReason: boolean;
  onReopened: (status: FeedbackStatusView) => void;
  onFailed: (failure: ReopenFailure) => void;
}

function StatusDetails({ status, reopen }: { status: FeedbackStatusView; reopen: ReopenProps }) {
  const { t, lang } = useLanguage();
  return (
    <section className="feedback-status" aria-labelledby="feedback-status-title">
      <h2 id="feedback-status-title">
        {t("feedback.status.heading")}{" "}
        <span lang="en" translate="no">
          {status.trackingId}
        </span>
      </h2>
      <dl className="feedback-status__facts">
        <dt>{t("feedback.status.category")}</dt>
        <dd>{t(`feedback.categoryName.${status.category}`)}</dd>
        {status.ward !== null && (
          <>
            <dt>{t("feedback.status.ward")}</dt>
            <dd>
              <Suspense fallback={t("feedback.status.wardNumber", { number: status.ward })}>
                <WardName number={status.ward} />
              </Suspense>
            </dd>
          </>
        )}
      </dl>
      <h3>{t("feedback.status.steps")}</h3>
      <ol className="feedback-status__steps">
        {status.steps.map((step, index) => (
          <li key={index}>
            <strong>{t(`feedback.status.step.${step.status}`)}</strong>: {shownInIndia(step.at, lang)}
          </li>
        ))}
      </ol>
      {status.answerBy && (
        <p className="feedback-status__due">
          {t("feedback.status.answerBy", { day: formatDay(indiaDay(status.answerBy), lang) })}
        </p>
      )}
      <h3>{t("feedback.status.reply")}</h3>
      {status.reply ? (
        <>
          <p className="feedback-status__reply">{status.reply.text}</p>
          <p className="feedback-status__replied">
            {t("feedback.status.repliedOn", { when: shownInIndia(status.reply.at, lang) })}
          </p>
        </>
      ) : (
        <p>{t("feedback.status.noReply")}</p>
      )}
      {status.reopenUntil && <ReopenForm key={status.steps.length} status={status} {...reopen} />}
    </section>
  );
}

export function FeedbackStatusPage(_props: PageProps) {
  const { t, lang, localize } = useLanguage();
  const [params, setParams] = useSearchParams();
  // Trimmed, as the server reads it when it renders the page.
  const asked = (params.get("id") ?? "").trim();
  const [typed, setTyped] = useState(asked);
  const [invalid, setInvalid] = useState(false);
  const store = useContentStore();
  // A page the server rendered for its number carries what it found.
  const carried = carriedLookup(store, asked);
  const [lookup, setLookup] = useState<Lookup>(carried ?? { state: "none" });
  // What became of a reopening: sent here with the app, or with the plain form (the address).
  const [reopenedHere, setReopenedHere] = useState(false);
  const [failure, setFailure] = useState<ReopenFailure | null>(null);
  const plainProblem = params.get("problem");
  const reopened = reopenedHere || params.get("reopened") === "1";
  const problem = failure ?? (plainProblem && PLAIN_PROBLEMS.includes(plainProblem) ? plainProblem : null);
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reopenedHere || failure) outcome.current?.focus();
  }, [reopenedHere, failure]);

  useEffect(() => {
    const found = carriedLookup(store, asked);
    if (found) {
      setLookup(found);
      forgetCarriedLookup(store);
      return;
    }
    const id = normalizeTrackingId(asked);
    if (!id) {
      setLookup({ state: asked ? "notFound" : "none" });
      return;
    }
    const controller = new AbortController();
    setLookup({ state: "loading" });
    feedbackStatus(id, controller.signal).then(
      (status) => setLookup({ state: "found", status }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLookup(lookupFailure(error));
      },
    );
    return () => controller.abort();
  }, [store, asked]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = normalizeTrackingId(typed);
    setInvalid(!id);
    if (!id) {
      document.getElementById(NUMBER_ID)?.focus();
      return;
    }
    setTyped(id);
    const next = new URLSearchParams(params);
    next.set("id", id);
    // The outcome of a reopening belongs to the number shown before.
    next.delete("reopened");
    next.delete("problem");
    setReopenedHere(false);
    setFailure(null);
    setParams(next);
  };

  const problems = invalid ? [t("feedback.status.invalid")] : [];
  return (
    <>
      <p>{t("feedback.status.intro")}</p>
      {/* Without the app, a plain GET form in the page's language: the server renders the answer. */}
      <form className="feedback-lookup" action={STATUS_PATH} noValidate onSubmit={onSubmit}>
        <input type="hidden" name="lang" value={lang} />
        <ErrorSummary entries={problems.map((message) => ({ fieldId: NUMBER_ID, message }))} />
        <FormField
          id={NUMBER_ID}
          name="id"
          label={t("feedback.status.number")}
          hint={t("feedback.status.numberHint")}
          errors={problems}
          errorPrefix
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--filled">
          {t("feedback.status.submit")}
        </button>
      </form>
      <div role="status" className="feedback-lookup__result">
        {lookup.state === "loading" && <p>{t("feedback.status.loading")}</p>}
        {lookup.state === "notFound" && <p>{t("feedback.status.notFound")}</p>}
        {lookup.state === "tooMany" && <p>{t("feedback.status.tooMany", { seconds: lookup.seconds })}</p>}
        {lookup.state === "failed" && <p>{t("feedback.status.failed")}</p>}
      </div>
      {(reopened || (problem && problem !== "reason")) && (
        <p
          ref={outcome}
          tabIndex={-1}
          role={reopened ? "status" : "alert"}
          className={reopened ? "feedback-reopen__done" : "form-failure"}
          // Without JavaScript the page the plain form leads to takes the focus to what became of it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!reopenedHere && !failure}
        >
          {t(reopened ? "feedback.reopen.done" : `feedback.reopen.problem.${problem}`)}
        </p>
      )}
      {lookup.state === "found" && (
        <StatusDetails
          status={lookup.status}
          reopen={{
            refusedReason: problem === "reason",
            onReopened: (status) => {
              setFailure(null);
              setReopenedHere(true);
              setLookup({ state: "found", status });
            },
            onFailed: (failed) => {
              setReopenedHere(false);
              setFailure(failed);
            },
          }}
        />
      )}
      <p>
        <Link to={localize(FIGURES_PATH)}>{t("feedback.figuresLink")}</Link>
      </p>
    </>
  );
}
