import type { ReactNode } from "react";
import "./data-table.css";

/** A column of a `DataTable`. */
export interface DataColumn {
  /** The column's heading; on a phone it also labels each of the column's cells. */
  heading: string;
  /** Its cells name their rows (row headers); on a phone they open each card. */
  rowHeader?: boolean;
  /** A class for the column's cells (their style, their place on a phone's card). */
  className?: string;
}

/** A body row: a stable key and one cell per column, in the columns' order. */
export interface DataRow {
  key: string;
  cells: readonly ReactNode[];
}

interface DataTableProps {
  /** Unique on the page: names the caption, which names the table and its scrolling region. */
  id: string;
  caption: string;
  columns: readonly DataColumn[];
  rows: readonly DataRow[];
  /** Said in one full-width cell when there are no rows; with no message, an empty body. */
  empty?: string;
  /** A class of the page's own for the table (widths, cell styles). */
  className?: string;
}

/**
 * A captioned, striped table with column headings. On a wide screen too narrow for it, it
 * scrolls sideways inside its own region, which takes focus so that keyboard users can scroll
 * it too. On a phone each row becomes a card, every value under its column's heading
 * (data-table.css); the explicit roles keep it a table for screen readers there, since some
 * browsers drop the semantics of a table whose parts are no longer displayed as one.
 */
export function DataTable({ id, caption, columns, rows, empty, className }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    <div className="data-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={className ? `data-table ${className}` : "data-table"} role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, index) => (
              <th key={index} scope="col" role="columnheader">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 && empty ? (
            <tr role="row">
              <td colSpan={columns.length} role="cell" className="data-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} role="row">
                {row.cells.map((content, index) => {
                  const column = columns[index];
                  const value = <div className="data-table__value">{content}</div>;
                  return column.rowHeader ? (
                    <th key={index} scope="row" role="rowheader" className={column.className} data-label={column.heading}>
                      {value}
                    </th>
                  ) : (
                    <td key={index} role="cell" className={column.className} data-label={column.heading}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
