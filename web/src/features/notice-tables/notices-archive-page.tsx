import type { PageProps } from "../../app/page-props";
import { ChangeNotes } from "../../components/change-notes";
import { DataTable } from "../../components/data-table";
import { ImportantLinks } from "../../components/important-links/important-links";
import { useContent } from "../../lib/content/store";
import { formatDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";
import "./notice-tables.css";

const COLUMNS = ["date", "title", "document"] as const;

/** /archive/notices: the notices past their last day, newest first, each with its PDF. */
export function NoticesArchivePage(_props: PageProps) {
  const { t, lang, localize } = useLanguage();
  const notices = useContent("notices", { status: "archived" }).items;
  return (
    <div className="notice-tables">
      <div className="notice-tables__main">
        <DataTable
          id="notices-archive"
          caption={t("noticesArchive.caption")}
          headings={COLUMNS.map((column) => t(`noticesArchive.col.${column}`))}
          className="notice-table"
        >
          {notices.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="notice-table__empty">
                {t("noticesArchive.empty")}
              </td>
            </tr>
          ) : (
            notices.map((notice) => (
              <tr key={notice.id}>
                <td>
                  <time dateTime={notice.date}>{formatDay(notice.date, lang)}</time>
                </td>
                <th scope="row">
                  {notice.title[lang]}
                  <ChangeNotes changes={notice.changes} />
                </th>
                <td>
                  <a href={notice.pdf} download className="notice-table__action">
                    <span className="visually-hidden">{t("noticesArchive.downloadOf", { title: notice.title[lang] })} </span>
                    {t("tender.downloadPdf")}
                  </a>
                </td>
              </tr>
            ))
          )}
        </DataTable>
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
