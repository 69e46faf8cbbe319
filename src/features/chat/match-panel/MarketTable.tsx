import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LineMarket, Priced } from '../../../../contracts/match-knowledge';
import { useFormats } from './format';
import { odds as oddsStyle, pricedCell, srOnly, table, tableScroll } from './match-panel.css';

/** A cell: a chance with its fair odds, or a chance alone (a push is no outcome to price). */
export type Cell = Priced | { probability: number };

export interface PricedRow {
  key: string;
  label: ReactNode;
  cells: Cell[];
}

/** A half line (0.5, 1.5, −0.5 …) settles win or lose, so its win share is its chance. */
export const isHalfLine = (line: number) => Math.abs(line % 1) === 0.5;

export const lineChance = (market: LineMarket): Priced => ({
  probability: market.settlement.win,
  fair_odds: market.fair_odds,
});

/** One outcome per row: its chance and its fair odds in columns of their own. */
export function PricedList({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: string;
  rows: Array<{ key: string; label: ReactNode; priced: Priced }>;
}) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <div className={tableScroll}>
      <table className={table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            <th scope="col">{t`Chance`}</th>
            <th scope="col">{t`Fair odds`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{f.percent(row.priced.probability)}</td>
              <td>{f.odds(row.priced.fair_odds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Several outcomes per row (over / under, home / draw / away): each cell its chance, then
 * its fair odds. */
export function PricedGrid({
  caption,
  header,
  columns,
  rows,
}: {
  caption: string;
  header: string;
  columns: string[];
  rows: PricedRow[];
}) {
  return (
    <div className={tableScroll}>
      <table className={table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <PricedCell key={columns[i] ?? i} priced={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PricedCell({ priced }: { priced: Cell }) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <td className={pricedCell}>
      {f.percent(priced.probability)}
      {'fair_odds' in priced && (
        <span className={oddsStyle}>
          <span className={srOnly}>{t`fair odds`} </span>
          {f.odds(priced.fair_odds)}
        </span>
      )}
    </td>
  );
}
