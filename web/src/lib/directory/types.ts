// The content the directories are made of (the kinds `people`, `wards`, `designations` and
// `parties`), under the names the directory pages use.
export type {
  Bilingual,
  Designation,
  Party as PartyInfo,
  Person as PersonRecord,
  PersonName,
  Ward as WardInfo,
  Wards as WardsFile,
  Zone as ZoneInfo,
} from "../../generated/content";

import type { Designation, Party, Wards } from "../../generated/content";

/** What every directory refers to by number or id. */
export interface SharedData {
  wards: Wards;
  designations: readonly Designation[];
  parties: readonly Party[];
}
