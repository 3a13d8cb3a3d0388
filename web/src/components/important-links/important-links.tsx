import { useDocument } from "../../lib/content/store";
import { useLanguage } from "../../lib/language";
import { NewTabLink } from "../new-tab-link";
import "./important-links.css";

/** The Important Links panel (12 links, each opening in a new tab) beside the page. */
export function ImportantLinks() {
  const { t, lang } = useLanguage();
  const importantLinks = useDocument("important-links").links;
  return (
    <nav className="important-links" aria-labelledby="important-links-title">
      <h2 id="important-links-title" className="important-links__title">
        {t("links.title")}
      </h2>
      <ul className="important-links__list">
        {importantLinks.map((link) => (
          <li key={link.url}>
            <NewTabLink href={link.url} className="important-links__link">
              {link.name[lang]}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
