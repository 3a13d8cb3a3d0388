import { site } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { SocialIcon } from "../icons";

/** The corporation's social media accounts, each opening in a new tab. */
export function SocialLinks() {
  const { t, lang } = useLanguage();
  return (
    <ul className="social-links" aria-label={t("header.social")}>
      {site.social.map((account) => (
        <li key={account.id}>
          <a className="social-links__link" href={account.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon id={account.id} />
            <span className="visually-hidden">
              {account.name[lang]} {t("common.opensInNewTab")}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
