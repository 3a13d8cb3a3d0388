import type { ReactNode } from "react";
import type { PageProps } from "../../lib/page-props";
import { useDocument } from "../../lib/content/store";
import { FEEDS, feedPath } from "../../lib/feeds";
import { useLanguage } from "../../lib/language";
import { useHydrated } from "../../lib/use-hydrated";
import { LANGS, routeTable } from "../../lib/wasm";
import "../../components/forms/forms.css";
import "./feeds-page.css";

/** `message` with its `{name}` placeholder replaced by `part` (an element of its own). */
function withPart(message: string, name: string, part: ReactNode): ReactNode {
  const [before, after = ""] = message.split(`{${name}}`);
  return (
    <>
      {before}
      {part}
      {after}
    </>
  );
}

/** /feeds: each Atom feed of the site (server/src/syndication/feeds.rs) in both languages with
 * the address to copy into a reader, and the page that lists the same items; then the XML site
 * map for search engines. */
export function FeedsPage(_props: PageProps) {
  const { t, lang, localize } = useLanguage();
  const site = useDocument("site");
  // A reader needs the full address. The page rendered by the server shows the path, and the app
  // adds the site's address once it runs (the same page on both sides until then), in a field
  // whose size does not follow its text, so that nothing on the page moves when it does.
  const origin = useHydrated() ? window.location.origin : "";
  const titleOf = (path: string) => t(routeTable.find((route) => route.path === path)?.titleKey ?? path);
  return (
    <div className="feeds">
      <p>{t("feeds.intro")}</p>
      <p>{withPart(t("feeds.byMail"), "page", <a href={localize("/subscribe")}>{t("page.subscribe")}</a>)}</p>
      {FEEDS.map(({ kind, page }) => (
        <section key={kind} aria-labelledby={`feed-${kind}`} className="feeds__feed">
          <h2 id={`feed-${kind}`}>{t(`feeds.${kind}`, { site: site.name[lang] })}</h2>
          <p>{withPart(t("feeds.listedOn"), "page", <a href={localize(page)}>{titleOf(page)}</a>)}</p>
          <ul className="feeds__links">
            {LANGS.map((feedLang) => (
              <li key={feedLang}>
                <a href={feedPath(kind, feedLang)} hrefLang={feedLang} type="application/atom+xml">
                  {withPart(t("feeds.inLang"), "language", <span lang={feedLang}>{t(`lang.${feedLang}`)}</span>)}
                </a>
                <input
                  className="form-field__input feeds__address"
                  type="url"
                  readOnly
                  dir="ltr"
                  spellCheck={false}
                  value={`${origin}${feedPath(kind, feedLang)}`}
                  aria-label={t("feeds.addressOf", { language: t(`lang.${feedLang}`) })}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="feeds__sitemap">
        <a href="/sitemap.xml" type="application/xml">
          {t("feeds.sitemapXml")}
        </a>
      </p>
    </div>
  );
}
