// The answers to "Was this page useful?" (GET /api/page-feedback), in the staff's inbox: per
// page, its yes and no, the share useful, and its latest comments with their day and language.
import { useEffect, useState } from "react";
import type { PageFeedbackSummary } from "../../../generated/content";
import { ApiError, getJson } from "../../../lib/api";
import { useLanguage } from "../../../lib/language";
import { shownInIndia } from "../../../lib/moments";
import type { Lang } from "../../../lib/wasm";
import { LoadFailed } from "../load-failed";
import { useSession } from "../session";
import { textLang } from "./text-lang";

type State = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; pages: PageFeedbackSummary[] };

/** The share of answers that said yes, in whole percent. */
export const usefulPercent = (page: PageFeedbackSummary): number =>
  Math.round((100 * page.yes) / Math.max(1, page.yes + page.no));

export function PageAnswers() {
  const { t, lang } = useLanguage();
  const { expired } = useSession();
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    getJson<{ pages: PageFeedbackSummary[] }>("/page-feedback", { signal: controller.signal }).then(
      ({ pages }) => setState({ status: "ready", pages }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setState({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [attempt, expired]);

  return (
    <section aria-labelledby="page-answers-title" className="page-answers">
      <h2 id="page-answers-title">{t("inbox.pages.title")}</h2>
      <p>{t("inbox.pages.intro")}</p>
      {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
      {state.status === "failed" && (
        <LoadFailed message="inbox.pages.loadFailed" error={state.error} onRetry={() => setAttempt(attempt + 1)} />
      )}
      {state.status === "ready" && state.pages.length === 0 && <p className="inbox__empty">{t("inbox.pages.empty")}</p>}
      {state.status === "ready" && state.pages.length > 0 && (
        <>
          <div className="page-answers__table">
            <table>
              <caption className="visually-hidden">{t("inbox.pages.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("inbox.pages.page")}</th>
                  <th scope="col">{t("inbox.pages.yes")}</th>
                  <th scope="col">{t("inbox.pages.no")}</th>
                  <th scope="col">{t("inbox.pages.share")}</th>
                </tr>
              </thead>
              <tbody>
                {state.pages.map((page) => (
                  <tr key={page.page}>
                    <th scope="row">
                      <a href={`${page.page}?lang=${lang}`}>{page.page}</a>
                    </th>
                    <td>{page.yes}</td>
                    <td>{page.no}</td>
                    <td>{t("inbox.pages.sharePercent", { percent: usefulPercent(page) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.pages
            .filter((page) => page.comments.length > 0)
            .map((page) => (
              <section key={page.page} aria-labelledby={`page-comments-${page.page}`} className="page-answers__comments">
                <h3 id={`page-comments-${page.page}`}>{t("inbox.pages.comments", { page: page.page })}</h3>
                <ul>
                  {page.comments.map((comment, index) => (
                    <li key={`${comment.at} ${index}`}>
                      <p lang={textLang(comment.text)}>{comment.text}</p>
                      <p className="page-answers__when">
                        <time dateTime={comment.at}>{shownInIndia(comment.at, lang)}</time>
                        {" · "}
                        {t("inbox.pages.commentLang", { lang: t(`lang.${comment.lang as Lang}`) })}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </>
      )}
    </section>
  );
}
