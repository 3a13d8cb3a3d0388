import { Link } from "../../components/link";
import type { PageProps } from "../../lib/page-props";
import { ChangeNotes } from "../../components/change-notes";
import { DataTable } from "../../components/data-table";
import { FileSizeNote } from "../../components/file-facts";
import { ImportantLinks } from "../../components/important-links/important-links";
import { PageLinks, YearLinks } from "../../components/list-pager/list-pager";
import { useListPage } from "../../lib/content/list-page";
import { formatDay } from "../../lib/dates";
import { documentHref } from "../../lib/document-href";
import { factsOf } from "../../lib/documents";
import { useLanguage } from "../../lib/language";
import "./notice-tables.css";

const COLUMNS = ["date", "title", "document"] as const;

/** /archive/notices: the notices past their last day, newest first, each with a link to its
 * page and its PDF's format and size, a page at a time. */
export function NoticesArchivePage(_props: PageProps) {
  const { t, lang, localize } = useLanguage();
  const { items: notices, page } = useListPage("notices", { status: "archived" });
  return (
    <div className="notice-tables">
      <div className="notice-tables__main">
        <YearLinks page={page} />
        <DataTable
          id="notices-archive"
          caption={t("noticesArchive.caption")}
          columns={COLUMNS.map((column) => ({ heading: t(`noticesArchive.col.${column}`), rowHeader: column === "title" }))}
          rows={notices.map((notice) => ({
            key: notice.id,
            cells: [
              <time dateTime={notice.date}>{formatDay(notice.date, lang)}</time>,
              <>
                {notice.title[lang]}
                <ChangeNotes changes={notice.changes} />
              </>,
              <>
                <Link to={documentHref(lang, "notices", notice.id)} className="notice-table__action">
                  <span className="visually-hidden">{t("noticesArchive.downloadOf", { title: notice.title[lang] })} </span>
                  {t("tender.downloadPdf")}
                </Link>
                <FileSizeNote facts={factsOf(notice, notice.pdf)} />
              </>,
            ],
          }))}
          empty={t("noticesArchive.empty")}
          className="notice-table"
        />
        <PageLinks page={page} />
        <p className="notice-tables__other">
          <a href={localize("/")}>{t("noticesArchive.currentLink")}</a>
        </p>
      </div>
      <div className="notice-tables__side">
        <ImportantLinks />
      </div>
    </div>
  );
}
