import { useRef } from "react";
import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { FaqAccordion } from "./faq-accordion";
import { useDocument } from "../../lib/content/store";
import { PhoneLink } from "../../components/phone-link";
import { scrollToAndFocus } from "./use-accordion";
import "./faq-page.css";

/** Frequently asked questions, and Get Help, which leads to the contact section below them. */
export function FaqPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const faq = useDocument("faq");
  // The help desk's hours are the site's (site.json), written there alone.
  const site = useDocument("site");
  const help = useRef<HTMLElement>(null);
  return (
    <div className="faq">
      <ChangeNotes changes={faq.changes} page />
      <div className="faq__intro">
        <p>{t("faq.intro")}</p>
        <button type="button" className="button button--filled" onClick={() => help.current && scrollToAndFocus(help.current)}>
          {t("faq.getHelp")}
        </button>
      </div>
      <FaqAccordion items={faq.items} />
      <section id="faq-help" ref={help} tabIndex={-1} className="faq__help" aria-labelledby="faq-help-title">
        <h2 id="faq-help-title">{t("faq.help.title")}</h2>
        <p>{faq.help.text[lang]}</p>
        <dl>
          <dt>{t("faq.help.hours")}</dt>
          <dd>{site.helpDeskHours[lang]}</dd>
          <dt>{t("faq.help.phone")}</dt>
          <dd>
            <PhoneLink number={faq.help.phone} />
          </dd>
          <dt>{t("faq.help.email")}</dt>
          <dd>
            <a href={`mailto:${faq.help.email}`}>{faq.help.email}</a>
          </dd>
        </dl>
      </section>
    </div>
  );
}
