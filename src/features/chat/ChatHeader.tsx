import { useLingui } from '@lingui/react/macro';
import type { ChatMatch } from '../../../contracts/chat';
import { leagueDisplayName } from '../../lib/league-names';
import { header, meta, score, statusBadge, teams } from './chat.css';

/** The match the chat is about: teams, league, kickoff or score, and its status. */
export function ChatHeader({ match }: { match: ChatMatch }) {
  const { t, i18n } = useLingui();
  const kickoff = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(match.kickoff));
  const minute = match.minute ?? '';
  const status =
    match.status === 'live'
      ? t`Live ${minute}'`
      : match.status === 'finished'
        ? t`Finished`
        : match.status === 'postponed'
          ? t`Postponed`
          : t`Scheduled`;
  const hasScore = match.home_goals !== null && match.away_goals !== null;
  return (
    <header className={header}>
      <div>
        <h2 className={teams}>
          {match.home_team}
          <span className={score}>
            {hasScore ? `${match.home_goals} – ${match.away_goals}` : t`vs`}
          </span>
          {match.away_team}
        </h2>
        <div className={meta}>
          {leagueDisplayName(i18n, match.league.code)} ·{' '}
          <time dateTime={match.kickoff}>{kickoff}</time>
        </div>
      </div>
      <span className={statusBadge} data-status={match.status}>
        {status}
      </span>
    </header>
  );
}
