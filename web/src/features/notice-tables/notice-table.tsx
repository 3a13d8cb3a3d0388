import { Link } from "../../components/link";
import { ChangeNotes } from "../../components/change-notes";
import { DataTable } from "../../components/data-table";
import { FileSizeNote } from "../../components/file-facts";
import type { Bilingual, ChangeNote, Corrigendum, FileFacts, ListPage } from "../../generated/content";
import { PageLinks, YearLinks } from "../../components/list-pager/list-pager";
import { ImportantLinks } from "../../components/important-links/important-links";
import { NewTabLink } from "../../components/new-tab-link";
import { useLanguage } from "../../lib/language";
import { formatDay } from "../../lib/dates";
import { documentHref } from "../../lib/document-href";
import { factsOf } from "../../lib/documents";
import "./notice-tables.css";

/** A row of either table: a tender's work, or a recruitment's post, as `work`. */
export interface NoticeRow {
  /** Its id, which names its page. */
  id: string;
  no: string;
  work: Bilingual;
  desc: Bilingual;
  pdf: string;
  /** The notice on an external portal (tenders only). */
  link?: string;
  /** Changes published after a tender, oldest first. */
  corrigenda?: Corrigendum[];
  startDate: string;
  endDate: string;
  /** The public notes of its published changes. */
  changes?: ChangeNote[];
  /** What the server read from its documents. */
  files?: { [path: string]: FileFacts | undefined };
}

/** Which table: its catalog prefix (`tender.…`, `recruitment.…`). */
export type NoticeKind = "tender" | "recruitment";

const COLUMNS: Record<NoticeKind, string[]> = {
  tender: ["no", "work", "desc", "download", "link", "start", "end"],
  recruitment: ["no", "work", "desc", "download", "start", "end"],
};

/** Each table's page and its archive's (the other is linked from it), and the kind of its
 * documents. */
const PAGES: Record<NoticeKind, { current: string; archive: string; kind: "tenders" | "recruitment" }> = {
  tender: { current: "/tender", archive: "/archive/tenders", kind: "tenders" },
  recruitment: { current: "/recruitment", archive: "/archive/recruitment", kind: "recruitment" },
};

interface NoticeTableProps {
  kind: NoticeKind;
  rows: readonly NoticeRow[];
  /** Where the rows stand in the whole list: one page of it. */
  page: ListPage;
  /** The archive: notices past their last day, each marked closed. */
  archive?: boolean;
}

/** A table of notices, one page of their list, with links to the list's years before it and to
 * its other pages after it, and the Important Links sidebar after them (beside them on wide
 * screens); on a phone its rows are cards (see `DataTable`), and it says so in words when it
 * has no rows. */
export function NoticeTablePage({ kind, rows, page: listPage, archive = false }: NoticeTableProps) {
  const { t, lang, localize } = useLanguage();
  const columns = COLUMNS[kind];
  const page = (row: NoticeRow) => documentHref(lang, PAGES[kind].kind, row.id);
  const cell = (row: NoticeRow, column: string) => {
    const work = row.work[lang];
    switch (column) {
      case "no":
        return row.no;
      case "work":
        return work;
      case "desc":
        return (
          <>
            {row.desc[lang]}
            <ChangeNotes changes={row.changes} />
            {row.corrigenda && row.corrigenda.length > 0 && (
              <>
                <strong className="notice-table__corrigenda">{t("tender.corrigenda")}</strong>
                <ul className="notice-table__corrigenda-list">
                  {row.corrigenda.map((corrigendum) => {
                    const day = formatDay(corrigendum.date, lang);
                    return (
                      <li key={`${corrigendum.date}-${corrigendum.note.en}`}>
                        <time dateTime={corrigendum.date}>{day}</time>: {corrigendum.note[lang]}
                        {corrigendum.pdf && (
                          <>
                            {" "}
                            <Link to={page(row)} className="notice-table__action">
                              <span className="visually-hidden">{t("tender.corrigendumOf", { date: day, work })} </span>
                              {t("tender.downloadPdf")}
                            </Link>
                            <FileSizeNote facts={factsOf(row, corrigendum.pdf)} />
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </>
        );
      case "download":
        return (
          <>
            <Link to={page(row)} className="notice-table__action">
              <span className="visually-hidden">{t("tender.downloadOf", { work })} </span>
              {t("tender.downloadPdf")}
            </Link>
            <FileSizeNote facts={factsOf(row, row.pdf)} />
          </>
        );
      case "link":
        return row.link ? (
          <NewTabLink href={row.link} className="notice-table__action">
            <span className="visually-hidden">{t("tender.linkOf", { work })} </span>
            {t("tender.openLink")}
          </NewTabLink>
        ) : null;
      case "start":
        return <time dateTime={row.startDate}>{formatDay(row.startDate, lang)}</time>;
      default:
        return (
          <>
            <time dateTime={row.endDate}>{formatDay(row.endDate, lang)}</time>
            {archive && <strong className="notice-table__closed"> {t(`${kind}.closed`)}</strong>}
          </>
        );
    }
  };

  return (
    <div className="notice-tables">
      <div className="notice-tables__main">
        <YearLinks page={listPage} />
        <DataTable
          id={kind}
          caption={t(archive ? `${kind}.archiveCaption` : `${kind}.caption`)}
          columns={columns.map((column) => ({ heading: t(`${kind}.col.${column}`), rowHeader: column === "no" }))}
          rows={rows.map((row) => ({ key: row.id, cells: columns.map((column) => cell(row, column)) }))}
          empty={t(archive ? `${kind}.archiveEmpty` : `${kind}.empty`)}
          className="notice-table"
        />
        <PageLinks page={listPage} />
        <p className="notice-tables__other">
          <Link to={localize(archive ? PAGES[kind].current : PAGES[kind].archive)}>
            {t(archive ? `${kind}.currentLink` : `${kind}.archiveLink`)}
          </Link>
        </p>
        {/* New ones by e-mail, as they are published. */}
        {!archive && (
          <p className="notice-tables__other">
            <Link to={localize("/subscribe")}>{t("page.subscribe")}</Link>
          </p>
        )}
      </div>
      <div className="notice-tables__side">
        <ImportantLinks />
      </div>
    </div>
  );
}
