import { useEffect, useState } from "react";
import type { PageProps } from "../../lib/page-props";
import { useDocument } from "../../lib/content/store";
import { useLanguage } from "../../lib/language";
import { framedPdf } from "../../lib/pdf-frame";
import { NewTabLink } from "../../components/new-tab-link";
import { formatDay } from "../../lib/dates";
import "./hoarding.css";

/** Whether the app has started on the page. The PDF viewer's own work as the page opened
 * weighed on the app's start (Lighthouse TBT 0.7–1.2 s on /hoarding against 40–150 ms on the
 * pages around it), so with JavaScript the frame opens the PDF once the app has started; without
 * it, the frame is the one the server rendered in `<noscript>`. */
function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started;
}

/** /hoarding: the hoarding circular (the content document `hoarding`) in a frame, with Open in
 * New Tab and Download PDF, named by the year it is shown under ("Hoarding Circular - 2025", or
 * "Hoarding Circular - 2026-27" for one saved through the upload page) with the day it was
 * issued when it has one. Rendered with the page's content, so the page is complete without
 * JavaScript. */
export function HoardingPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const { pdf, year, issued } = useDocument("hoarding");
  const started = useStarted();
  const frame = <iframe src={framedPdf(pdf)} title={t("hoarding.frameTitleOf", { year })} />;
  return (
    <section className="hoarding" aria-labelledby="hoarding-title">
      <div className="hoarding__head">
        <div>
          <h2 id="hoarding-title">{t("hoarding.titleOf", { year })}</h2>
          {issued && <p className="hoarding__date">{t("hoarding.published", { date: formatDay(issued, lang) })}</p>}
        </div>
        <div className="hoarding__actions">
          <NewTabLink href={pdf} className="button">
            {t("common.openInNewTab")}
          </NewTabLink>
          <a className="button button--filled" href={pdf} download>
            {t("hoarding.download")}
          </a>
        </div>
      </div>
      {/* The frame's room is kept from the start, so nothing moves when the PDF opens in it. */}
      <div className="hoarding__frame">
        <noscript>{frame}</noscript>
        {started && frame}
      </div>
    </section>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { hoarding: HoardingPage };
