import { useEffect, useState } from "react";
import type { PageProps } from "../../app/page-props";
import { getJson } from "../../lib/api";
import { useLanguage } from "../../lib/language";
import { framedPdf } from "../../lib/pdf-frame";
import { NewTabLink } from "../../components/new-tab-link";
import { chooseHoardingPdf } from "./choose-pdf";
import "./hoarding.css";

/** The PDF to show: the latest hoarding record, or the built-in circular (undefined while asking). */
function useHoardingPdf(): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    getJson<unknown>("/hoarding", { signal: controller.signal })
      .catch(() => null)
      .then((body) => {
        if (!controller.signal.aborted) setUrl(chooseHoardingPdf(body));
      });
    return () => controller.abort();
  }, []);
  return url;
}

/** /hoarding: the Hoarding Circular - 2025 in a frame, with Open in New Tab and Download PDF. */
export function HoardingPage(_props: PageProps) {
  const { t } = useLanguage();
  const url = useHoardingPdf();
  return (
    <section className="hoarding" aria-labelledby="hoarding-title">
      <div className="hoarding__head">
        <h2 id="hoarding-title">{t("hoarding.title")}</h2>
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
        <iframe className="hoarding__frame" src={framedPdf(url)} title={t("hoarding.frameTitle")} />
      ) : (
        <p role="status" className="hoarding__loading">
          {t("hoarding.loading")}
        </p>
      )}
    </section>
  );
}
