import { useLingui } from '@lingui/react/macro';
import type { MarketsJson } from '../../../contracts/match-knowledge';
import { useFormats } from './format';
import { PricedGrid } from './MarketTable';
import { tableGroup } from './match-panel.css';
import type { Teams } from './teams';

// Asian lines shown: whole and half goals up to 2.5 either way. A whole line refunds the
// stake on a push; quarter lines (half the stake on each neighbour) are in the API.
const ASIAN_LIMIT = 2.5;

/** European handicaps (three-way) and Asian handicaps (two-way, with pushes). */
export function HandicapMarkets({ markets, teams }: { markets: MarketsJson; teams: Teams }) {
  const { t } = useLingui();
  const f = useFormats();
  const { home, away } = teams;
  const line = t`${home} line`;
  const asian = markets.asian_handicaps.filter(
    (h) => Math.abs(h.line) <= ASIAN_LIMIT && Math.abs(h.line % 0.5) === 0,
  );
  return (
    <div className={tableGroup}>
      <PricedGrid
        caption={t`European handicap (goals added to ${home})`}
        header={line}
        columns={[home, t`Draw`, away]}
        rows={markets.european_handicaps.map((h) => ({
          key: String(h.line),
          label: f.line(h.line),
          cells: [h.home, h.draw, h.away],
        }))}
      />
      <PricedGrid
        caption={t`Asian handicap (a whole line refunds on a push)`}
        header={line}
        columns={[home, t`Push`, away]}
        rows={asian.map((h) => ({
          key: String(h.line),
          label: f.line(h.line),
          cells: [
            { probability: h.home.settlement.win, fair_odds: h.home.fair_odds },
            { probability: h.home.settlement.push },
            { probability: h.away.settlement.win, fair_odds: h.away.fair_odds },
          ],
        }))}
      />
    </div>
  );
}
