import type { Bilingual } from "../../config/site";
import { contentOf } from "../../lib/catalogs/content";
import { useLanguage } from "../../lib/language";
import { NewTabLink } from "../new-tab-link";
import "./important-links.css";

// content/important-links.json, downloaded with the catalogs' shell in the page language.
const importantLinks = contentOf("important-links", [] as { name: Bilingual; url: string }[]);

/** The Important Links panel (12 links, each opening in a new tab) beside the page. */
export function ImportantLinks() {
  const { t, lang } = useLanguage();
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
