import { useSearchParams } from "react-router";
import { Link } from "../../components/link";
import type { PageProps } from "../../lib/page-props";
import { ChangeNotes } from "../../components/change-notes";
import { useFileTexts } from "../../components/file-facts";
import { NewTabLink } from "../../components/new-tab-link";
import { PageTitle } from "../../components/page-title";
import type { Bilingual, ChangeNote, Corrigendum, DocumentLanguage, FileFacts } from "../../generated/content";
import { useContent } from "../../lib/content/store";
import { formatDay } from "../../lib/dates";
import { factsOf, isDocumentKind, type DocumentKind } from "../../lib/documents";
import { DocumentText } from "./document-text";
import { useLanguage } from "../../lib/language";
import "./document-page.css";

/** One document as its page shows it, whichever kind it is of. */
interface Shown {
  title: Bilingual;
  /** The number printed on it (a tender's, an advertisement's). */
  no?: string;
  /** The day it was issued (a notice). */
  date?: string;
  /** The first and last day (a tender, an advertisement). */
  startDate?: string;
  endDate?: string;
  description?: Bilingual;
  pdf: string;
  language?: DocumentLanguage;
  files?: { [path: string]: FileFacts | undefined };
  /** The tender on an external portal. */
  link?: string;
  corrigenda?: Corrigendum[];
  changes?: ChangeNote[];
  /** Past its last day, in its kind's archive. */
  archived: boolean;
}

/** The pages that list each kind's documents, current and archived: where to look for one. */
const LISTS: Record<DocumentKind, readonly (readonly [string, string])[]> = {
  notices: [
    ["/", "documentPage.list.notices"],
    ["/archive/notices", "documentPage.list.noticesArchive"],
  ],
  tenders: [
    ["/tender", "documentPage.list.tenders"],
    ["/archive/tenders", "documentPage.list.tendersArchive"],
  ],
  recruitment: [
    ["/recruitment", "documentPage.list.recruitment"],
    ["/archive/recruitment", "documentPage.list.recruitmentArchive"],
  ],
  rti: [["/rti", "documentPage.list.rti"]],
};

/** The document `id` of a kind that lists its items, among the current ones or the archive
 * (each asked for that one item alone: a kind's lists grow with the years). */
function useListed(kind: "notices" | "tenders" | "recruitment", id: string): Shown | undefined {
  const current = useContent(kind, { id }).items;
  const archived = useContent(kind, { id, status: "archived" }).items;
  const found = current[0] ?? archived[0];
  if (!found) return undefined;
  const isArchived = !current.includes(found);
  if ("title" in found) return { ...found, archived: isArchived };
  return {
    ...found,
    title: "work" in found ? found.work : found.post,
    archived: isArchived,
  };
}

function ListedDocument({ kind, id }: { kind: "notices" | "tenders" | "recruitment"; id: string }) {
  return <DocumentView kind={kind} shown={useListed(kind, id)} />;
}

function RtiDocument({ id }: { id: string }) {
  const rti = useContent("rti").items[0];
  const download = rti?.downloads.find((item) => item.id === id);
  const shown: Shown | undefined = download && {
    title: download.title,
    description: download.description,
    pdf: download.file,
    language: download.language,
    files: rti.files,
    archived: false,
  };
  return <DocumentView kind="rti" shown={shown} />;
}

/** /document?kind=…&id=…: one notice, tender, recruitment advertisement or RTI form, with its
 * date, size, format, pages and language, its download link, and its text. */
export function DocumentPage(_props: PageProps) {
  const [params] = useSearchParams();
  const kind = params.get("kind");
  const id = params.get("id") ?? "";
  if (!isDocumentKind(kind)) return <DocumentView />;
  if (kind === "rti") return <RtiDocument id={id} />;
  return <ListedDocument kind={kind} id={id} />;
}

function DocumentView({ kind, shown }: { kind?: DocumentKind; shown?: Shown }) {
  const { t, lang, localize } = useLanguage();
  const texts = useFileTexts();
  if (!kind || !shown) {
    return (
      <div className="document-page">
        <PageTitle titleKey="page.document" />
        <p>{t("documentPage.notFound")}</p>
        <p>{t("documentPage.findIn")}</p>
        <ul>
          {(kind ? [kind] : (Object.keys(LISTS) as DocumentKind[])).flatMap((listed) =>
            LISTS[listed].map(([path, key]) => (
              <li key={path}>
                <Link to={localize(path)}>{t(key)}</Link>
              </li>
            )),
          )}
        </ul>
      </div>
    );
  }
  const facts = factsOf(shown, shown.pdf);
  const format = texts.format(facts ?? { format: "pdf" });
  const day = (date: string) => <time dateTime={date}>{formatDay(date, lang)}</time>;
  const rows = (
    [
      ["documentPage.number", shown.no],
      ["documentPage.date", shown.date && day(shown.date)],
      ["documentPage.start", shown.startDate && day(shown.startDate)],
      ["documentPage.end", shown.endDate && day(shown.endDate)],
      ["documentPage.format", format],
      ["documentPage.size", facts && texts.size(facts)],
      ["documentPage.pages", facts?.pages && String(facts.pages)],
      ["documentPage.language", shown.language && t(`documentPage.lang.${shown.language}`)],
    ] as const
  ).filter(([, value]) => value);
  const [list, listKey] = LISTS[kind][shown.archived ? 1 : 0] ?? LISTS[kind][0];
  return (
    <article className="document-page">
      <p className="document-page__kind">{t(`documentPage.kind.${kind}`)}</p>
      <PageTitle text={shown.title[lang]} />
      <ChangeNotes changes={shown.changes} page />
      {shown.archived && <p className="document-page__archived">{t("documentPage.archived")}</p>}
      {shown.description && <p className="document-page__description">{shown.description[lang]}</p>}
      <h2 className="visually-hidden">{t("documentPage.facts")}</h2>
      <dl className="document-page__facts">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a className="document-page__download" href={shown.pdf} download>
          {facts ? t("documentPage.download", { format, size: texts.size(facts) }) : t("documentPage.downloadPlain", { format })}
        </a>
      </p>
      {shown.link && (
        <p>
          <NewTabLink href={shown.link}>{t("documentPage.portal")}</NewTabLink>
        </p>
      )}
      {shown.corrigenda && shown.corrigenda.length > 0 && (
        <section aria-labelledby="document-corrigenda">
          <h2 id="document-corrigenda">{t("documentPage.corrigenda")}</h2>
          <ul className="document-page__corrigenda">
            {shown.corrigenda.map((corrigendum) => {
              const own = factsOf(shown, corrigendum.pdf);
              return (
                <li key={`${corrigendum.date}-${corrigendum.note.en}`}>
                  {day(corrigendum.date)}: {corrigendum.note[lang]}
                  {corrigendum.pdf && (
                    <>
                      {" "}
                      <a href={corrigendum.pdf} download>
                        {t("documentPage.downloadPlain", { format })}
                        <span className="visually-hidden">: {formatDay(corrigendum.date, lang)}</span>
                      </a>
                      {own && ` (${texts.size(own)})`}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <DocumentText file={shown.pdf} />
      <p className="document-page__list">
        <Link to={localize(list)}>{t(listKey)}</Link>
      </p>
    </article>
  );
}
