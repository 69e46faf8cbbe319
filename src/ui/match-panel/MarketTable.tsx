import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LineMarket, Priced } from '../../../contracts/match-knowledge';
import { DataTable } from './DataTable';
import { useFormats } from './format';
import { odds as oddsStyle, pricedCell, srOnly } from './match-panel.css';

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
    <DataTable
      caption={caption}
      columns={[header, t`Chance`, t`Fair odds`]}
      rows={rows.map(({ key, label, priced }) => ({
        key,
        label,
        cells: [f.percent(priced.probability), f.odds(priced.fair_odds)],
      }))}
    />
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
    <DataTable
      caption={caption}
      columns={[header, ...columns]}
      rows={rows.map(({ key, label, cells }) => ({
        key,
        label,
        cells: cells.map((cell, i) => <PricedValue key={columns[i] ?? i} priced={cell} />),
      }))}
    />
  );
}

function PricedValue({ priced }: { priced: Cell }) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <span className={pricedCell}>
      {f.percent(priced.probability)}
      {'fair_odds' in priced && (
        <span className={oddsStyle}>
          <span className={srOnly}>{t`fair odds`} </span>
          {f.odds(priced.fair_odds)}
        </span>
      )}
    </span>
  );
}
