// /feedback/figures: how fast the corporation answers citizens' messages, for anyone: the
// twelve months up to now in a short summary, then tables by month, by category and by ward, of
// the messages received, those answered in their category's time (of those whose time came), and
// the days within which half had a first answer and half were resolved (the medians). Counts and
// medians only, nothing about a person (wasm-core `feedback_figures`). Read in full without
// JavaScript: the server renders the page with the figures (./figures-data.ts).
import { useEffect, useState } from "react";
import { Link } from "../../components/link";
import type { PageProps } from "../../lib/page-props";
import { useContentStore } from "../../lib/content/store";
import { useLanguage } from "../../lib/language";
import { formatNumber } from "../../lib/numbers";
import { FEEDBACK_PATH } from "./paths";
import { carriedFigures, forgetCarriedFigures, monthName, readFigures, type FeedbackFigures, type Figures } from "./figures-data";
import "./figures.css";

type State = { state: "loading" } | { state: "ready"; figures: FeedbackFigures } | { state: "failed" };

/** No figure: a dash for the eye, words for a screen reader. */
function NoFigure() {
  const { t } = useLanguage();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t("feedback.figures.none")}</span>
    </>
  );
}

/** The texts of a set of figures, in the page language. */
function useFigureTexts() {
  const { t, lang } = useLanguage();
  const number = (value: number) => formatNumber(value, lang);
  return {
    received: (figures: Figures) => number(figures.received),
    onTime: (figures: Figures) =>
      figures.onTimePercent === null ? (
        <NoFigure />
      ) : (
        t("feedback.figures.onTimeValue", {
          percent: number(figures.onTimePercent),
          answered: number(figures.answeredOnTime),
          due: number(figures.due),
        })
      ),
    days: (days: number | null) => (days === null ? <NoFigure /> : number(days)),
  };
}

/** One table of figures: a row for each of `rows`, named by its first cell. */
function FiguresTable({
  id,
  caption,
  first,
  rows,
}: {
  id: string;
  caption: string;
  /** The heading of the column that names each row. */
  first: string;
  rows: readonly { key: string; name: string; figures: Figures }[];
}) {
  const { t } = useLanguage();
  const text = useFigureTexts();
  return (
    <div className="figures__table" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">{t("feedback.figures.received")}</th>
            <th scope="col">{t("feedback.figures.onTime")}</th>
            <th scope="col">{t("feedback.figures.medianAnswer")}</th>
            <th scope="col">{t("feedback.figures.medianResolve")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, figures }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{text.received(figures)}</td>
              <td>{text.onTime(figures)}</td>
              <td>{text.days(figures.medianDaysToAnswer)}</td>
              <td>{text.days(figures.medianDaysToResolve)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FiguresShown({ figures }: { figures: FeedbackFigures }) {
  const { t, lang } = useLanguage();
  const text = useFigureTexts();
  const [from, to] = [monthName(figures.from, lang), monthName(figures.to, lang)];
  const total = figures.total;
  return (
    <>
      <p>{t("feedback.figures.intro", { from, to })}</p>
      <section aria-labelledby="figures-summary-title">
        <h2 id="figures-summary-title">{t("feedback.figures.summaryTitle")}</h2>
        <dl className="figures__summary">
          <div>
            <dt>{t("feedback.figures.received")}</dt>
            <dd>{text.received(total)}</dd>
          </div>
          <div>
            <dt>{t("feedback.figures.onTime")}</dt>
            <dd>{text.onTime(total)}</dd>
          </div>
          <div>
            <dt>{t("feedback.figures.medianAnswer")}</dt>
            <dd>{text.days(total.medianDaysToAnswer)}</dd>
          </div>
          <div>
            <dt>{t("feedback.figures.medianResolve")}</dt>
            <dd>{text.days(total.medianDaysToResolve)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="figures-month-title">
        <h2 id="figures-month-title">{t("feedback.figures.byMonth")}</h2>
        <FiguresTable
          id="figures-month"
          caption={t("feedback.figures.byMonthCaption", { from, to })}
          first={t("feedback.figures.month")}
          rows={figures.byMonth.map(({ month, figures }) => ({ key: month, name: monthName(month, lang), figures }))}
        />
      </section>
      <section aria-labelledby="figures-category-title">
        <h2 id="figures-category-title">{t("feedback.figures.byCategory")}</h2>
        <FiguresTable
          id="figures-category"
          caption={t("feedback.figures.byCategoryCaption")}
          first={t("feedback.figures.category")}
          rows={figures.byCategory.map(({ category, figures }) => ({
            key: category,
            name: t(`feedback.categoryName.${category}`),
            figures,
          }))}
        />
      </section>
      <section aria-labelledby="figures-ward-title">
        <h2 id="figures-ward-title">{t("feedback.figures.byWard")}</h2>
        {figures.byWard.length === 0 ? (
          <p>{t("feedback.figures.noWard")}</p>
        ) : (
          <FiguresTable
            id="figures-ward"
            caption={t("feedback.figures.byWardCaption")}
            first={t("feedback.figures.ward")}
            rows={figures.byWard.map(({ ward, figures }) => ({
              key: String(ward),
              name: t("feedback.status.wardNumber", { number: ward }),
              figures,
            }))}
          />
        )}
      </section>
    </>
  );
}

export function FiguresPage(_props: PageProps) {
  const { t, localize } = useLanguage();
  const store = useContentStore();
  // A page the server rendered carries the figures it was rendered with.
  const [shown, setShown] = useState<State>(() => {
    const carried = carriedFigures(store);
    return carried ? { state: "ready", figures: carried } : { state: "loading" };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (carriedFigures(store)) {
      forgetCarriedFigures(store);
      return;
    }
    const controller = new AbortController();
    readFigures(controller.signal).then(
      (figures) => setShown({ state: "ready", figures }),
      () => {
        if (!controller.signal.aborted) setShown({ state: "failed" });
      },
    );
    return () => controller.abort();
  }, [store, attempt]);

  return (
    <div className="figures">
      <div role="status" className="figures__loading">
        {shown.state === "loading" && <p>{t("common.loading")}</p>}
      </div>
      {shown.state === "failed" && (
        <div role="alert">
          <p>{t("feedback.figures.failed")}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setShown({ state: "loading" });
              setAttempt(attempt + 1);
            }}
          >
            {t("common.retry")}
          </button>
        </div>
      )}
      {shown.state === "ready" && <FiguresShown figures={shown.figures} />}
      <p>
        <Link to={localize(FEEDBACK_PATH)}>{t("page.feedback")}</Link>
      </p>
    </div>
  );
}

export const pages = { "feedback-figures": FiguresPage };
