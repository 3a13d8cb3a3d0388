// "Was this page useful?" at the end of every public page, rendered there by the server
// (components/layout/public-layout.tsx fetches its code and texts, and hydrates it, once the
// visitor acts on the page or has read it a while).
// It is a plain form that works without JavaScript: Yes posts at once; No opens a comment box
// and its own Send. The server answers a plain post by rendering the page again with
// `?useful=thanks` (or why it was refused). With the app, the answer is sent with fetch and
// the thanks take the form's place, with the focus.
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api";
import { WithCatalogs } from "../../lib/catalogs/with-catalogs";
import { PAGE_COMMENT_MAX } from "../../generated/content";
import { useLanguage } from "../../lib/language";
import { routeTable } from "../../lib/wasm";
import { sendPageAnswer } from "./page-feedback-api";

/** The page's answer parameter (wasm-core `routes::PAGE_FEEDBACK_ANSWER`) and its values. */
const ANSWER_PARAM = "useful";
const FAILURES = ["invalid", "too_long", "control_characters", "too_many", "network", "server"] as const;
type Failure = (typeof FAILURES)[number];

const isFailure = (code: string | null): code is Failure => FAILURES.includes(code as Failure);

/** Whether `path` ends with the prompt: a public page of the route table but the offline
 * notice (wasm-core `validate::is_prompted_page`); not the 404 page. */
const prompted = (path: string) =>
  routeTable.some((route) => route.path === path && route.layout === "public" && route.page !== "offline");

/** The prompt with its texts (the `page-feedback` part of the catalogs), on the pages that end
 * with it. */
export default function PageFeedback() {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  if (!prompted(pathname)) return null;
  // A boundary of its own for each language: a change of language never waits for the
  // prompt's texts (the page changes; the prompt follows when they arrive).
  return (
    <Suspense key={lang}>
      <WithCatalogs langs={[lang]} parts={["page-feedback"]}>
        <Prompt key={pathname} page={pathname} />
      </WithCatalogs>
    </Suspense>
  );
}

function Prompt({ page }: { page: string }) {
  const { t, lang } = useLanguage();
  const [params] = useSearchParams();
  const rendered = params.get(ANSWER_PARAM);
  // The page's own parameters (a document's kind and id, a directory's search), for the plain
  // form's way back to it.
  const kept = new URLSearchParams([...params].filter(([name]) => name !== "lang" && name !== ANSWER_PARAM)).toString();
  const [sent, setSent] = useState(rendered === "thanks");
  const [failure, setFailure] = useState<Failure | null>(isFailure(rendered) ? rendered : null);
  const [busy, setBusy] = useState(false);
  const [comment, setComment] = useState("");
  const thanks = useRef<HTMLParagraphElement>(null);
  const failureLine = useRef<HTMLParagraphElement>(null);
  // Whether the visitor has answered on this page (not a plain form's answer rendered with it):
  // only then does the focus move to what the answer brought.
  const answered = useRef(false);

  useEffect(() => {
    if (!answered.current) return;
    if (sent) thanks.current?.focus();
    else if (failure && !busy) failureLine.current?.focus();
  }, [sent, failure, busy]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    answered.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const useful = submitter?.value === "no" ? "no" : "yes";
    const typedWebsite = new FormData(event.currentTarget).get("website");
    const website = typeof typedWebsite === "string" ? typedWebsite : "";
    // The server checks the answer with wasm-core's rule (the box holds the comment to its
    // length); what it refuses comes back as a failure below. The forms' wasm module, which
    // would check it here, is not worth its download to every reader of a page.
    setBusy(true);
    setFailure(null);
    try {
      await sendPageAnswer({ page, lang, useful, comment, website });
      setSent(true);
    } catch (error) {
      const found =
        error instanceof ApiError && error.status === 422
          ? (error.fields.comment?.[0] ?? "invalid")
          : error instanceof ApiError && error.code === "too_many_messages"
            ? "too_many"
            : error instanceof ApiError && error.status === 0
              ? "network"
              : "server";
      setFailure(isFailure(found) ? found : "invalid");
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="page-feedback" id="page-feedback">
        <p className="page-feedback__thanks" role="status" tabIndex={-1} ref={thanks}>
          {t("pageFeedback.thanks")}
        </p>
      </div>
    );
  }
  const max = PAGE_COMMENT_MAX;
  return (
    <div className="page-feedback" id="page-feedback">
      <form
        className="page-feedback__form"
        method="post"
        action="/api/page-feedback"
        aria-labelledby="page-feedback-question"
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="page-feedback__question" id="page-feedback-question">
          {t("pageFeedback.question")}
        </p>
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="query" value={kept} />
        <div className="form-trap" aria-hidden="true">
          <label htmlFor="page-feedback-website">{t("pageFeedback.trap")}</label>
          <input id="page-feedback-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {failure && (
          <p className="form-failure page-feedback__failure" role="alert" tabIndex={-1} ref={failureLine}>
            {t(`pageFeedback.failure.${failure}`, { max })}
          </p>
        )}
        <div className="page-feedback__answers">
          <button type="submit" name="useful" value="yes" className="button" aria-disabled={busy || undefined}>
            {t("pageFeedback.yes")}
          </button>
          <details className="page-feedback__no">
            <summary className="button">{t("pageFeedback.no")}</summary>
            <div className="page-feedback__comment">
              <label htmlFor="page-feedback-comment">{t("pageFeedback.comment")}</label>
              <p id="page-feedback-comment-hint" className="page-feedback__hint">
                {t("pageFeedback.commentHint", { max })}
              </p>
              <textarea
                id="page-feedback-comment"
                name="comment"
                rows={3}
                maxLength={max}
                aria-describedby="page-feedback-comment-hint"
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
              <button type="submit" name="useful" value="no" className="button button--filled" aria-disabled={busy || undefined}>
                {t(busy ? "pageFeedback.sending" : "pageFeedback.send")}
              </button>
              <a href={`/feedback?lang=${lang}&page=${encodeURIComponent(page)}`}>{t("pageFeedback.complaint")}</a>
            </div>
          </details>
        </div>
      </form>
    </div>
  );
}
