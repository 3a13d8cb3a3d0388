import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PhoneLink } from "../../components/phone-link";
import type { Person } from "../../lib/directory/people";
import { useLanguage } from "../../lib/language";
import { navigation } from "../../lib/wasm";
import { PersonName } from "../../components/person-name";
import { ResultGroup } from "./result-group";

/** How many people are shown before "Show all": a one-letter query stays light. */
export const PEOPLE_SHOWN_FIRST = 20;

// The path of each directory page, as the Directory menu links it (/Corporators, not /corporators).
const directoryPaths = new Map(
  navigation.flatMap((item) => (item.kind === "menu" ? item.items : [])).map((route) => [route.page, route.path]),
);

interface PeopleGroupProps {
  query: string;
  /** The people that match; undefined while the directories load. */
  people?: readonly Person[];
  /** Shown in place of the results while they are not there. */
  pending: string;
}

/** The people that match: name, designation or party, their directory (searched for the same
 * query) and a tap-to-call number. The first few are shown until the visitor asks for all. */
export function PeopleGroup({ query, people, pending }: PeopleGroupProps) {
  const { t, lang, localize } = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = people && !showAll ? people.slice(0, PEOPLE_SHOWN_FIRST) : people;

  // After "Show all", focus goes to the first person that was hidden, where reading continues.
  useEffect(() => {
    if (showAll) listRef.current?.querySelectorAll<HTMLElement>(":scope > li")[PEOPLE_SHOWN_FIRST]?.focus();
  }, [showAll]);

  // Where the person works: the ward (and its zone) of a ward officer or a corporator, the zone
  // of a zone officer or an outsourced supervisor.
  const placeOf = ({ ward, zone }: Person): string | undefined => {
    if (!zone) return undefined;
    const zoneName = zone.name?.[lang] ?? t("search.people.zone", { number: zone.number });
    return ward ? t("search.people.ward", { number: ward.number, name: ward.name[lang], zone: zoneName }) : zoneName;
  };

  const directoryLink = (person: Person) =>
    `${localize(directoryPaths.get(person.directory) ?? `/${person.directory}`)}&q=${encodeURIComponent(query)}`;

  return (
    <ResultGroup
      id="search-people"
      titleKey="search.people.heading"
      count={people?.length}
      noneKey="search.people.none"
      pending={<p className="search-group__none">{pending}</p>}
    >
      <ul ref={listRef} className="search-list search-list--people">
        {shown?.map((person) => {
          const place = placeOf(person);
          return (
            <li key={`${person.directory}-${person.id}`} className="search-item search-person" tabIndex={-1}>
              <span className="search-item__title">
                <PersonName name={person.name} />
              </span>
              <span className="search-person__role">{person.role[lang]}</span>
              {place && <span className="search-person__place">{place}</span>}
              <span className="search-person__links">
                <Link to={directoryLink(person)}>{t(`page.${person.directory}`)}</Link>
                <PhoneLink number={person.mobile} className="search-person__phone" />
              </span>
            </li>
          );
        })}
      </ul>
      {people && !showAll && people.length > PEOPLE_SHOWN_FIRST && (
        <button type="button" className="button button--filled search-more" onClick={() => setShowAll(true)}>
          {t("search.people.showAll", { count: people.length })}
        </button>
      )}
    </ResultGroup>
  );
}
