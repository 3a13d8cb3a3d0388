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

/** A striped table of people; on a narrow screen it scrolls sideways inside its own region,
 * which takes focus so that keyboard users can scroll it too. */
export function DirectoryTable({ id, caption, columns, people }: DirectoryTableProps) {
  const { t, lang } = useLanguage();
  const labels = useLabels();
  const captionId = `${id}-caption`;
  return (
    <div className="directory-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="directory-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`directory.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
