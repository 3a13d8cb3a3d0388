// "Not solved? Reopen it": a citizen whose message was resolved in the last 30 days reopens it
// with a reason. Without JavaScript, a plain form posted to the status page's own address (with
// its language and number): the server answers with the page again, `reopened=1` or `problem=`
// why not in its address, which the status page reads. With the app, the reason is checked with
// wasm-core's rule, sent to POST /api/feedback/{id}/reopen, and the page shows where the message
// stands now.
import { useState, type FormEvent } from "react";
import { ErrorSummary } from "../../components/forms/error-summary";
import { Field } from "../../components/forms/form-field";
import { ApiError } from "../../lib/api";
import { formatDay, indiaDay } from "../../lib/dates";
import { LIMITS, reopenProblems } from "../../lib/forms";
import { useLanguage } from "../../lib/language";
import { reopenMessage, type FeedbackStatusView } from "./feedback-api";

/** The id of the reason's control. */
export const REASON_ID = "feedback-reopen-reason";

/** Why a reopening failed, said for the whole form (the reason's own problems are said at it):
 * the server's `problem=` codes, and `failed` for no answer. */
export type ReopenFailure = "too_late" | "too_many" | "not_found" | "failed";

/** What a failed reopening says for the whole form. */
export function reopenFailure(error: unknown): ReopenFailure {
  if (error instanceof ApiError && error.status === 422 && error.fields.form) return "too_late";
  if (error instanceof ApiError && error.status === 429) return "too_many";
  if (error instanceof ApiError && error.status === 404) return "not_found";
  return "failed";
}

interface ReopenFormProps {
  status: FeedbackStatusView;
  /** The server refused the reason sent with the plain form (`problem=reason`). */
  refusedReason: boolean;
  /** Called with where the message stands once it is reopened. */
  onReopened: (status: FeedbackStatusView) => void;
  /** Called when the reopening failed for a reason that is not the reason's. */
  onFailed: (failure: ReopenFailure) => void;
}

export function ReopenForm({ status, refusedReason, onReopened, onFailed }: ReopenFormProps) {
  const { t, lang } = useLanguage();
  const [reason, setReason] = useState("");
  const message = (code: string) => t(`feedback.reopen.problem.${code}`, { max: LIMITS.reopenReasonMax });
  const [problems, setProblems] = useState<string[]>(refusedReason ? [message("reason")] : []);
  const [busy, setBusy] = useState(false);
  const until = formatDay(indiaDay(status.reopenUntil ?? ""), lang);
  const action = `/feedback/status?lang=${lang}&id=${encodeURIComponent(status.trackingId)}`;

  const showProblems = (codes: readonly string[]) => {
    setProblems([...new Set(codes.map((code) => message(code)))]);
    requestAnimationFrame(() => document.getElementById(REASON_ID)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.normalize("NFC");
    const codes = reopenProblems(text);
    if (codes.length > 0) return showProblems(codes);
    setProblems([]);
    setBusy(true);
    try {
      const now = await reopenMessage(status.trackingId, text);
      setBusy(false);
      onReopened(now);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 422 && error.fields.reason) {
        const known = ["required", "too_long", "control_characters"];
        return showProblems(error.fields.reason.map((code) => (known.includes(code) ? code : "reason")));
      }
      onFailed(reopenFailure(error));
    }
  };

  return (
    <section className="feedback-reopen" aria-labelledby="feedback-reopen-title">
      <h3 id="feedback-reopen-title">{t("feedback.reopen.title")}</h3>
      {/* Without the app, a plain form to the page's own address: the server answers with it. */}
      <form method="post" action={action} className="feedback-reopen__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          entries={problems.map((text) => ({ fieldId: REASON_ID, message: text }))}
          level={4}
          focusOnLoad={refusedReason}
        />
        <Field
          id={REASON_ID}
          label={t("feedback.reopen.reason")}
          hint={t("feedback.reopen.reasonHint", { day: until, max: LIMITS.reopenReasonMax })}
          errors={problems}
          errorPrefix
        >
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} feedback-reopen__reason`}
              name="reason"
              rows={4}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
          {t(busy ? "feedback.reopen.sending" : "feedback.reopen.submit")}
        </button>
      </form>
    </section>
  );
}
