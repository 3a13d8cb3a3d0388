import { Suspense, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { FailureBoundary } from "../../components/failure-boundary";
import { prefetchCatalogs } from "../../lib/catalogs/load";
import { WithCatalogs } from "../../lib/catalogs/with-catalogs";
import { useContentWhenHere } from "../../lib/content/store";
import { useLanguage } from "../../lib/language";
import { LANGS } from "../../lib/wasm";
import { NoticesGroup } from "./notices-group";
import { noticeEntries, searchNotices } from "./notice-index";
import { searchPages } from "./page-index";
import { PagesGroup } from "./pages-group";
import { PeopleGroup } from "./people-group";
import { SearchForm } from "./search-form";
import { usePeopleSearch } from "./use-people-search";
import "./search.css";

const SHELL = ["shell"] as const;

/** /search?q=…: the site-wide search. Under the page heading, a heading that repeats the query,
 * the form, the count of results (announced), then people, pages and departments, notices. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  return (
    // Pages are found by their names in both languages (page-index.ts): a query waits for the
    // shell of both catalogs.
    <WithCatalogs langs={query ? LANGS : []} parts={SHELL}>
      <SearchResults query={query} />
    </WithCatalogs>
  );
}

const ARCHIVED = { status: "archived" };

function SearchResults({ query }: { query: string }) {
  const { t } = useLanguage();
  // How many people the search found, once it knows (null until then; 0 when the directories
  // could not be fetched), for the count the status line announces.
  const [peopleCount, setPeopleCount] = useState<number | null>(null);
  // The other language's names come while the visitor types the first query.
  useEffect(() => {
    for (const each of LANGS) prefetchCatalogs(each, SHELL);
  }, []);

  // The notices (tender and recruitment notices too, and the archives: what is past its last
  // day is still found) and the departments' texts are fetched once there is a query.
  const wanted = !!query;
  const currentNotices = useContentWhenHere("notices", wanted)?.items;
  const archivedNotices = useContentWhenHere("notices", wanted, ARCHIVED)?.items;
  const tenders = useContentWhenHere("tenders", wanted)?.items;
  const archivedTenders = useContentWhenHere("tenders", wanted, ARCHIVED)?.items;
  const recruitment = useContentWhenHere("recruitment", wanted)?.items;
  const archivedRecruitment = useContentWhenHere("recruitment", wanted, ARCHIVED)?.items;
  const noticeList = useMemo(
    () =>
      currentNotices && archivedNotices && tenders && archivedTenders && recruitment && archivedRecruitment
        ? noticeEntries({ notices: currentNotices, archivedNotices, tenders, archivedTenders, recruitment, archivedRecruitment })
        : undefined,
    [currentNotices, archivedNotices, tenders, archivedTenders, recruitment, archivedRecruitment],
  );
  const departments = useContentWhenHere("departments", !!query)?.items;
  const profiles = useContentWhenHere("profiles", !!query)?.items[0];
  const pages = useMemo(
    () => (query && departments && profiles ? searchPages(departments, profiles, query) : []),
    [query, departments, profiles],
  );
  const notices = useMemo(() => (query && noticeList ? searchNotices(noticeList, query) : []), [query, noticeList]);
  const settled = peopleCount !== null && !!noticeList && !!departments && !!profiles;

  return (
    <div className="search-page">
      {query && <h2 className="search-page__query">{t("search.results.heading", { query })}</h2>}
      <SearchForm query={query} />
      <p role="status" className="search-page__status">
        {query && settled
          ? t("search.status", {
              total: (peopleCount ?? 0) + pages.length + notices.length,
              people: peopleCount ?? 0,
              pages: pages.length,
              notices: notices.length,
            })
          : ""}
      </p>
      {query ? (
        <div className="search-page__groups">
          <FailureBoundary fallback={() => <PeopleFailed query={query} onCount={setPeopleCount} />}>
            <Suspense fallback={<PeopleGroup query={query} pending={t("search.people.loading")} />}>
              <FoundPeople key={query} query={query} onCount={setPeopleCount} />
            </Suspense>
          </FailureBoundary>
          <PagesGroup pages={pages} />
          <NoticesGroup notices={notices} />
        </div>
      ) : (
        <p className="search-page__prompt">{t("search.prompt")}</p>
      )}
    </div>
  );
}

/** The people that match `query`; suspends until the directories are here. */
function FoundPeople({ query, onCount }: { query: string; onCount: (count: number) => void }) {
  const { t } = useLanguage();
  const search = usePeopleSearch();
  const people = useMemo(() => search(query), [search, query]);
  useEffect(() => onCount(people.length), [people.length, onCount]);
  return <PeopleGroup query={query} people={people} pending={t("search.people.loading")} />;
}

/** The people group when the directories could not be fetched. */
function PeopleFailed({ query, onCount }: { query: string; onCount: (count: number) => void }) {
  const { t } = useLanguage();
  useEffect(() => onCount(0), [onCount]);
  return <PeopleGroup query={query} pending={t("search.people.error")} />;
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { search: SearchPage };
