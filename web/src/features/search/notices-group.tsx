import { Link } from "react-router";
import { formatDay } from "../../lib/dates";
import { documentHref } from "../../lib/document-href";
import { useLanguage } from "../../lib/language";
import { routeTable } from "../../lib/wasm";
import type { NoticeEntry } from "./notice-index";
import { ResultGroup } from "./result-group";

/** The notices that match: each title leads to the notice's page, with its download. */
export function NoticesGroup({ notices }: { notices: readonly NoticeEntry[] }) {
  const { t, lang, localize } = useLanguage();
  return (
    <ResultGroup id="search-notices" titleKey="search.notices.heading" count={notices.length} noneKey="search.notices.none">
      <ul className="search-list">
        {notices.map((notice) => (
          <li key={notice.id} className="search-item">
            <Link to={documentHref(lang, notice.kind, notice.item)} className="search-item__title">
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
          </li>
        ))}
      </ul>
    </ResultGroup>
  );
}
