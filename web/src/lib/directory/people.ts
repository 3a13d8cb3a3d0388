// Every directory's records flattened into one shape, `Person`, and what the search index gets
// of each: the texts in both scripts, the phone number and the facets that filters select on.
import { reading, type SearchRecord } from "../search-index";
import type { Bilingual, PartyInfo, PersonName, PersonRecord, SharedData, WardInfo } from "./types";

/** The page id of each directory (wasm-core's route table). */
export type DirectoryId = "smc-officer" | "smc-employee" | "zone-officer" | "ward-officer" | "corporators" | "outsource-employee";

/** The directories in the order of the Directory menu. */
export const DIRECTORY_IDS: readonly DirectoryId[] = [
  "smc-officer",
  "smc-employee",
  "zone-officer",
  "ward-officer",
  "corporators",
  "outsource-employee",
];

/** A zone: one of the three named zones, or a bare number (the outsourced staff's zones 1 to 9). */
export interface PersonZone {
  number: number;
  name?: Bilingual;
}

/** A person's name as the pages show it: a name given only in Devanagari comes with its
 * reading in Latin letters for the English pages. */
export type ShownName = PersonName & {
  /** The reading of `hi` in Latin letters, when there is no `en` (wasm-core's transliteration,
   * made once here, so the page rendered on the server and the app show the same). */
  reading?: string;
};

/** A name with its reading when it is given only in Devanagari. */
export function shownName(name: PersonName): ShownName {
  return name.en ? name : { ...name, reading: reading(name.hi) };
}

/** One row of a directory, whichever directory it comes from. */
export interface Person {
  /** The mobile number: every sample number belongs to one person only. */
  id: string;
  directory: DirectoryId;
  /** The serial number in its list (SMC lists, zone lists). */
  serial?: number;
  name: ShownName;
  /** What the person is: the designation, or a corporator's party. */
  role: Bilingual;
  designation?: { id: string; name: Bilingual };
  party?: PartyInfo;
  /** The ward of a ward officer or a corporator. */
  ward?: WardInfo;
  /** The wards a zone officer looks after. */
  wards?: WardInfo[];
  zone?: PersonZone;
  mobile: string;
  photo?: string;
}

/** The content's name of a directory (`corporator`) for its page id (`corporators`). */
export function contentDirectory(id: DirectoryId): PersonRecord["directory"] {
  return id === "corporators" ? "corporator" : id;
}

function lookup<T>(found: T | undefined, id: string | number, what: string): T {
  if (found === undefined) throw new Error(`directory: unknown ${what} "${id}"`);
  return found;
}

/** Resolves ids and numbers of what the directories refer to (wards, zones, designations,
 * parties). */
function resolver(shared: SharedData) {
  return {
    ward: (n: number): WardInfo =>
      lookup(
        shared.wards.wards.find((w) => w.number === n),
        n,
        "ward",
      ),
    zone: (n: number): PersonZone => ({
      number: n,
      name: lookup(
        shared.wards.zones.find((z) => z.number === n),
        n,
        "zone",
      ).name,
    }),
    designation: (id: string) => ({
      id,
      name: lookup(
        shared.designations.find((d) => d.id === id),
        id,
        "designation",
      ).name,
    }),
    party: (id: string) =>
      lookup(
        shared.parties.find((p) => p.id === id),
        id,
        "party",
      ),
  };
}

/** The people of directory `directory` (page id) among `records`, in their order, with what
 * they refer to resolved. */
export function peopleOf(directory: DirectoryId, records: readonly PersonRecord[], shared: SharedData): Person[] {
  const r = resolver(shared);
  return records.map((row): Person => {
    const { serial, mobile, photo } = row;
    const base = { id: mobile, directory, serial, name: shownName(row.name), mobile, photo };
    const designation = row.designation === undefined ? undefined : r.designation(row.designation);
    switch (directory) {
      case "zone-officer":
        return {
          ...base,
          role: designation!.name,
          designation,
          wards: (row.wards ?? []).map(r.ward),
          zone: r.zone(row.zone!),
        };
      case "ward-officer": {
        const ward = r.ward(row.ward!);
        return { ...base, role: designation!.name, designation, ward, zone: r.zone(ward.zone) };
      }
      case "corporators": {
        const party = r.party(row.party!);
        const ward = r.ward(row.ward!);
        return { ...base, role: party.name, party, ward, zone: r.zone(ward.zone) };
      }
      case "outsource-employee":
        // The agency's zones 1 to 9 are numbers without names.
        return { ...base, role: designation!.name, designation, zone: { number: row.zone! } };
      default:
        return { ...base, role: designation!.name, designation };
    }
  });
}

const both = (text: Partial<Bilingual> | undefined): (string | undefined)[] => [text?.en, text?.hi];

/** What the facets of a search record name. */
export type FacetKind = "zone" | "ward" | "designation" | "party" | "directory";

/** The facet that a filter of `kind` selects on, e.g. `zone=2`. */
export const facet = (kind: FacetKind, value: string | number) => `${kind}=${value}`;

/** What the search index gets of a person: names, designation, party, ward and zone in both
 * scripts (and ward numbers), the mobile number, and the facets the filters select on. */
export function searchRecord(person: Person): SearchRecord {
  const wards = person.ward ? [person.ward] : (person.wards ?? []);
  const text = [
    ...both(person.name),
    ...both(person.designation?.name),
    ...both(person.party?.short),
    ...both(person.party?.name),
    ...wards.flatMap((w) => [...both(w.name), String(w.number)]),
    ...both(person.zone?.name),
  ].filter((field): field is string => !!field);
  const facets = [
    facet("directory", person.directory),
    ...(person.zone ? [facet("zone", person.zone.number)] : []),
    ...wards.map((w) => facet("ward", w.number)),
    ...(person.designation ? [facet("designation", person.designation.id)] : []),
    ...(person.party ? [facet("party", person.party.id)] : []),
  ];
  return { text, phones: [person.mobile], facets };
}
