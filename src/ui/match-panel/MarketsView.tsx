import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MatchKnowledgeJson, SeasonContextJson } from '../../../contracts/match-knowledge';
import { GoalMarkets } from './GoalMarkets';
import { HalfTimeMarkets } from './HalfTimeMarkets';
import { HandicapMarkets } from './HandicapMarkets';
import { MarketComparisonTables } from './MarketComparison';
import { muted } from './match-panel.css';
import { ResultMarkets } from './ResultMarkets';
import { ScoreMarkets } from './ScoreMarkets';
import { type TabItem, Tabs } from './Tabs';
import { TeamRows } from './TeamRows';
import type { Teams } from './teams';

/**
 * Every market the model prices, by kind, with the clubs' table rows and, where there are
 * odds, the model beside the market. While the match is played the markets are those of the
 * final score given the score so far; half-time stays as estimated before kick-off.
 */
export function MarketsView({
  knowledge,
  seasonContext,
  teams,
}: {
  knowledge: MatchKnowledgeJson;
  seasonContext: SeasonContextJson;
  teams: Teams;
}) {
  const { t } = useLingui();
  const { live } = knowledge;
  const markets = live ? live.final : knowledge.markets;
  const score = live ? `${live.score.home}–${live.score.away}` : '';
  const minute = live?.minute;
  const note = (text: string | null, content: ReactNode) => (
    <>
      {text && <p className={muted}>{text}</p>}
      {content}
    </>
  );
  const inPlay = live ? t`On the final score, from ${score} at ${minute}'.` : null;
  const items: TabItem[] = [
    {
      id: 'result',
      label: t`Result`,
      content: () => note(inPlay, <ResultMarkets markets={markets} teams={teams} />),
    },
    {
      id: 'goals',
      label: t`Goals`,
      content: () => note(inPlay, <GoalMarkets markets={markets} teams={teams} />),
    },
    {
      id: 'handicaps',
      label: t`Handicaps`,
      content: () => note(inPlay, <HandicapMarkets markets={markets} teams={teams} />),
    },
    {
      id: 'scores',
      label: t`Scores`,
      content: () => note(inPlay, <ScoreMarkets markets={markets} />),
    },
    {
      id: 'half-time',
      label: t`Half-time`,
      content: () =>
        note(
          live ? t`As estimated before kick-off.` : null,
          <HalfTimeMarkets halfTime={knowledge.half_time} teams={teams} />,
        ),
    },
    {
      id: 'table',
      label: t`Table`,
      content: () => <TeamRows context={seasonContext} />,
    },
  ];
  const comparison = knowledge.market_comparison;
  if (comparison) {
    items.push({
      id: 'market',
      label: t`Model vs market`,
      content: () =>
        note(
          live ? t`Pre-match prices beside the pre-match model.` : null,
          <MarketComparisonTables comparison={comparison} teams={teams} />,
        ),
    });
  }
  return <Tabs label={t`Markets`} items={items} />;
}
