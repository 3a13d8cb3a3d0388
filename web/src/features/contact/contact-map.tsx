import { NewTabLink } from "../../components/new-tab-link";
import { useLanguage } from "../../lib/language";
import { useDocument } from "../../lib/content/store";

/** The location map (OpenStreetMap, loaded when scrolled near) and a plain link to it. The box
 * the map is rendered in holds, under the frame, the head office's address and a link to the map:
 * what shows when the frame cannot load (the map is blocked, or the network fails), with or
 * without the app. */
export function ContactMap() {
  const { t, lang } = useLanguage();
  const contact = useDocument("contact");
  return (
    <section aria-labelledby="contact-map" className="contact__section">
      <h2 id="contact-map">{t("contact.map.title")}</h2>
      <div className="contact__map-box">
        <div className="contact__map-fallback">
          <p>{t("contact.map.fallback")}</p>
          <p className="contact__map-address">{contact.headOffice.address[lang]}</p>
          <p>
            <NewTabLink href={contact.map.linkUrl}>{t("contact.map.open")}</NewTabLink>
          </p>
        </div>
        <iframe
          className="contact__map"
          src={contact.map.embedUrl}
          title={contact.map.title[lang]}
          height={400}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <p>
        <NewTabLink href={contact.map.linkUrl}>{t("contact.map.link")}</NewTabLink>
      </p>
    </section>
  );
}
