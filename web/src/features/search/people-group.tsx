import { Link } from "../../components/link";
import { PersonName } from "../../components/person-name";
import { PhoneLink } from "../../components/phone-link";
import type { FoundPerson } from "../../generated/content";
import { useLanguage } from "../../lib/language";
import { navigation } from "../../lib/wasm";
import { ResultGroup, type GroupProps } from "./result-group";

// The path of each directory page, as the Directory menu links it (/Corporators, not /corporators).
const directoryPaths = new Map(
  navigation.flatMap((item) => (item.kind === "menu" ? item.items : [])).map((route) => [route.page, route.path]),
);

/** The people that match: name, designation or party, where they work, their directory
 * (searched for the same query) and a tap-to-call number. */
export function PeopleGroup({ query, found, more }: GroupProps<FoundPerson>) {
  const { t, lang, localize } = useLanguage();

  // Where the person works: the ward (and its zone) of a ward officer or a corporator, the zone
  // of a zone officer or an outsourced supervisor.
  const placeOf = ({ ward, zone }: FoundPerson): string | undefined => {
    if (!zone) return undefined;
    const zoneName = zone.name?.[lang] ?? t("search.people.zone", { number: zone.number });
    return ward ? t("search.people.ward", { number: ward.number, name: ward.name[lang], zone: zoneName }) : zoneName;
  };

  const directoryLink = (person: FoundPerson) =>
    `${localize(directoryPaths.get(person.directory) ?? `/${person.directory}`)}&q=${encodeURIComponent(query)}`;

  return (
    <ResultGroup id="search-people" titleKey="search.people.heading" found={found} noneKey="search.people.none" more={more}>
      <ul className="search-list search-list--people">
        {found?.items.map((person) => {
          const place = placeOf(person);
          return (
            <li key={`${person.directory}-${person.id}`} className="search-item search-person">
              <span className="search-item__title">
                <PersonName name={{ ...person.name, reading: person.reading }} />
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
    </ResultGroup>
  );
}
