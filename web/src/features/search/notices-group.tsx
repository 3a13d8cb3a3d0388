import { NewTabLink } from "../../components/new-tab-link";
import { formatDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";
import { routeTable } from "../../lib/wasm";
import type { NoticeEntry } from "./notice-index";
import { ResultGroup } from "./result-group";

/** The notices that match: each title opens the notice's PDF in a new tab. */
export function NoticesGroup({ notices }: { notices: readonly NoticeEntry[] }) {
  const { t, lang, localize } = useLanguage();
  return (
    <ResultGroup id="search-notices" titleKey="search.notices.heading" count={notices.length} noneKey="search.notices.none">
      <ul className="search-list">
        {notices.map((notice) => (
          <li key={notice.id} className="search-item">
            <NewTabLink href={notice.pdf} className="search-item__title">
              {notice.title[lang]}
              <span className="search-item__tag"> {t("search.notices.pdf")}</span>
            </NewTabLink>
            <p className="search-item__detail">
              <time dateTime={notice.date}>{formatDay(notice.date, lang)}</time>
              {notice.archive && (
                <>
                  {" · "}
                  <a href={localize(notice.archive)}>{t(routeTable.find((route) => route.path === notice.archive)?.titleKey ?? "")}</a>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </ResultGroup>
  );
}
