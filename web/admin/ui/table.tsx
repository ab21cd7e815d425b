/**
 * @file Data table: column definitions render each cell; a caption names the table for screen readers. Wider
 * than its place, it scrolls inside its own region; on a phone each row becomes a card whose cells name their column.
 */
import type { ReactNode } from "react";

export interface Column<Row> {
  header: ReactNode;
  /** The header as text for the phone layout, where each cell names its column; default: a string header. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Right-align (numbers, actions). */
  align?: "start" | "end";
  className?: string;
}

export interface TableProps<Row> {
  caption: string;
  /** Hide the caption visually (it stays for screen readers). */
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}

export function Table<Row>({ caption, captionHidden = true, columns, rows, rowKey }: TableProps<Row>) {
  return (
    // focusable region: a table wider than the screen scrolls, and keyboard users must be able to scroll it
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a named div region is the documented scroll-container pattern; <section> would add a landmark per table
    <div className="adm-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="adm-table">
        <caption className={captionHidden ? "adm-sr-only" : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed, never reordered
              <th key={i} scope="col" className={c.align === "end" ? "adm-align-end" : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed, never reordered
                  key={i}
                  className={[c.align === "end" ? "adm-align-end" : "", c.className ?? ""].join(" ").trim() || undefined}
                  data-label={c.label ?? (typeof c.header === "string" ? c.header : undefined)}
                >
                  <div className="adm-cell">{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
