import { useLingui } from '@lingui/react/macro';
import type { ComparedMarketJson, MarketComparisonJson } from '../../../contracts/match-knowledge';
import { DataTable } from './DataTable';
import { useFormats } from './format';
import { comparison as comparisonStyle, muted, tableGroup } from './match-panel.css';
import type { Teams } from './teams';

type Outcome = 'home' | 'draw' | 'away' | 'over' | 'under';

function useNames(teams: Teams) {
  const { t } = useLingui();
  const outcome: Record<Outcome, string> = {
    home: teams.home,
    draw: t`the draw`,
    away: teams.away,
    over: t`over 2.5 goals`,
    under: t`under 2.5 goals`,
  };
  const source = (s: string | null) =>
    s === 'pinnacle'
      ? 'Pinnacle'
      : s === 'bet365'
        ? 'Bet365'
        : s === 'market_average'
          ? t`market average`
          : (s ?? t`source not recorded`);
  const prices = (c: MarketComparisonJson) => {
    const sourceName = source(c.source);
    return c.phase === 'opening'
      ? t`opening prices, ${sourceName}`
      : c.phase === 'closing'
        ? t`closing prices, ${sourceName}`
        : t`bookmaker prices, ${sourceName}`;
  };
  return { outcome, prices };
}

/** One line under the bar: per market, the outcome the model rates furthest above the
 * bookmakers' margin-free prices. Information about the numbers, never advice to stake. */
export function MarketComparisonLine({
  comparison,
  teams,
  live,
}: {
  comparison: MarketComparisonJson;
  teams: Teams;
  /** While the match is played, the prices and the model compared are the pre-match ones. */
  live: boolean;
}) {
  const { t } = useLingui();
  const f = useFormats();
  const { outcome, prices } = useNames(teams);
  const source = prices(comparison);
  // Widened to one outcome type: each market's outcomes are a subset of it.
  const markets = [comparison.result, comparison.over_under25].filter((m) => m !== null) as Array<
    ComparedMarketJson<Outcome>
  >;
  const higher = markets.flatMap((m) => {
    const found = m.outcomes.find((o) => o.outcome === m.model_rates_higher);
    if (!found) return [];
    const name = outcome[found.outcome];
    const model = f.percent(found.model);
    const market = f.percent(found.market);
    return [t`${name} ${model} vs ${market}`];
  });
  return (
    <p className={comparisonStyle}>
      {live
        ? t`Before kick-off, the model rated higher than the market (${source}):`
        : t`The model rates higher than the market (${source}):`}{' '}
      {higher.length === 0 ? t`no outcome.` : `${higher.join(' · ')}.`}{' '}
      <span className={muted}>{t`Information, not betting advice.`}</span>
    </p>
  );
}

/** The model beside the market, outcome by outcome, with the margin that was taken out. */
export function MarketComparisonTables({
  comparison,
  teams,
}: {
  comparison: MarketComparisonJson;
  teams: Teams;
}) {
  const { t } = useLingui();
  const f = useFormats();
  const { prices } = useNames(teams);
  const label: Record<Outcome, string> = {
    home: teams.home,
    draw: t`Draw`,
    away: teams.away,
    over: t`Over 2.5`,
    under: t`Under 2.5`,
  };
  const source = prices(comparison);
  const markets = [
    { key: 'result', title: t`Match result`, market: comparison.result },
    { key: 'goals', title: t`Over / under 2.5 goals`, market: comparison.over_under25 },
  ];
  return (
    <div className={tableGroup}>
      {markets.map(({ key, title, market }) => {
        if (!market) return null;
        const margin = f.percent(market.margin);
        const method = market.method === 'shin' ? t`Shin's method` : t`in proportion`;
        return (
          <DataTable
            key={key}
            caption={t`${title}: ${source}, margin ${margin} taken out (${method})`}
            columns={[t`Outcome`, t`Odds`, t`Market`, t`Model`, t`Difference (points)`]}
            rows={(market.outcomes as ComparedMarketJson<Outcome>['outcomes']).map((o) => ({
              key: o.outcome,
              label: label[o.outcome],
              highlight: o.outcome === market.model_rates_higher,
              cells: [
                f.odds(o.odds),
                f.percent(o.market),
                f.percent(o.model),
                f.points(o.difference),
              ],
            }))}
          />
        );
      })}
      <p className={muted}>
        {t`The market's chances are its prices with the bookmaker's margin removed. Where the model rates an outcome higher, that is a difference of opinion between two estimates, not a tip: information, not betting advice.`}
      </p>
    </div>
  );
}
