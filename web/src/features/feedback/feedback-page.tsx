// /feedback: a citizen tells the corporation about a problem or gives a suggestion, and is given
// a tracking number to follow it on /feedback/status; a link leads to how fast the corporation
// answers (/feedback/figures). `?page=` names the page of the site the
// message is about (the link from a page's "Was this page useful?" prompt). `?sent=` holds the
// number of a message just sent with the plain form (without JavaScript): the server answers it
// with this address, so the page gives the number and a reload sends nothing again.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/link";
import type { PageProps } from "../../lib/page-props";
import { feedbackProblems, normalizeTrackingId } from "../../lib/forms";
import { useLanguage } from "../../lib/language";
import { FEEDBACK_PATH, FeedbackForm } from "./feedback-form";
import { FIGURES_PATH } from "./paths";
import { STATUS_PATH } from "./status-page";
import "./feedback.css";

/** The page a message is about, from the address: kept only when it is a page of the site
 * (wasm-core's rule; the visitor could not correct it in the form). */
function pageAbout(page: string | null): string {
  if (!page) return "";
  const draft = { category: "", message: "", ward: "", page, name: "", phone: "", email: "" };
  return feedbackProblems(draft).page ? "" : page;
}

export function FeedbackPage(_props: PageProps) {
  const { t, localize } = useLanguage();
  const [params] = useSearchParams();
  const [sentHere, setSent] = useState<string | null>(null);
  // The number the plain form's answer leads here with.
  const sentBefore = normalizeTrackingId(params.get("sent") ?? "");
  const sent = sentHere ?? sentBefore;
  const [round, setRound] = useState(0);
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  if (sent) {
    const statusLink = `${localize(STATUS_PATH)}&id=${encodeURIComponent(sent)}`;
    return (
      <section className="feedback-sent" aria-labelledby="feedback-sent-title">
        <h2
          id="feedback-sent-title"
          ref={confirmation}
          tabIndex={-1}
          // Without JavaScript the page of the number takes the focus to its heading as it opens.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={sentHere === null}
        >
          {t("feedback.sent.title")}
        </h2>
        <p>{t("feedback.sent.number")}</p>
        <p className="feedback-sent__number" lang="en" translate="no">
          {sent}
        </p>
        <p>{t("feedback.sent.keep")}</p>
        <p>
          <Link to={statusLink}>{t("feedback.sent.track")}</Link>
        </p>
        <p>
          {/* A link, so that it leads to an empty form without JavaScript too. */}
          <Link
            to={localize(FEEDBACK_PATH)}
            className="button"
            onClick={() => {
              setSent(null);
              setRound(round + 1);
            }}
          >
            {t("feedback.sent.another")}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <p>{t("feedback.intro")}</p>
      <p>
        <Link to={localize(STATUS_PATH)}>{t("feedback.trackLink")}</Link>
      </p>
      <p>
        <Link to={localize(FIGURES_PATH)}>{t("feedback.figuresLink")}</Link>
      </p>
      <FeedbackForm key={round} page={pageAbout(params.get("page"))} onSent={setSent} />
    </>
  );
}
