// Every directory's records flattened into one shape, `Person`, and what the search index gets
// of each: the texts in both scripts, the phone number and the facets that filters select on.
import type { SearchRecord } from "../search-index";
import type {
  Bilingual,
  CorporatorRecord,
  OutsourceRecord,
  PartyInfo,
  PersonName,
  SharedData,
  StaffRecord,
  WardInfo,
  WardOfficerRecord,
  ZoneOfficersFile,
} from "./types";

/** The page id of each directory (wasm-core's route table). */
export type DirectoryId =
  | "smc-officer"
  | "smc-employee"
  | "zone-officer"
  | "ward-officer"
  | "corporators"
  | "outsource-employee";

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

/** One row of a directory, whichever directory it comes from. */
export interface Person {
  /** The mobile number: every sample number belongs to one person only. */
  id: string;
  directory: DirectoryId;
  /** The serial number in its list (SMC lists, zone lists). */
  serial?: number;
  name: PersonName;
  /** What the person is: the designation, or a corporator's party. */
  role: Bilingual;
  designation?: { id: string; name: Bilingual };
  party?: { id: string } & PartyInfo;
  /** The ward of a ward officer or a corporator. */
  ward?: WardInfo;
  /** The wards a zone officer looks after. */
  wards?: WardInfo[];
  zone?: PersonZone;
  mobile: string;
  photo?: string;
}

function lookup<T>(table: Record<string, T>, id: string, what: string): T {
  const found = Object.hasOwn(table, id) ? table[id] : undefined;
  if (found === undefined) throw new Error(`content/directory: unknown ${what} "${id}"`);
  return found;
}

/** Resolves ids and numbers of the shared files (wards, zones, designations, parties). */
function resolver(shared: SharedData) {
  const wards = Object.fromEntries(shared.wards.wards.map((w) => [String(w.number), w]));
  const zones = Object.fromEntries(shared.wards.zones.map((z) => [String(z.number), z]));
  return {
    ward: (n: number): WardInfo => lookup(wards, String(n), "ward"),
    zone: (n: number): PersonZone => ({ number: n, name: lookup(zones, String(n), "zone").name }),
    designation: (id: string) => ({ id, name: lookup(shared.designations, id, "designation") }),
    party: (id: string) => ({ id, ...lookup(shared.parties, id, "party") }),
  };
}

/** The SMC officers or the SMC employees (same columns). */
export function staffPeople(
  directory: "smc-officer" | "smc-employee",
  records: readonly StaffRecord[],
  shared: SharedData,
): Person[] {
  const r = resolver(shared);
  return records.map((row) => {
    const designation = r.designation(row.designation);
    const { serial, name, mobile } = row;
    return { id: mobile, directory, serial, name, role: designation.name, designation, mobile };
  });
}

/** The zone officers, zone by zone. */
export function zoneOfficerPeople(file: ZoneOfficersFile, shared: SharedData): Person[] {
  const r = resolver(shared);
  return file.flatMap(({ zone, officers }) =>
    officers.map((row) => {
      const designation = r.designation(row.designation);
      return {
        id: row.mobile,
        directory: "zone-officer" as const,
        serial: row.serial,
        name: row.name,
        role: designation.name,
        designation,
        wards: row.wards.map(r.ward),
        zone: r.zone(zone),
        mobile: row.mobile,
      };
    }),
  );
}

/** The ward officers, one per ward. */
export function wardOfficerPeople(records: readonly WardOfficerRecord[], shared: SharedData): Person[] {
  const r = resolver(shared);
  return records.map((row) => {
    const designation = r.designation(row.designation);
    const ward = r.ward(row.ward);
    const zone = r.zone(ward.zone);
    const { name, mobile } = row;
    return { id: mobile, directory: "ward-officer", name, role: designation.name, designation, ward, zone, mobile };
  });
}

/** The corporators, one per ward. */
export function corporatorPeople(records: readonly CorporatorRecord[], shared: SharedData): Person[] {
  const r = resolver(shared);
  return records.map((row) => {
    const party = r.party(row.party);
    const ward = r.ward(row.ward);
    const zone = r.zone(ward.zone);
    const { name, mobile, photo } = row;
    return { id: mobile, directory: "corporators", name, role: party.name, party, ward, zone, mobile, photo };
  });
}

/** The outsourced staff; their zones 1 to 9 are numbers without names. */
export function outsourcePeople(records: readonly OutsourceRecord[], shared: SharedData): Person[] {
  const r = resolver(shared);
  return records.map((row) => {
    const designation = r.designation(row.designation);
    const zone = { number: row.zone };
    const { name, mobile } = row;
    return { id: mobile, directory: "outsource-employee", name, role: designation.name, designation, zone, mobile };
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
