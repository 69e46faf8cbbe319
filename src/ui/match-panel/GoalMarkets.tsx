import { useLingui } from '@lingui/react/macro';
import type { MarketsJson, OverUnder } from '../../../contracts/match-knowledge';
import { useFormats } from './format';
import { isHalfLine, lineChance, PricedGrid, PricedList } from './MarketTable';
import { tableGroup } from './match-panel.css';
import type { Teams } from './teams';

/** Over / under at the half lines, where nothing is refunded (the API has the quarter and
 * whole lines too). */
function OverUnderTable({ caption, lines }: { caption: string; lines: OverUnder[] }) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <PricedGrid
      caption={caption}
      header={t`Goals`}
      columns={[t`Over`, t`Under`]}
      rows={lines
        .filter((l) => isHalfLine(l.line))
        .map((l) => ({
          key: String(l.line),
          label: f.goals(l.line),
          cells: [lineChance(l.over), lineChance(l.under)],
        }))}
    />
  );
}

/** Total goals, both teams to score, team totals, clean sheets, win to nil, odd / even. */
export function GoalMarkets({ markets, teams }: { markets: MarketsJson; teams: Teams }) {
  const { t } = useLingui();
  const { home, away } = teams;
  const outcome = t`Outcome`;
  const yes = t`Yes`;
  const no = t`No`;
  return (
    <div className={tableGroup}>
      <OverUnderTable caption={t`Total goals`} lines={markets.totals} />
      <PricedList
        caption={t`Both teams to score`}
        header={outcome}
        rows={[
          { key: 'yes', label: yes, priced: markets.both_teams_to_score.yes },
          { key: 'no', label: no, priced: markets.both_teams_to_score.no },
        ]}
      />
      <OverUnderTable caption={t`${home} goals`} lines={markets.team_totals.home} />
      <OverUnderTable caption={t`${away} goals`} lines={markets.team_totals.away} />
      <PricedList
        caption={t`Clean sheet and win to nil`}
        header={outcome}
        rows={[
          { key: 'cs-home', label: t`${home} clean sheet`, priced: markets.clean_sheet.home },
          { key: 'cs-away', label: t`${away} clean sheet`, priced: markets.clean_sheet.away },
          { key: 'wtn-home', label: t`${home} win to nil`, priced: markets.win_to_nil.home },
          { key: 'wtn-away', label: t`${away} win to nil`, priced: markets.win_to_nil.away },
        ]}
      />
      <PricedList
        caption={t`Odd or even number of goals`}
        header={outcome}
        rows={[
          { key: 'odd', label: t`Odd`, priced: markets.odd_even_goals.odd },
          { key: 'even', label: t`Even`, priced: markets.odd_even_goals.even },
        ]}
      />
    </div>
  );
}
