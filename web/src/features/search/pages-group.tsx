import { Link } from "react-router";
import { useLanguage } from "../../lib/language";
import { firstSentence, type PageEntry } from "./page-index";
import { ResultGroup } from "./result-group";

/** The pages and departments that match: each title links to its page. */
export function PagesGroup({ pages }: { pages: readonly PageEntry[] }) {
  const { t, lang, localize } = useLanguage();
  return (
    <ResultGroup id="search-pages" titleKey="search.pages.heading" count={pages.length} noneKey="search.pages.none">
      <ul className="search-list">
        {pages.map(({ route, about }) => (
          <li key={route.page} className="search-item">
            <Link to={localize(route.path)} className="search-item__title">
              {t(route.titleKey)}
            </Link>
            {about && <p className="search-item__detail">{firstSentence(about[lang])}</p>}
          </li>
        ))}
      </ul>
    </ResultGroup>
  );
}
