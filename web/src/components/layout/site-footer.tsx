import { useSite } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { useToday } from "../../lib/use-today";
import { UpdatedDay, usePageUpdatedDay } from "./last-updated";

/** The footer: the day the page's content last changed, the site map and the feeds, and the
 * credit line. */
export function SiteFooter() {
  const { t, lang, localize } = useLanguage();
  const site = useSite();
  const updated = usePageUpdatedDay();
  // The prerendered page carries the year the site was built; the browser shows its own.
  const year = useToday()?.getFullYear() ?? BUILD_YEAR;
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__updated">
          {t("footer.lastUpdated")} <UpdatedDay day={updated} />
        </p>
        <ul className="site-footer__links">
          <li>
            <a href={localize("/sitemap")}>{t("page.sitemap")}</a>
          </li>
          <li>
            <a href={localize("/feeds")}>{t("page.feeds")}</a>
          </li>
        </ul>
        <p>{t("footer.credit", { year, site: site.name[lang] })}</p>
      </div>
    </footer>
  );
}
