import { useSearchParams } from "react-router";
import { Link } from "../../components/link";
import { PageLinks } from "../../components/list-pager/list-pager";
import type { Found, SearchAnswer, SearchGroup } from "../../generated/content";
import { pageAsked } from "../../lib/content/list-page";
import { searchWithLang, useLanguage } from "../../lib/language";
import { NoticesGroup } from "./notices-group";
import { PagesGroup } from "./pages-group";
import { PeopleGroup } from "./people-group";
import type { GroupProps } from "./result-group";
import { SearchForm } from "./search-form";
import { groupOf, SEARCH_GROUPS, useSearchAnswer } from "./use-search";
import "./search.css";

/** Each group's part of the page and the catalog key of its name. */
const GROUPS: Record<SearchGroup, { Group: (props: GroupProps<never>) => React.ReactNode; titleKey: string }> = {
  people: { Group: PeopleGroup, titleKey: "search.people.heading" },
  pages: { Group: PagesGroup, titleKey: "search.pages.heading" },
  documents: { Group: NoticesGroup, titleKey: "search.notices.heading" },
};

/** /search?q=…: the site-wide search, run by the server (`GET /api/search`). Under the page
 * heading, a heading that repeats the query, the form, the count of results (announced), then
 * people, pages and departments, notices: the first page of each, with a link to all of a
 * group's results when there are more (`&group=documents`, paged like a list). */
export function SearchPage() {
  const [params] = useSearchParams();
  const { t, lang } = useLanguage();
  const query = (params.get("q") ?? "").trim();
  const group = groupOf(params.get("group"));
  const { page } = pageAsked(params);
  const answer = useSearchAnswer({ query, lang, group, page });
  const found = typeof answer === "object" ? answer : undefined;
  const shown = group ? [group] : SEARCH_GROUPS;

  return (
    <div className="search-page">
      {query && <h2 className="search-page__query">{t("search.results.heading", { query })}</h2>}
      <SearchForm query={query} />
      <p role="status" className="search-page__status">
        {found ? status(found, group, t) : answer === "failed" ? t("search.error") : ""}
      </p>
      {!query ? (
        <p className="search-page__prompt">{t("search.prompt")}</p>
      ) : (
        <div className="search-page__groups">
          {group && (
            <p className="search-page__all">
              <Link to={{ search: searchWithLang(`?${new URLSearchParams({ q: query })}`, lang) }}>
                {t("search.allGroups", { query })}
              </Link>
            </p>
          )}
          {!found && answer !== "failed" && <p className="search-group__none">{t("search.loading")}</p>}
          {shown.map((each) => {
            const { Group } = GROUPS[each];
            const results = found?.[each] as Found<never> | undefined;
            const more =
              results && (group ? <PageLinks page={results.page} /> : <AllOf group={each} query={query} found={results} />);
            return <Group key={each} query={query} found={results} more={more} />;
          })}
        </div>
      )}
    </div>
  );
}

/** What the status line announces once the answer is here: how many each group found. */
function status(found: SearchAnswer, group: SearchGroup | undefined, t: ReturnType<typeof useLanguage>["t"]): string {
  const count = (each: SearchGroup) => found[each]?.page.total ?? 0;
  if (group) return t("search.groupStatus", { group: t(GROUPS[group].titleKey), count: count(group) });
  const [people, pages, notices] = SEARCH_GROUPS.map(count);
  return t("search.status", { total: people + pages + notices, people, pages, notices });
}

/** A link to every result of a group, when the first page does not hold them all. */
function AllOf({ group, query, found }: { group: SearchGroup; query: string; found: Found<unknown> }) {
  const { t, lang } = useLanguage();
  if (found.page.pages < 2) return null;
  const search = searchWithLang(`?${new URLSearchParams({ q: query, group })}`, lang);
  return (
    <p className="search-more">
      <Link to={{ search }}>{t("search.more", { group: t(GROUPS[group].titleKey), count: found.page.total })}</Link>
    </p>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { search: SearchPage };
