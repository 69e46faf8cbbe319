import { useLingui } from '@lingui/react/macro';
import type {
  RecordJson,
  SeasonContextJson,
  TableRowJson,
} from '../../../contracts/match-knowledge';
import { DataTable } from './DataTable';
import { useFormats } from './format';
import { muted, standings, tableFlow } from './match-panel.css';
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
    <DataTable
      caption={t`Season so far`}
      className={standings}
      columns={['', ...rows.map((row) => row.team)]}
      rows={facts.map((fact) => ({
        key: fact.key,
        label: fact.label,
        cells: rows.map((row) => fact.value(row)),
      }))}
    />
  );
}
