import { DataTable } from "../../components/data-table";
import type { Person } from "../../lib/directory/people";
import { useLanguage } from "../../lib/language";
import { ROW_HEADERS, cellOf, type ColumnId } from "./columns";
import { useLabels } from "./labels";

interface DirectoryTableProps {
  /** Unique on the page: names the caption, which names the scrolling region. */
  id: string;
  caption: string;
  columns: readonly ColumnId[];
  people: readonly Person[];
}

/** A table of people with the page's columns (see `DataTable`); on a phone each person is a
 * card that starts with the name and the mobile number. */
export function DirectoryTable({ id, caption, columns, people }: DirectoryTableProps) {
  const { t, lang } = useLanguage();
  const labels = useLabels();
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={columns.map((column) => ({
        heading: t(`directory.col.${column}`),
        rowHeader: ROW_HEADERS.has(column),
        className: column === "mobile" ? "directory-table__mobile" : undefined,
      }))}
      rows={people.map((person) => ({
        key: person.id,
        cells: columns.map((column) => cellOf(column, person, lang, labels)),
      }))}
      className="directory-table"
    />
  );
}
