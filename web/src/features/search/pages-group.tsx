import { Link } from "react-router";
import { useLanguage } from "../../lib/language";
import { firstSentence, type PageEntry, type PagePerson } from "./page-index";
import { ResultGroup } from "./result-group";

/** The pages and departments that match: each title links to its page, with the person it names
 * (a department's head and post, whom a profile is about) and what a department does. */
export function PagesGroup({ pages }: { pages: readonly PageEntry[] }) {
  const { t, lang, localize } = useLanguage();
  const personLine = ({ name, post }: PagePerson) =>
    post ? t("search.pages.person", { name: name[lang], post: post[lang] }) : name[lang];
  return (
    <ResultGroup id="search-pages" titleKey="search.pages.heading" count={pages.length} noneKey="search.pages.none">
      <ul className="search-list">
        {pages.map(({ route, about, person }) => (
          <li key={route.page} className="search-item">
            <Link to={localize(route.path)} className="search-item__title">
              {t(route.titleKey)}
            </Link>
            {person && <p className="search-item__person">{personLine(person)}</p>}
            {about && <p className="search-item__detail">{firstSentence(about[lang])}</p>}
          </li>
        ))}
      </ul>
    </ResultGroup>
  );
}
