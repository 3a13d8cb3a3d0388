import type { PageProps } from "../../lib/page-props";
import { PhoneLink } from "../../components/phone-link";
import type { Person } from "../../lib/directory/people";
import { useLanguage } from "../../lib/language";
import type { FilterKind } from "./filters";
import { useLabels } from "./labels";
import { MatchStatus } from "./match-status";
import { PeopleLoader } from "./people-loader";
import { PersonName } from "../../components/person-name";
import { SearchControls } from "./search-controls";
import { useDirectorySearch } from "./use-directory-search";
import "./directory.css";

const FILTERS: readonly FilterKind[] = ["party"];

/** /corporators-card (Elected Members): one card per ward, with the corporators' search box and
 * a party filter. */
export function CorporatorCardsPage(_props: PageProps) {
  return (
    <div className="corporator-cards">
      <PeopleLoader id="corporators">{(people) => <CorporatorCards people={people} />}</PeopleLoader>
    </div>
  );
}

function CorporatorCards({ people }: { people: Person[] }) {
  const search = useDirectorySearch(people, FILTERS);
  return (
    <>
      <SearchControls id="corporators-card" labelKey="directory.search.corporator" filters={FILTERS} search={search} />
      <MatchStatus shown={search.matches.length} total={people.length} active={search.active} />
      {search.matches.length > 0 && (
        <ul className="corporator-cards__list">
          {search.matches.map((person, index) => (
            <li key={person.id}>
              <CorporatorCard person={person} firstScreen={index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Cards a phone shows before any scrolling: their photos are fetched with the page, since
 * one of them is often the largest thing rendered; the others wait until they are scrolled near. */
const FIRST_SCREEN_CARDS = 4;

function CorporatorCard({ person, firstScreen }: { person: Person; firstScreen: boolean }) {
  const { t } = useLanguage();
  const labels = useLabels();
  return (
    <article className="corporator-card">
      {/* The name is the card's heading, right beside the photo: the photo adds nothing to say. */}
      {person.photo && (
        <img
          className="corporator-card__photo"
          src={person.photo}
          alt=""
          width={96}
          height={96}
          loading={firstScreen ? "eager" : "lazy"}
          decoding={firstScreen ? "auto" : "async"}
        />
      )}
      <div className="corporator-card__text">
        <h2 className="corporator-card__name">
          <PersonName name={person.name} />
        </h2>
        <dl className="corporator-card__facts">
          <div>
            <dt>{t("directory.card.ward")}</dt>
            <dd>{person.ward && labels.ward(person.ward)}</dd>
          </div>
          <div>
            <dt>{t("directory.col.party")}</dt>
            <dd>{person.party && labels.party(person.party)}</dd>
          </div>
          <div>
            <dt>{t("directory.col.mobile")}</dt>
            <dd>
              <PhoneLink number={person.mobile} className="corporator-card__phone" />
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { "corporators-card": CorporatorCardsPage };
