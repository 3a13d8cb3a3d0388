import { useEffect, useState } from "react";
import type { PageProps } from "../../app/page-props";
import { getJson } from "../../lib/api";
import { useLanguage } from "../../lib/language";
import { framedPdf } from "../../lib/pdf-frame";
import { NewTabLink } from "../../components/new-tab-link";
import { formatDay } from "../../lib/dates";
import { chooseHoarding, financialYear, type HoardingCircular } from "./choose-pdf";
import "./hoarding.css";

/** The circular to show: the latest hoarding record, or the built-in one (undefined while asking). */
function useHoarding(): HoardingCircular | undefined {
  const [circular, setCircular] = useState<HoardingCircular>();
  useEffect(() => {
    const controller = new AbortController();
    void getJson<unknown>("/hoarding", { signal: controller.signal })
      .catch(() => null)
      .then((body) => {
        if (!controller.signal.aborted) setCircular(chooseHoarding(body));
      });
    return () => controller.abort();
  }, []);
  return circular;
}

/** /hoarding: the current circular in a frame, with Open in New Tab and Download PDF. One an
 * admin saved is named by the financial year it was saved in ("Hoarding Circular - 2026-27"),
 * with its day; the built-in one is "Hoarding Circular - 2025". */
export function HoardingPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const circular = useHoarding();
  const url = circular?.url;
  const year = circular?.savedOn ? financialYear(circular.savedOn) : undefined;
  return (
    <section className="hoarding" aria-labelledby="hoarding-title">
      <div className="hoarding__head">
        <div>
          <h2 id="hoarding-title">{year ? t("hoarding.titleOf", { year }) : t("hoarding.title")}</h2>
          {/* The line is there from the start, so nothing moves when the day arrives. */}
          <p className="hoarding__date">
            {circular?.savedOn ? t("hoarding.published", { date: formatDay(circular.savedOn, lang) }) : "\u00a0"}
          </p>
        </div>
        {/* Drawn before the address is known (as placeholders, without href) so nothing moves. */}
        <div className="hoarding__actions">
          <NewTabLink href={url} className="button">
            {t("common.openInNewTab")}
          </NewTabLink>
          <a className="button button--filled" href={url} download>
            {t("hoarding.download")}
          </a>
        </div>
      </div>
      {url ? (
        <iframe
          className="hoarding__frame"
          src={framedPdf(url)}
          title={year ? t("hoarding.frameTitleOf", { year }) : t("hoarding.frameTitle")}
        />
      ) : (
        <p role="status" className="hoarding__loading">
          {t("hoarding.loading")}
        </p>
      )}
    </section>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { hoarding: HoardingPage };
