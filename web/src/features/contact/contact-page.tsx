import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { ContactMap } from "./contact-map";
import { useDocument } from "../../lib/content/store";
import { PhoneLink } from "../../components/phone-link";
import "./contact-page.css";

/** Offices, hours, emergency numbers, the map, directions and the department phone cards. */
export function ContactPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const contact = useDocument("contact");
  const office = contact.headOffice;
  return (
    <div className="contact">
      <ChangeNotes changes={contact.changes} page />
      <div className="contact__columns">
        <section aria-labelledby="contact-head-office" className="contact__section contact__card">
          <h2 id="contact-head-office">{t("contact.headOffice.title")}</h2>
          <p className="contact__name">{office.name[lang]}</p>
          <dl className="contact__details">
            <dt>{t("contact.address")}</dt>
            <dd>{office.address[lang]}</dd>
            <dt>{t("contact.phone")}</dt>
            <dd>
              <PhoneLink number={office.phone} />
            </dd>
            <dt>{t("contact.email")}</dt>
            <dd>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="contact-hours" className="contact__section contact__card">
          <h2 id="contact-hours">{t("contact.hours.title")}</h2>
          <p>{contact.hours.open[lang]}</p>
          <p>{contact.hours.closed[lang]}</p>
        </section>
      </div>

      <section aria-labelledby="contact-zones" className="contact__section">
        <h2 id="contact-zones">{t("contact.zones.title")}</h2>
        <p>{t("contact.zones.intro", { count: contact.zones.length })}</p>
        <ul className="contact__grid">
          {contact.zones.map((zone) => (
            <li key={zone.id} className="contact__card" data-zone={zone.id}>
              <h3>{t("contact.zones.name", { name: zone.name[lang] })}</h3>
              <dl className="contact__details">
                <dt>{t("contact.address")}</dt>
                <dd>{zone.address[lang]}</dd>
                <dt>{t("contact.phone")}</dt>
                <dd>
                  <PhoneLink number={zone.phone} />
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-emergency" className="contact__section">
        <h2 id="contact-emergency">{t("contact.emergency.title")}</h2>
        <ul className="contact__grid contact__grid--small">
          {contact.emergency.map((service) => (
            <li key={service.id} className="contact__card contact__card--emergency" data-emergency={service.id}>
              <h3>{service.name[lang]}</h3>
              <PhoneLink number={service.phone} className="contact__big-number" />
            </li>
          ))}
        </ul>
      </section>

      <ContactMap />

      <section aria-labelledby="contact-reach" className="contact__section">
        <h2 id="contact-reach">{t("contact.reach.title")}</h2>
        <div className="contact__grid">
          {contact.howToReach.map((way) => (
            <div key={way.id} className="contact__card">
              <h3>{way.title[lang]}</h3>
              <p>{way.text[lang]}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="contact-departments" className="contact__section">
        <h2 id="contact-departments">{t("contact.departments.title")}</h2>
        <ul className="contact__grid">
          {contact.departments.map((department) => (
            <li key={department.id} className="contact__card" data-department={department.id}>
              <h3>{department.name[lang]}</h3>
              <ul className="contact__phones">
                {department.phones.map((line) => (
                  <li key={line.phone}>
                    {line.label && <span>{line.label[lang]}: </span>}
                    <PhoneLink number={line.phone} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { contact: ContactPage };
