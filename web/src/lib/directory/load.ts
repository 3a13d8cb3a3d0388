// One loader per directory: each fetches only its own file (and the small shared ones) on first
// use, so a directory page downloads its own data and nothing more; later calls reuse the result.
import { SearchIndex } from "../search-index";
import {
  DIRECTORY_IDS,
  corporatorPeople,
  outsourcePeople,
  searchRecord,
  staffPeople,
  wardOfficerPeople,
  zoneOfficerPeople,
  type DirectoryId,
  type Person,
} from "./people";
import type {
  CorporatorRecord,
  DesignationsFile,
  OutsourceRecord,
  PartiesFile,
  SharedData,
  StaffRecord,
  WardOfficerRecord,
  WardsFile,
  ZoneOfficersFile,
} from "./types";

/** `load` run once; its promise is shared by every caller (a failed load is tried again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}

/** Wards and zones, designations and parties: what every directory refers to. */
export const loadShared = once(async (): Promise<SharedData> => {
  const [wards, designations, parties] = await Promise.all([
    import("@content/directory/wards.json"),
    import("@content/directory/designations.json"),
    import("@content/directory/parties.json"),
  ]);
  return {
    wards: wards.default as WardsFile,
    designations: designations.default as DesignationsFile,
    parties: parties.default as PartiesFile,
  };
});

/** The people of each directory, in the order of its list. */
export const loaders: Record<DirectoryId, () => Promise<Person[]>> = {
  "smc-officer": once(async () => {
    const [file, shared] = await Promise.all([import("@content/directory/smc-officers.json"), loadShared()]);
    return staffPeople("smc-officer", file.default as StaffRecord[], shared);
  }),
  "smc-employee": once(async () => {
    const [file, shared] = await Promise.all([import("@content/directory/smc-employees.json"), loadShared()]);
    return staffPeople("smc-employee", file.default as StaffRecord[], shared);
  }),
  "zone-officer": once(async () => {
    const [file, shared] = await Promise.all([import("@content/directory/zone-officers.json"), loadShared()]);
    return zoneOfficerPeople(file.default as ZoneOfficersFile, shared);
  }),
  "ward-officer": once(async () => {
    const [file, shared] = await Promise.all([import("@content/directory/ward-officers.json"), loadShared()]);
    return wardOfficerPeople(file.default as WardOfficerRecord[], shared);
  }),
  corporators: once(async () => {
    const [file, shared] = await Promise.all([import("@content/directory/corporators.json"), loadShared()]);
    return corporatorPeople(file.default as CorporatorRecord[], shared);
  }),
  "outsource-employee": once(async () => {
    const [file, shared] = await Promise.all([import("@content/directory/outsource-employees.json"), loadShared()]);
    return outsourcePeople(file.default as OutsourceRecord[], shared);
  }),
};

/** The people of one directory. */
export const loadDirectory = (id: DirectoryId): Promise<Person[]> => loaders[id]();

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
