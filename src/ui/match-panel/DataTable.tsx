import type { ReactNode } from 'react';
import { table, tableScroll } from './match-panel.css';

export interface DataRow {
  key: string;
  /** The row's header cell. */
  label: ReactNode;
  cells: ReactNode[];
  /** Marks the row (the outcome the model rates higher). */
  highlight?: boolean;
}

/**
 * The panel's tables: a caption, a head row (the first column heads the row labels; empty
 * for none) and rows headed by their label. Sideways scrolling when wider than the screen, in
 * a region the keyboard can reach (StandingsTable's way).
 */
export function DataTable({
  caption,
  columns,
  rows,
  className,
}: {
  caption: string;
  columns: string[];
  rows: DataRow[];
  className?: string;
}) {
  const [labelHead, ...heads] = columns;
  return (
    <section
      className={tableScroll}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways (long club names on a phone), and the keyboard must reach it to scroll it
      tabIndex={0}
    >
      <table className={className ? `${table} ${className}` : table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {labelHead ? <th scope="col">{labelHead}</th> : <td />}
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-highlight={row.highlight}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={heads[i] ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
