import { useSite } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { useDeferredHydrated } from "../../lib/use-hydrated";
import { UpdatedDay, usePageUpdatedDay } from "./last-updated";

/** The pages every footer links to, by page id (each at `/<id>`): the feedback form, the
 * subscription form, the site map and the feeds, and GIGW's pages about the website, the privacy policy and the contact
 * page. */
const FOOTER_PAGES = [
  "feedback",
  "subscribe",
  "sitemap",
  "feeds",
  "accessibility-statement",
  "screen-reader-access",
  "help",
  "website-policies",
  "privacy-policy",
  "contact",
];

/** The footer: the day the page's content last changed, links to the pages about the website,
 * and the credit line. */
export function SiteFooter() {
  const { t, lang, localize } = useLanguage();
  const site = useSite();
  const updated = usePageUpdatedDay();
  // The rendered page carries the year the site was built; the browser shows its own, once the app
  // has hydrated the page (in a transition: the footer is on every page).
  const year = useDeferredHydrated() ? new Date().getFullYear() : BUILD_YEAR;
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__updated">
          {t("footer.lastUpdated")} <UpdatedDay day={updated} />
        </p>
        <ul className="site-footer__links">
          {FOOTER_PAGES.map((page) => (
            <li key={page}>
              <a href={localize(`/${page}`)}>{t(`page.${page}`)}</a>
            </li>
          ))}
        </ul>
        <p>{t("footer.credit", { year, site: site.name[lang] })}</p>
      </div>
    </footer>
  );
}
