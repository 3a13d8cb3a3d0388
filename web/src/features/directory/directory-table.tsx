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

/** A table of people with the page's columns (see `DataTable`). */
export function DirectoryTable({ id, caption, columns, people }: DirectoryTableProps) {
  const { t, lang } = useLanguage();
  const labels = useLabels();
  return (
    <DataTable
      id={id}
      caption={caption}
      headings={columns.map((column) => t(`directory.col.${column}`))}
      className="directory-table"
    >
      {people.map((person) => (
        <tr key={person.id}>
          {columns.map((column) =>
            ROW_HEADERS.has(column) ? (
              <th key={column} scope="row">
                {cellOf(column, person, lang, labels)}
              </th>
            ) : (
              <td key={column}>{cellOf(column, person, lang, labels)}</td>
            ),
          )}
        </tr>
      ))}
    </DataTable>
  );
}
