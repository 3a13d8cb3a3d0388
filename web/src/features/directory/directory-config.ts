// What each directory page shows: its columns, its filters, the label of its search box, and
// whether it splits into one table per zone.
import type { DirectoryId } from "../../lib/directory/people";
import type { ColumnId } from "./columns";
import type { FilterKind } from "./filters";

export interface DirectoryConfig {
  columns: readonly ColumnId[];
  filters: readonly FilterKind[];
  /** Catalog key of the search box's label. */
  searchLabel: string;
  /** One table per zone (the zone officers) instead of one table. */
  byZone?: boolean;
  /** Catalog key of a line above the table that says what the page's zones are, with their
   * count (`{count}`, the zones its people are in). */
  zonesIntro?: string;
}

const STAFF: DirectoryConfig = {
  columns: ["serial", "name", "designation", "mobile"],
  filters: ["designation"],
  searchLabel: "directory.search.staff",
};

export const DIRECTORIES: Record<DirectoryId, DirectoryConfig> = {
  "smc-officer": STAFF,
  "smc-employee": STAFF,
  "zone-officer": {
    columns: ["serial", "name", "designation", "mobile", "wards"],
    filters: ["zone"],
    searchLabel: "directory.search.ward",
    byZone: true,
    zonesIntro: "directory.intro.zone-officer",
  },
  "ward-officer": {
    columns: ["wardSerial", "wardName", "officerName", "designation", "mobile"],
    filters: ["zone", "designation"],
    searchLabel: "directory.search.ward",
  },
  corporators: {
    columns: ["wardNumber", "wardName", "name", "party", "mobile"],
    filters: ["zone", "party"],
    searchLabel: "directory.search.corporator",
  },
  "outsource-employee": {
    columns: ["zone", "name", "designation", "mobile"],
    filters: ["zone"],
    searchLabel: "directory.search.staff",
    zonesIntro: "directory.intro.outsource-employee",
  },
};

/** Whether `page` (a page id of the route table) is one of the directories. */
export function isDirectory(page: string): page is DirectoryId {
  return Object.hasOwn(DIRECTORIES, page);
}
