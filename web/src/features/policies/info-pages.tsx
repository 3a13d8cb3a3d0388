// GIGW's pages about the website itself: the accessibility statement, help, screen reader access
// and the website policies. Each is a document of its own kind (wasm-core's `InfoPage`, and
// `ScreenReaderAccess` with its table), edited in the admin area like the privacy policy.
import { ChangeNotes } from "../../components/change-notes";
import { DataTable } from "../../components/data-table";
import type { PageProps } from "../../lib/page-props";
import type { PolicySection as PolicySectionData } from "../../generated/content";
import { useLanguage } from "../../lib/language";
import { useDocument, type Item } from "../../lib/content/store";
import { FactText, PolicySection } from "./policy-section";
import "./policies.css";

/** The list of a page's sections, each a link to its heading. */
function Contents({ sections }: { sections: readonly PolicySectionData[] }) {
  const { t, lang } = useLanguage();
  return (
    <nav className="policy__contents" aria-labelledby="info-page-contents">
      <h2 id="info-page-contents">{t("infoPage.contents")}</h2>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title[lang]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What opens a page about the website: its change notes, then its introduction. */
function Introduction({
  page,
}: {
  page: Item<"accessibility-statement" | "help" | "website-policies" | "screen-reader-access">;
}) {
  const { lang } = useLanguage();
  return (
    <>
      <ChangeNotes changes={page.changes} page />
      <p>
        <FactText text={page.intro[lang]} />
      </p>
    </>
  );
}

/** A page of the `InfoPage` kinds: its introduction, a list of its sections, then each section. */
function InfoPage({ kind }: { kind: "accessibility-statement" | "help" | "website-policies" }) {
  const page = useDocument(kind);
  return (
    <div className="policy">
      <Introduction page={page} />
      <Contents sections={page.sections} />
      {page.sections.map((section) => (
        <PolicySection key={section.id} section={section} />
      ))}
    </div>
  );
}

/** /accessibility-statement: the standard aimed at, the testing, known limitations, reporting. */
export function AccessibilityStatementPage(_props: PageProps) {
  return <InfoPage kind="accessibility-statement" />;
}

/** /help: using the site, PDF readers, the language switch, slow connections. */
export function HelpPage(_props: PageProps) {
  return <InfoPage kind="help" />;
}

/** /website-policies: copyright, hyperlinking, archival, review, contingency, terms. */
export function WebsitePoliciesPage(_props: PageProps) {
  return <InfoPage kind="website-policies" />;
}

/** /screen-reader-access: the table of screen readers (name, website, free or commercial, what
 * it runs on), then the sections on using the site with one. */
export function ScreenReaderAccessPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const page = useDocument("screen-reader-access");
  const columns = [
    { heading: t("screenReaders.name"), rowHeader: true },
    { heading: t("screenReaders.website"), className: "screen-readers__website" },
    { heading: t("screenReaders.pricing") },
    { heading: t("screenReaders.platform") },
  ];
  // Product names and web addresses are English whatever the page's language.
  const english = lang === "en" ? undefined : "en";
  const rows = page.readers.map((reader) => ({
    key: reader.id,
    cells: [
      <span lang={english}>{reader.name}</span>,
      <a href={reader.website} lang={english}>
        {new URL(reader.website).host.replace(/^www\./, "")}
      </a>,
      t(`screenReaders.${reader.pricing}`),
      reader.platform[lang],
    ],
  }));
  return (
    <div className="policy">
      <Introduction page={page} />
      <DataTable id="screen-readers" caption={t("screenReaders.caption")} columns={columns} rows={rows} />
      {page.sections.map((section) => (
        <PolicySection key={section.id} section={section} />
      ))}
    </div>
  );
}
