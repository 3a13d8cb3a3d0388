// The columns of the directory tables, as each directory names them, cell by cell.
import type { ReactNode } from "react";
import { PhoneLink } from "../../components/phone-link";
import type { Person } from "../../lib/directory/people";
import type { Lang } from "../../lib/wasm";
import type { Labels } from "./labels";
import { PersonName } from "../../components/person-name";

export type ColumnId =
  | "serial"
  | "name"
  | "officerName"
  | "designation"
  | "mobile"
  | "wards"
  | "wardSerial"
  | "wardNumber"
  | "wardName"
  | "party"
  | "zone";

/** Columns whose cell names the row: the person's name, read out with every other cell. */
export const ROW_HEADERS: ReadonlySet<ColumnId> = new Set(["name", "officerName"]);

/** The content of `column` for `person`. */
export function cellOf(column: ColumnId, person: Person, lang: Lang, labels: Labels): ReactNode {
  switch (column) {
    case "serial":
      return person.serial;
    case "name":
    case "officerName":
      return <PersonName name={person.name} />;
    case "designation":
      return person.designation?.name[lang];
    case "mobile":
      return <PhoneLink number={person.mobile} className="directory-table__phone" />;
    case "wards":
      return labels.wardRanges(person.wards ?? []).join(", ");
    case "wardSerial":
    case "wardNumber":
      return person.ward?.number;
    case "wardName":
      return person.ward?.name[lang];
    case "party":
      return person.party && labels.party(person.party);
    case "zone":
      return person.zone?.number;
  }
}
