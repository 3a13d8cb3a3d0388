// The shapes of content/directory/*.json (schema in content/README.md), typed for the web app.
import type { Lang } from "../wasm";

/** A text in both languages. */
export type Bilingual = Record<Lang, string>;

/** A person's name: in both scripts, or only in Devanagari, as some of the corporation's lists
 * give it (shown as it is in both languages). */
export type PersonName = Partial<Record<Lang, string>> & { hi: string };

export interface ZoneInfo {
  number: number;
  name: Bilingual;
}

export interface WardInfo {
  number: number;
  name: Bilingual;
  /** The zone the ward belongs to (1 to 3). */
  zone: number;
}

/** wards.json: the three zones and the 45 wards. */
export interface WardsFile {
  zones: ZoneInfo[];
  wards: WardInfo[];
}

/** designations.json: designation id → its name. */
export type DesignationsFile = Record<string, Bilingual>;

export interface PartyInfo {
  name: Bilingual;
  short: Bilingual;
}

/** parties.json: party id → its names. */
export type PartiesFile = Record<string, PartyInfo>;

/** A row of smc-officers.json and smc-employees.json. */
export interface StaffRecord {
  serial: number;
  name: PersonName;
  /** An id of designations.json. */
  designation: string;
  mobile: string;
}

/** An officer of zone-officers.json, with the wards they look after. */
export interface ZoneOfficerRecord extends StaffRecord {
  wards: number[];
}

/** zone-officers.json: one list per zone. */
export type ZoneOfficersFile = { zone: number; officers: ZoneOfficerRecord[] }[];

/** A row of ward-officers.json (one per ward). */
export interface WardOfficerRecord {
  ward: number;
  name: PersonName;
  designation: string;
  mobile: string;
}

/** A row of corporators.json (one per ward). */
export interface CorporatorRecord {
  ward: number;
  name: PersonName;
  /** An id of parties.json. */
  party: string;
  mobile: string;
  /** Site path of the photo, under /images/corporators/. */
  photo: string;
}

/** A row of outsource-employees.json; the outsourced staff are counted in zones 1 to 9. */
export interface OutsourceRecord {
  zone: number;
  name: PersonName;
  designation: string;
  mobile: string;
}

/** The three files every directory refers to by number or id. */
export interface SharedData {
  wards: WardsFile;
  designations: DesignationsFile;
  parties: PartiesFile;
}
