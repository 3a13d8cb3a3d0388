import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { routeTable } from "../../lib/wasm";
import { OFFLINE_PAGES } from "../../offline/offline-pages";
import "./offline.css";

/** /offline: the pages this phone keeps for use without a network, with links to them. The
 * service worker also sends this page, marked, in place of any other page asked for without a
 * network: then its first line, shown by the stylesheet alone, says that page is not available
 * offline, with a link that asks for it again. */
export function OfflinePage(_props: PageProps) {
  const { t, localize } = useLanguage();
  const titleOf = (path: string) => t(routeTable.find((route) => route.path === path)?.titleKey ?? path);
  return (
    <div className="offline">
      <p className="offline__in-place">
        {t("offline.unavailable")}{" "}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- An empty address is this very page's: the link asks for it again, with or without scripts. */}
        <a href="">{t("common.retry")}</a>
      </p>
      <p>{t("offline.intro")}</p>
      <section aria-labelledby="offline-pages">
        <h2 id="offline-pages">{t("offline.pages")}</h2>
        <ul className="offline__pages">
          {OFFLINE_PAGES.map((path) => (
            <li key={path}>
              <a href={localize(path)}>{titleOf(path)}</a>
            </li>
          ))}
        </ul>
      </section>
      <p>{t("offline.otherPages")}</p>
    </div>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { offline: OfflinePage };
