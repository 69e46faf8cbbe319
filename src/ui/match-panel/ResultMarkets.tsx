import { useLingui } from '@lingui/react/macro';
import type { MarketsJson } from '../../../contracts/match-knowledge';
import { PricedList } from './MarketTable';
import { tableGroup } from './match-panel.css';
import type { Teams } from './teams';

/** 1X2, double chance, draw no bet and winning margins. */
export function ResultMarkets({ markets, teams }: { markets: MarketsJson; teams: Teams }) {
  const { t } = useLingui();
  const { result, winning_margins: margins } = markets;
  const { home, away } = teams;
  const outcome = t`Outcome`;
  const byMargin = (team: string, list: MarketsJson['winning_margins']['home_by']) =>
    list.map((priced, i) => {
      const goals = i + 1;
      return { key: `${team}-${goals}`, label: t`${team} by ${goals}`, priced };
    });
  return (
    <div className={tableGroup}>
      <PricedList
        caption={t`Match result`}
        header={outcome}
        rows={[
          { key: 'home', label: home, priced: result.home },
          { key: 'draw', label: t`Draw`, priced: result.draw },
          { key: 'away', label: away, priced: result.away },
        ]}
      />
      <PricedList
        caption={t`Double chance`}
        header={outcome}
        rows={[
          { key: '1x', label: t`${home} or draw`, priced: result.double_chance.home_or_draw },
          { key: '12', label: t`${home} or ${away}`, priced: result.double_chance.home_or_away },
          { key: 'x2', label: t`Draw or ${away}`, priced: result.double_chance.draw_or_away },
        ]}
      />
      <PricedList
        caption={t`Draw no bet (stake back on a draw)`}
        header={outcome}
        rows={[
          { key: 'home', label: home, priced: result.draw_no_bet.home },
          { key: 'away', label: away, priced: result.draw_no_bet.away },
        ]}
      />
      <PricedList
        caption={t`Winning margin`}
        header={outcome}
        rows={[
          ...byMargin(home, margins.home_by),
          { key: 'home-4', label: t`${home} by 4 or more`, priced: margins.home_by4_plus },
          { key: 'score-draw', label: t`Score draw`, priced: margins.score_draw },
          { key: 'no-score', label: t`No-score draw (0–0)`, priced: margins.no_score_draw },
          ...byMargin(away, margins.away_by),
          { key: 'away-4', label: t`${away} by 4 or more`, priced: margins.away_by4_plus },
        ]}
      />
    </div>
  );
}
