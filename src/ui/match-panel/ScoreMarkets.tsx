import { useLingui } from '@lingui/react/macro';
import type { MarketsJson } from '../../../contracts/match-knowledge';
import { PricedList } from './MarketTable';

/** The likeliest exact final scores, most likely first. */
export function ScoreMarkets({ markets }: { markets: MarketsJson }) {
  const { t } = useLingui();
  return (
    <PricedList
      caption={t`Exact score, most likely first`}
      header={t`Score`}
      rows={markets.exact_scores.map((s) => ({
        key: `${s.home_goals}-${s.away_goals}`,
        label: `${s.home_goals}–${s.away_goals}`,
        priced: { probability: s.probability, fair_odds: s.fair_odds },
      }))}
    />
  );
}
