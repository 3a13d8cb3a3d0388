import { Link } from "../../components/link";
import type { FoundDocument } from "../../generated/content";
import { formatDay } from "../../lib/dates";
import type { DocumentKind } from "../../lib/documents";
import { documentHref } from "../../lib/document-href";
import { useLanguage } from "../../lib/language";
import { routeTable } from "../../lib/wasm";
import { ResultGroup, type GroupProps } from "./result-group";

/** The notices, tender notices and recruitment notices that match: each title leads to the
 * notice's page, with its download; its day, its archive if it is in one, and the sentence of
 * its description that matches, or of its document's text (marked with that text's language). */
export function NoticesGroup({ found, more }: GroupProps<FoundDocument>) {
  const { t, lang, localize } = useLanguage();
  return (
    <ResultGroup id="search-notices" titleKey="search.notices.heading" found={found} noneKey="search.notices.none" more={more}>
      <ul className="search-list">
        {found?.items.map((notice) => (
          <li key={`${notice.kind}-${notice.id}`} className="search-item">
            <Link to={documentHref(lang, notice.kind as DocumentKind, notice.id)} className="search-item__title">
              {notice.title[lang]}
            </Link>
            <p className="search-item__detail">
              <time dateTime={notice.date}>{formatDay(notice.date, lang)}</time>
              {notice.archive && (
                <>
                  {" · "}
                  <a href={localize(notice.archive)}>
                    {t(routeTable.find((route) => route.path === notice.archive)?.titleKey ?? "")}
                  </a>
                </>
              )}
            </p>
            {notice.snippet && (
              <p className="search-item__detail" lang={notice.snippetLang === "both" ? undefined : notice.snippetLang}>
                {notice.snippet}
              </p>
            )}
          </li>
        ))}
      </ul>
    </ResultGroup>
  );
}
