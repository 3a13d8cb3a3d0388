import { Link } from "../../components/link";
import { PhoneLink } from "../../components/phone-link";
import { useLanguage } from "../../lib/language";
import { useDocument } from "../../lib/content/store";
import { siteFactParts } from "../../lib/content/site-facts";
import type { PolicySection as PolicySectionData } from "../../generated/content";

/** A text of a page about the website, with the site's facts it names in place: the e-mail
 * address for enquiries as a link to write to it, the helpline as a number to dial. */
export function FactText({ text }: { text: string }) {
  const { lang } = useLanguage();
  const site = useDocument("site");
  return siteFactParts(text, site, lang).map((part, index) =>
    part.link === "email" ? (
      <a key={index} href={`mailto:${part.text}`}>
        {part.text}
      </a>
    ) : part.link === "phone" ? (
      <PhoneLink key={index} number={part.text} />
    ) : (
      part.text
    ),
  );
}

/** One section of a policy page: its heading, paragraphs, lists and links (a page of the site,
 * a section of the same page, or another website). */
export function PolicySection({ section }: { section: PolicySectionData }) {
  const { lang, localize } = useLanguage();
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} className="policy__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title[lang]}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text.en}>
          <FactText text={text[lang]} />
        </p>
      ))}
      {section.items && section.items.length > 0 && (
        <ul>
          {section.items.map((item) => (
            <li key={item.en}>
              <FactText text={item[lang]} />
            </li>
          ))}
        </ul>
      )}
      {section.lists && section.lists.length > 0 && (
        <div className="policy__lists">
          {section.lists.map((list) => (
            <div key={list.title.en}>
              <h3>{list.title[lang]}</h3>
              <ul>
                {list.items.map((item) => (
                  <li key={item.en}>
                    <FactText text={item[lang]} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {section.links && section.links.length > 0 && (
        <ul className="policy__links">
          {section.links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith("#") || link.href.startsWith("https://") ? (
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
