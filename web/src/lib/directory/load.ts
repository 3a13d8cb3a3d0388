// The people of each directory, from the content: a directory page reads only its own people
// (`people?directory=…`) and the small lists they refer to; later calls with the same content
// store reuse the result.
import { contentKey, type ContentStore, type Kind, type List } from "../content/store";
import { SearchIndex } from "../search-index";
import { contentDirectory, DIRECTORY_IDS, peopleOf, searchRecord, type DirectoryId, type Person } from "./people";
import type { SharedData } from "./types";

/** The list of `kind` in `store` (the items with `filter`'s fields), once it is here. */
function loadList<K extends Kind>(store: ContentStore, kind: K, filter?: Record<string, string>): Promise<List<K>> {
  return store.load(contentKey(kind, filter)) as Promise<List<K>>;
}

/** Wards and zones, designations and parties: what every directory refers to. */
export async function loadShared(store: ContentStore): Promise<SharedData> {
  const [wards, designations, parties] = await Promise.all([
    loadList(store, "wards"),
    loadList(store, "designations"),
    loadList(store, "parties"),
  ]);
  return { wards: wards.items[0], designations: designations.items, parties: parties.items };
}

/** The people made from a store's lists, by directory, and how many times its shown lists had
 * been replaced when they were made (`timesReplaced`): when newer ones are put in place of those
 * shown (a page brought up to date after it was read offline), the people are made again. */
const made = new WeakMap<ContentStore, { from: number; loaded: Map<DirectoryId, Promise<Person[]>> }>();

/** The keys of the content lists directory `id` is made from. */
export function directoryKeys(id: DirectoryId): string[] {
  return [contentKey("people", { directory: contentDirectory(id) }), "wards", "designations", "parties"];
}

/** The people of directory `id` in `store`, in the order of its list (a failed load is tried
 * again). */
export function loadDirectory(store: ContentStore, id: DirectoryId): Promise<Person[]> {
  for (const key of directoryKeys(id)) store.noteRead(key);
  let memo = made.get(store);
  if (memo?.from !== store.timesReplaced()) {
    memo = { from: store.timesReplaced(), loaded: new Map() };
    made.set(store, memo);
  }
  const { loaded } = memo;
  let promise = loaded.get(id);
  if (!promise) {
    promise = Promise.all([loadList(store, "people", { directory: contentDirectory(id) }), loadShared(store)]).then(
      ([people, shared]) => peopleOf(id, people.items, shared),
    );
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}

/** Everyone in every directory, directory by directory in menu order (for the site-wide search). */
export async function loadAllPeople(store: ContentStore): Promise<Person[]> {
  const lists = await Promise.all(DIRECTORY_IDS.map((id) => loadDirectory(store, id)));
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
