import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { chatListQuery } from '../../api/chats.api';
import { leagueDisplayName } from '../../lib/league-names';
import { dayHeading, matchMeta } from '../../ui/list.css';
import { chatLink, chatLinkPreview, chatList } from './chat.css';

/** The user's past chats, newest activity first, each a link to its page. */
export function ChatList() {
  const { t, i18n } = useLingui();
  const chats = useQuery(chatListQuery);
  if (!chats.data?.length) return null;
  return (
    <nav className={chatList} aria-label={t`Your chats`}>
      <h2 className={dayHeading}>
        <Trans>Your chats</Trans>
      </h2>
      {chats.data.map((chat) => (
        <Link
          key={chat.client_id}
          to="/chat/$clientId"
          params={{ clientId: chat.client_id }}
          className={chatLink}
          activeProps={{ 'aria-current': 'page' }}
        >
          {chat.match.home_team} – {chat.match.away_team}
          <span className={matchMeta} style={{ display: 'block' }}>
            {leagueDisplayName(i18n, chat.match.league.code)}
            {chat.read_only ? ` · ${t`FT`}` : ''}
          </span>
          {chat.last_message && (
            // One line: the message's paragraphs and list marks flattened to spaces.
            <span className={chatLinkPreview}>
              {chat.last_message.replace(/\s*\n\s*(-\s+)?/g, ' ')}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
