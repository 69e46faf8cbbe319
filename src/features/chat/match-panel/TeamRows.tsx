import { useLingui } from '@lingui/react/macro';
import type {
  RecordJson,
  SeasonContextJson,
  TableRowJson,
} from '../../../../contracts/match-knowledge';
import { useFormats } from './format';
import { muted, standings, table, tableFlow, tableScroll } from './match-panel.css';
import { StandingsTable } from './StandingsTable';

/** Both clubs' league table rows going into the match, and their home / away records. */
export function TeamRows({ context }: { context: SeasonContextJson }) {
  const { t } = useLingui();
  const rows = [context.home, context.away].filter((r): r is TableRowJson => r !== null);
  const season = context.season;
  if (rows.length === 0) {
    return <p className={muted}>{t`No league matches played yet in ${season}.`}</p>;
  }
  return (
    <div className={tableFlow}>
      <StandingsTable caption={t`League table ${season}, before this match`} rows={rows} />
      <SeasonFacts rows={rows} />
    </div>
  );
}

function SeasonFacts({ rows }: { rows: TableRowJson[] }) {
  const { t } = useLingui();
  const f = useFormats();
  const record = (r: RecordJson) => `${r.won}–${r.drawn}–${r.lost}`;
  const facts: Array<{ key: string; label: string; value: (row: TableRowJson) => string }> = [
    { key: 'home', label: t`Home (won–drawn–lost)`, value: (r) => record(r.home) },
    { key: 'away', label: t`Away (won–drawn–lost)`, value: (r) => record(r.away) },
    {
      key: 'goals',
      label: t`Goals per game (for–against)`,
      value: (r) => `${f.decimal(r.goals_per_game.for)}–${f.decimal(r.goals_per_game.against)}`,
    },
    { key: 'clean', label: t`Clean sheets`, value: (r) => String(r.clean_sheets) },
    { key: 'blank', label: t`Failed to score`, value: (r) => String(r.failed_to_score) },
    { key: 'unbeaten', label: t`Unbeaten run`, value: (r) => String(r.streaks.unbeaten) },
    { key: 'winless', label: t`Winless run`, value: (r) => String(r.streaks.winless) },
  ];
  return (
    <div className={tableScroll}>
      <table className={`${table} ${standings}`}>
        <caption>{t`Season so far`}</caption>
        <thead>
          <tr>
            <td />
            {rows.map((row) => (
              <th key={row.team} scope="col">
                {row.team}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.key}>
              <th scope="row">{fact.label}</th>
              {rows.map((row) => (
                <td key={row.team}>{fact.value(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
