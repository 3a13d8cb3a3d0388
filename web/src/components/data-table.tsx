import type { ReactNode } from "react";
import "./data-table.css";

interface DataTableProps {
  /** Unique on the page: names the caption, which names the scrolling region. */
  id: string;
  caption: string;
  /** The column headings, in order. */
  headings: readonly string[];
  /** The body rows. */
  children: ReactNode;
  /** A class of the page's own for the table (widths, cell styles). */
  className?: string;
}

/** A captioned, striped table with column headings; on a narrow screen it scrolls sideways
 * inside its own region, which takes focus so that keyboard users can scroll it too. */
export function DataTable({ id, caption, headings, children, className }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    <div className="data-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={className ? `data-table ${className}` : "data-table"}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading, column) => (
              <th key={column} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
