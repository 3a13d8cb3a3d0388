import { useLanguage } from "../../lib/language";
import { formatDay } from "../../lib/dates";
import { documentHref } from "../../lib/document-href";
import type { Notice } from "../../generated/content";

interface NoticeListProps {
  notices: Notice[];
  onOpen: (notice: Notice, opener: HTMLElement) => void;
  /** The second copy that makes the loop seamless: hidden from assistive technology and
   * out of the tab order. */
  duplicate?: boolean;
}

/** One copy of the SMC Updates list: title, date and NEW badge of every notice, each a link to
 * its document's page, which the app opens in the notice's dialog instead. */
export function NoticeList({ notices, onOpen, duplicate = false }: NoticeListProps) {
  const { t, lang } = useLanguage();
  return (
    <ul
      className="notice-list"
      aria-labelledby={duplicate ? undefined : "home-updates-title"}
      aria-hidden={duplicate || undefined}
      inert={duplicate}
      data-copy={duplicate ? "duplicate" : "main"}
    >
      {notices.map((notice) => (
        <li key={notice.id}>
          <a
            href={documentHref(lang, "notices", notice.id)}
            className="notice"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              onOpen(notice, event.currentTarget);
            }}
          >
            <span className="notice__title">{notice.title[lang]}</span>
            <span className="notice__meta">
              <time dateTime={notice.date}>{formatDay(notice.date, lang)}</time>
              {notice.new && <span className="notice__badge">{t("home.updates.new")}</span>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
