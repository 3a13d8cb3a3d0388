import { useSite } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { telUri } from "../../lib/wasm";
import { MailIcon, PhoneIcon } from "../icons";

/** The two helplines (tap to call) and the two official e-mail addresses. */
export function ContactLinks() {
  const { t, lang } = useLanguage();
  const site = useSite();
  return (
    <div className="contact-links">
      <p className="contact-links__group">
        <span className="contact-links__label">
          <PhoneIcon />
          {t("header.helplines")}:
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
          {t("header.emails")}:
        </span>
        {site.emails.map((email) => (
          <a key={email.address} className="contact-links__link" href={`mailto:${email.address}`}>
            <span className="visually-hidden">{email.label[lang]}: </span>
            {email.address}
          </a>
        ))}
      </p>
    </div>
  );
}
