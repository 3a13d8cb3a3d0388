import { useSite, type SocialId } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { SocialIcon } from "../icons";
import { NewTabLink } from "../new-tab-link";

/** The corporation's social media accounts, each opening in a new tab. */
export function SocialLinks() {
  const { t, lang } = useLanguage();
  const site = useSite();
  return (
    <ul className="social-links" aria-label={t("header.social")}>
      {site.social.map((account) => (
        <li key={account.id}>
          <NewTabLink href={account.url} className="social-links__link">
            <SocialIcon id={account.id as SocialId} />
            <span className="visually-hidden">{account.name[lang]}</span>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
