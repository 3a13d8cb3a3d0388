import { useSite } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { telUri } from "../../lib/wasm";
import { MailIcon, PhoneIcon } from "../icons";

/** The two helplines (tap to call) and the two official e-mail addresses. On a phone the
 * labels and the addresses are read, not shown: each address is an envelope (header.css). */
export function ContactLinks() {
  const { t, lang } = useLanguage();
  const site = useSite();
  return (
    <div className="contact-links">
      <p className="contact-links__group">
        <span className="contact-links__label">
          <PhoneIcon />
          <span className="visually-hidden-narrow">{t("header.helplines")}:</span>
        </span>
        {site.helplines.map((line) => (
          <a key={line.phone} className="contact-links__link" href={telUri(line.phone)}>
            <span className="visually-hidden">{line.label[lang]}: </span>
            {line.phone}
          </a>
        ))}
      </p>
      <p className="contact-links__group">
        <span className="contact-links__label">
          <MailIcon />
          <span className="visually-hidden-narrow">{t("header.emails")}:</span>
        </span>
        {site.emails.map((email) => (
          <a key={email.address} className="contact-links__link contact-links__link--email" href={`mailto:${email.address}`}>
            <MailIcon />
            <span className="visually-hidden">{email.label[lang]}: </span>
            <span className="visually-hidden-narrow">{email.address}</span>
          </a>
        ))}
      </p>
    </div>
  );
}
