import { NewTabLink } from "../../components/new-tab-link";
import { useLanguage } from "../../lib/language";
import { useDocument } from "../../lib/content/store";

/** The location map (OpenStreetMap, loaded when scrolled near) and a plain link to it. */
export function ContactMap() {
  const { t, lang } = useLanguage();
  const contact = useDocument("contact");
  return (
    <section aria-labelledby="contact-map" className="contact__section">
      <h2 id="contact-map">{t("contact.map.title")}</h2>
      <iframe
        className="contact__map"
        src={contact.map.embedUrl}
        title={contact.map.title[lang]}
        height={400}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p>
        <NewTabLink href={contact.map.linkUrl}>{t("contact.map.link")}</NewTabLink>
      </p>
    </section>
  );
}
