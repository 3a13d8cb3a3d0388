// The people of each directory, from the content: a directory page reads only its own people
// (`people?directory=…`) and the small lists they refer to; later calls reuse the result.
import { contentKey, contentReplaced, loadList, noteRead } from "../content/store";
import { SearchIndex } from "../search-index";
import { contentDirectory, DIRECTORY_IDS, peopleOf, searchRecord, type DirectoryId, type Person } from "./people";
import type { SharedData } from "./types";

/** Wards and zones, designations and parties: what every directory refers to. */
export async function loadShared(): Promise<SharedData> {
  const [wards, designations, parties] = await Promise.all([loadList("wards"), loadList("designations"), loadList("parties")]);
  return { wards: wards.items[0], designations: designations.items, parties: parties.items };
}

const loaded = new Map<DirectoryId, Promise<Person[]>>();
// The lists they were made from: when newer ones are put in place of those shown (a page brought
// up to date after it was read offline), the people are made again from them.
let madeFrom = 0;

/** The keys of the content lists directory `id` is made from. */
export function directoryKeys(id: DirectoryId): string[] {
  return [contentKey("people", { directory: contentDirectory(id) }), "wards", "designations", "parties"];
}

/** The people of directory `id`, in the order of its list (a failed load is tried again). */
export function loadDirectory(id: DirectoryId): Promise<Person[]> {
  for (const key of directoryKeys(id)) noteRead(key);
  if (madeFrom !== contentReplaced()) {
    loaded.clear();
    madeFrom = contentReplaced();
  }
  let promise = loaded.get(id);
  if (!promise) {
    promise = Promise.all([loadList("people", { directory: contentDirectory(id) }), loadShared()]).then(([people, shared]) =>
      peopleOf(id, people.items, shared),
    );
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}

/** Forgets the people made so far (tests, and Node between two renderings of the store). */
export function forgetDirectories() {
  loaded.clear();
}

/** Everyone in every directory, directory by directory in menu order (for the site-wide search). */
export async function loadAllPeople(): Promise<Person[]> {
  const lists = await Promise.all(DIRECTORY_IDS.map(loadDirectory));
  return lists.flat();
}

const indexes = new WeakMap<readonly Person[], SearchIndex>();

/** The search records of `people`, made as the index takes them. */
function* recordsOf(people: readonly Person[]) {
  for (const person of people) yield searchRecord(person);
}

/** The search index of `people` (position i is `people[i]`), made once per list. Its records
 * are indexed by the first search, or ahead of it by `fillInSlices()`. */
export function indexOf(people: readonly Person[]): SearchIndex {
  let index = indexes.get(people);
  if (!index) {
    index = new SearchIndex(recordsOf(people));
    indexes.set(people, index);
  }
  return index;
}
