import type { PageProps } from "../../lib/page-props";
import { ImportantLinks } from "../../components/important-links/important-links";
import type { DirectoryId, Person } from "../../lib/directory/people";
import { useLanguage } from "../../lib/language";
import { DIRECTORIES, isDirectory } from "./directory-config";
import { DirectoryTable } from "./directory-table";
import { useLabels } from "./labels";
import { MatchStatus } from "./match-status";
import { PeopleLoader } from "./people-loader";
import { SearchControls } from "./search-controls";
import { useDirectorySearch } from "./use-directory-search";
import "./directory.css";

/** Every page of the Directory menu: search and filters over the page's table(s), and the
 * Important Links panel (to the left on wide screens, after the tables on a phone). */
export function DirectoryPage({ route }: PageProps) {
  if (!isDirectory(route.page)) return null;
  const id = route.page;
  return (
    <div className="directory">
      <div className="directory__main">
        {/* A fresh search state for each directory: the same component renders all six. */}
        <PeopleLoader key={id} id={id}>
          {(people) => <Directory id={id} people={people} />}
        </PeopleLoader>
      </div>
      <div className="directory__side">
        <ImportantLinks />
      </div>
    </div>
  );
}

function Directory({ id, people }: { id: DirectoryId; people: Person[] }) {
  const { t } = useLanguage();
  const config = DIRECTORIES[id];
  const search = useDirectorySearch(people, config.filters);
  const { matches } = search;
  return (
    <>
      {config.zonesIntro && (
        <p className="directory__intro">
          {t(config.zonesIntro, { count: new Set(people.map((person) => person.zone?.number)).size })}
        </p>
      )}
      <SearchControls id={id} labelKey={config.searchLabel} filters={config.filters} search={search} />
      <MatchStatus shown={matches.length} total={people.length} active={search.active} />
      {matches.length > 0 &&
        (config.byZone ? (
          <ZoneTables id={id} people={people} matches={matches} />
        ) : (
          <DirectoryTable id={id} caption={t(`directory.caption.${id}`)} columns={config.columns} people={matches} />
        ))}
    </>
  );
}

/** The zone officers: one table per zone that has a match, in zone order, rank order within. */
function ZoneTables({ id, people, matches }: { id: DirectoryId; people: readonly Person[]; matches: readonly Person[] }) {
  const { t } = useLanguage();
  const labels = useLabels();
  const zones = [...new Map(people.map((p) => [p.zone?.number, p.zone])).values()];
  return zones.map((zone) => {
    const rows = matches.filter((p) => p.zone?.number === zone?.number);
    if (!zone || rows.length === 0) return null;
    return (
      <DirectoryTable
        key={zone.number}
        id={`${id}-zone-${zone.number}`}
        caption={t("directory.caption.zone", { zone: labels.zone(zone) })}
        columns={DIRECTORIES[id].columns}
        people={rows}
      />
    );
  });
}
