import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { formatLongDate, isoDay } from "../../lib/dates";
import { useToday } from "../../lib/use-today";
import { useDocument } from "../../lib/content/store";
import { PressGallery } from "./press-gallery";
import "./press.css";

/** /press: the News card with today's date and the press photos. */
export function PressPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const today = useToday();
  const press = useDocument("press");
  return (
    <div className="press">
      <section className="press__news" aria-labelledby="press-news-title">
        <h2 id="press-news-title">{t("press.newsTitle")}</h2>
        <p className="press__date">
          {today ? (
            <time dateTime={isoDay(today)}>{t("press.today", { date: formatLongDate(today, lang) })}</time>
          ) : (
            "\u00a0" // holds the line until the browser knows the date
          )}
        </p>
      </section>
      <section className="press__photos" aria-labelledby="press-photos-title">
        <h2 id="press-photos-title">{t("press.photosTitle")}</h2>
        <PressGallery images={press.images} placeholder={press.placeholder} />
      </section>
    </div>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { press: PressPage };
