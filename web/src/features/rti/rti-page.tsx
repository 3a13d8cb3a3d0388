import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../app/page-props";
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
        <div className="rti__table-wrap">
          <table className="rti__table" id="rti-time-limits-table">
            <caption>{t("rti.timeLimits.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("rti.timeLimits.case")}</th>
                <th scope="col">{t("rti.timeLimits.limit")}</th>
              </tr>
            </thead>
            <tbody>
              {rti.timeLimits.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.case[lang]}</th>
                  <td>{row.limit[lang]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="rti-fees">
        <h2 id="rti-fees">{t("rti.fees.title")}</h2>
        <div className="rti__table-wrap">
          <table className="rti__table" id="rti-fees-table">
            <caption>{t("rti.fees.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("rti.fees.item")}</th>
                <th scope="col">{t("rti.fees.fee")}</th>
              </tr>
            </thead>
            <tbody>
              {rti.fees.map((row) => (
                <tr key={row.id} data-fee={row.id}>
                  <th scope="row">{row.item[lang]}</th>
                  <td>{row.fee[lang]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="rti-downloads">
        <h2 id="rti-downloads">{t("rti.downloads.title")}</h2>
        <ul className="rti__cards">
          {rti.downloads.map((doc) => (
            <li key={doc.id} className="rti__card">
              <h3>{doc.title[lang]}</h3>
              <p>{doc.description[lang]}</p>
              <a
                className="rti__download"
                href={doc.file}
                download
                type="application/pdf"
              >
                {t("rti.downloads.action")}
                <span className="visually-hidden">: {doc.title[lang]}</span>
              </a>
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
