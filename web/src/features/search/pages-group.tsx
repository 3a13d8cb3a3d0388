import { Link } from "../../components/link";
import type { FoundPage, PagePerson } from "../../generated/content";
import { useLanguage } from "../../lib/language";
import { ResultGroup, type GroupProps } from "./result-group";

/** The pages and departments that match: each title links to its page, with the person it names
 * (a department's head and post, whom a profile is about) and the sentence of what a department
 * does that matches. */
export function PagesGroup({ found, more }: GroupProps<FoundPage>) {
  const { t, lang, localize } = useLanguage();
  const personLine = ({ name, post }: PagePerson) =>
    post ? t("search.pages.person", { name: name[lang], post: post[lang] }) : name[lang];
  return (
    <ResultGroup id="search-pages" titleKey="search.pages.heading" found={found} noneKey="search.pages.none" more={more}>
      <ul className="search-list">
        {found?.items.map(({ page, path, person, snippet }) => (
          <li key={page} className="search-item">
            <Link to={localize(path)} className="search-item__title">
              {t(`page.${page}`)}
            </Link>
            {person && <p className="search-item__person">{personLine(person)}</p>}
            {snippet && <p className="search-item__detail">{snippet}</p>}
          </li>
        ))}
      </ul>
    </ResultGroup>
  );
}
