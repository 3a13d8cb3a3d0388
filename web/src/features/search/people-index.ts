// The "People" group: every directory's records, from the shared loaders of lib/directory.
// Imported only by use-people-search (dynamically), so the directories are fetched when the
// search page is visited, never with the home page.
import { indexOf, loadAllPeople } from "../../lib/directory/load";
import type { Person } from "../../lib/directory/people";

/** Finds people: the records of every directory that match `query`, best first. */
export type PeopleSearch = (query: string) => Person[];

/** Loads every directory and indexes it once, a slice at a time (some hundred people take a
 * cheap phone well over the 50 ms after which a page feels stuck). */
export async function loadPeopleSearch(): Promise<PeopleSearch> {
  const people = await loadAllPeople();
  const index = indexOf(people);
  await index.fillInSlices();
  return (query) => index.search(query).map((position) => people[position]);
}
