import { useLingui } from '@lingui/react/macro';
import type { HalfTimeJson, MatchResult } from '../../../contracts/match-knowledge';
import { useFormats } from './format';
import { isHalfLine, lineChance, PricedGrid, PricedList } from './MarketTable';
import { tableGroup } from './match-panel.css';
import type { Teams } from './teams';

const RESULTS: MatchResult[] = ['home', 'draw', 'away'];

/** The first half's result, goals and scores, and half-time / full-time doubles. */
export function HalfTimeMarkets({ halfTime, teams }: { halfTime: HalfTimeJson; teams: Teams }) {
  const { t } = useLingui();
  const f = useFormats();
  const name: Record<MatchResult, string> = { home: teams.home, draw: t`Draw`, away: teams.away };
  const outcome = t`Outcome`;
  const double = (ht: MatchResult, ft: MatchResult) => {
    const found = halfTime.half_time_full_time.find(
      (d) => d.half_time === ht && d.full_time === ft,
    );
    return found ?? { probability: 0, fair_odds: null };
  };
  return (
    <div className={tableGroup}>
      <PricedList
        caption={t`Half-time result`}
        header={outcome}
        rows={RESULTS.map((r) => ({ key: r, label: name[r], priced: halfTime.result[r] }))}
      />
      <PricedGrid
        caption={t`First-half goals`}
        header={t`Goals`}
        columns={[t`Over`, t`Under`]}
        rows={halfTime.totals
          .filter((l) => isHalfLine(l.line))
          .map((l) => ({
            key: String(l.line),
            label: f.goals(l.line),
            cells: [lineChance(l.over), lineChance(l.under)],
          }))}
      />
      <PricedList
        caption={t`Both teams score in the first half`}
        header={outcome}
        rows={[
          { key: 'yes', label: t`Yes`, priced: halfTime.both_teams_to_score.yes },
          { key: 'no', label: t`No`, priced: halfTime.both_teams_to_score.no },
        ]}
      />
      <PricedList
        caption={t`Half-time score`}
        header={t`Score`}
        rows={halfTime.exact_scores.map((s) => ({
          key: `${s.home_goals}-${s.away_goals}`,
          label: `${s.home_goals}–${s.away_goals}`,
          priced: { probability: s.probability, fair_odds: s.fair_odds },
        }))}
      />
      <PricedGrid
        caption={t`Half-time / full-time (rows: half-time, columns: full-time)`}
        header={t`Half-time`}
        columns={RESULTS.map((r) => name[r])}
        rows={RESULTS.map((ht) => ({
          key: ht,
          label: name[ht],
          cells: RESULTS.map((ft) => double(ht, ft)),
        }))}
      />
    </div>
  );
}
