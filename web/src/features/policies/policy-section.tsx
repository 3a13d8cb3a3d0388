import { Link } from "react-router";
import { useLanguage } from "../../lib/language";
import { useDocument } from "../../lib/content/store";
import { withSiteFacts } from "../../lib/content/site-facts";
import type { PolicySection as PolicySectionData } from "../../generated/content";

/** One section of a policy page: its heading, paragraphs, lists and links. */
export function PolicySection({ section }: { section: PolicySectionData }) {
  const { lang, localize } = useLanguage();
  const site = useDocument("site");
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} className="policy__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title[lang]}</h2>
      {section.paragraphs?.map((text) => <p key={text.en}>{withSiteFacts(text[lang], site, lang)}</p>)}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item.en}>{item[lang]}</li>
          ))}
        </ul>
      )}
      {section.lists && (
        <div className="policy__lists">
          {section.lists.map((list) => (
            <div key={list.title.en}>
              <h3>{list.title[lang]}</h3>
              <ul>
                {list.items.map((item) => (
                  <li key={item.en}>{item[lang]}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {section.links && (
        <ul className="policy__links">
          {section.links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith("#") ? (
                <a href={link.href}>{link.label[lang]}</a>
              ) : (
                <Link to={localize(link.href)}>{link.label[lang]}</Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
