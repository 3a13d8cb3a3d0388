import { Link } from "../../components/link";
import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { documentHref } from "../../lib/document-href";
import { useLanguage } from "../../lib/language";
import { PhoneLink } from "../../components/phone-link";
import { useDocument } from "../../lib/content/store";
import "./rti-page.css";

/** The Right to Information page: how to apply, fees and time limits, forms, contacts. */
export function RtiPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const rti = useDocument("rti");
  return (
    <div className="rti">
      <ChangeNotes changes={rti.changes} page />
      <section aria-labelledby="rti-overview">
        <h2 id="rti-overview">{t("rti.overview.title")}</h2>
        {rti.overview.map((text) => (
          <p key={text.en}>{text[lang]}</p>
        ))}
      </section>

      <div className="rti__steps">
        <section aria-labelledby="rti-online">
          <h2 id="rti-online">{t("rti.online.title")}</h2>
          <ol>
            {rti.onlineSteps.map((step) => (
              <li key={step.en}>{step[lang]}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="rti-offline">
          <h2 id="rti-offline">{t("rti.offline.title")}</h2>
          <ol>
            {rti.offlineSteps.map((step) => (
              <li key={step.en}>{step[lang]}</li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="rti-time-limits">
        <h2 id="rti-time-limits">{t("rti.timeLimits.title")}</h2>
        <RtiTable
          id="rti-time-limits-table"
          caption={t("rti.timeLimits.caption")}
          headings={[t("rti.timeLimits.case"), t("rti.timeLimits.limit")]}
          rows={rti.timeLimits.map((row) => ({ id: row.id, head: row.case[lang], value: row.limit[lang] }))}
        />
      </section>

      <section aria-labelledby="rti-fees">
        <h2 id="rti-fees">{t("rti.fees.title")}</h2>
        <RtiTable
          id="rti-fees-table"
          caption={t("rti.fees.caption")}
          headings={[t("rti.fees.item"), t("rti.fees.fee")]}
          rows={rti.fees.map((row) => ({ id: row.id, head: row.item[lang], value: row.fee[lang] }))}
        />
      </section>

      <section aria-labelledby="rti-downloads">
        <h2 id="rti-downloads">{t("rti.downloads.title")}</h2>
        <ul className="rti__cards">
          {rti.downloads.map((doc) => (
            <li key={doc.id} className="rti__card">
              <h3>{doc.title[lang]}</h3>
              <p>{doc.description[lang]}</p>
              <Link className="rti__download" to={documentHref(lang, "rti", doc.id)}>
                {t("rti.downloads.action")}
                <span className="visually-hidden">: {doc.title[lang]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rti-contacts">
        <h2 id="rti-contacts">{t("rti.contacts.title")}</h2>
        <ul className="rti__cards">
          {rti.contacts.map((contact) => (
            <li key={contact.id} className="rti__card">
              <h3>{contact.role[lang]}</h3>
              <p>{contact.name[lang]}</p>
              <dl className="rti__details">
                <dt>{t("rti.contacts.phone")}</dt>
                <dd>
                  <PhoneLink number={contact.phone} />
                </dd>
                <dt>{t("rti.contacts.email")}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </dl>
            </li>
          ))}
          <li className="rti__card">
            <h3>{t("rti.office.title")}</h3>
            <address>{rti.office.address[lang]}</address>
            <dl className="rti__details">
              <dt>{t("rti.contacts.phone")}</dt>
              <dd>
                <PhoneLink number={rti.office.phone} />
              </dd>
              <dt>{t("rti.contacts.email")}</dt>
              <dd>
                <a href={`mailto:${rti.office.email}`}>{rti.office.email}</a>
              </dd>
            </dl>
          </li>
        </ul>
      </section>
    </div>
  );
}

interface RtiTableProps {
  id: string;
  caption: string;
  /** The headings of the two columns: what the row is, and its value. */
  headings: readonly [string, string];
  rows: readonly { id: string; head: string; value: string }[];
}

/** A two-column table, each row named by its first cell. On a phone each row is a card, its
 * value under its column's heading (rti-page.css); the explicit roles keep it a table for
 * screen readers there, since some browsers drop the semantics of a table whose parts are no
 * longer displayed as one. */
function RtiTable({ id, caption, headings, rows }: RtiTableProps) {
  const captionId = `${id}-caption`;
  return (
    <div className="rti__table-wrap">
      <table className="rti__table" id={id} role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {headings.map((heading) => (
              <th key={heading} scope="col" role="columnheader">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.id} role="row">
              <th scope="row" role="rowheader">
                {row.head}
              </th>
              <td role="cell" data-label={headings[1]}>
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { rti: RtiPage };
