import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { LeagueTableJson, TieBreak } from '../../../../contracts/match-knowledge';
import { FetchError } from '../../../api/http';
import { leagueTableQuery } from '../../../api/matches.api';
import { LEAGUE_CODES, leagueDisplayName } from '../../../lib/league-names';
import { ghostButton } from '../../../ui/controls.css';
import { leagueLink, leagueLinks, muted, tablePage } from '../../../ui/match-panel/match-panel.css';
import { StandingsTable } from '../../../ui/match-panel/StandingsTable';
import { Spinner } from '../../../ui/Spinner';

/** /chat/leagues/$code: a league's table this season, reached from the sidebar. */
export function LeagueTablePage() {
  const { code } = useParams({ from: '/protected/chat/leagues/$code' });
  const { t, i18n } = useLingui();
  const table = useQuery(leagueTableQuery(code));
  const name = leagueDisplayName(i18n, code);
  return (
    <div className={tablePage}>
      <h2 style={{ margin: 0 }}>{t`${name} table`}</h2>
      <nav aria-label={t`Leagues`}>
        <ul className={leagueLinks}>
          {LEAGUE_CODES.map((league) => (
            <li key={league}>
              <Link
                to="/chat/leagues/$code"
                params={{ code: league }}
                className={leagueLink}
                activeProps={{ 'aria-current': 'page' }}
              >
                {leagueDisplayName(i18n, league)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {table.isPending ? (
        <Spinner />
      ) : table.isError ? (
        <p role="alert" className={muted}>
          {table.error instanceof FetchError && table.error.status === 404
            ? t`There is no such league.`
            : t`The table could not be loaded.`}{' '}
          <button type="button" className={ghostButton} onClick={() => void table.refetch()}>
            {t`Try again`}
          </button>
        </p>
      ) : (
        <TableBody table={table.data} />
      )}
    </div>
  );
}

function TableBody({ table }: { table: LeagueTableJson }) {
  const { t } = useLingui();
  const tieBreak: Record<TieBreak, string> = {
    goal_difference: t`goal difference`,
    goals_for: t`goals scored`,
    away_goals_for: t`away goals scored`,
    head_to_head_points: t`head-to-head points`,
    head_to_head_goal_difference: t`head-to-head goal difference`,
    head_to_head_goals_for: t`head-to-head goals scored`,
    head_to_head_away_goals_for: t`head-to-head away goals`,
  };
  if (!table.season || table.rows.length === 0) {
    return <p className={muted}>{t`No matches have been played in this league yet.`}</p>;
  }
  const season = table.season;
  const order = table.tie_breaks.map((rule) => tieBreak[rule]).join(', ');
  return (
    <>
      <StandingsTable caption={t`Season ${season}, finished matches`} rows={table.rows} />
      <p className={muted}>{t`Level on points, clubs are split by: ${order}.`}</p>
    </>
  );
}
