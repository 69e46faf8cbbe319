import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchSummary } from '../../../contracts/matches';
import { type MatchTab, matchBrowserMachine } from '../../../machines/match-browser.machine';
import { chatListQuery } from '../../api/chats.api';
import { leaguesQuery, matchListQuery } from '../../api/matches.api';
import { withInspector } from '../../lib/inspector';
import { leagueDisplayName } from '../../lib/league-names';
import { ProbabilityBar } from '../../ui/charts/ProbabilityBar';
import { selectStyle } from '../../ui/controls.css';
import { error as errorStyle } from '../../ui/form/form.css';
import { dayHeading, matchMeta } from '../../ui/list.css';
import { Spinner } from '../../ui/Spinner';
import { toastActions } from '../../ui/toast';
import { groupByDayPostponedLast } from './group-by-day';
import { MatchDataNotice } from './MatchDataNotice';
import { scrollIntoContainer } from './scroll-into-container';
import {
  emptyList,
  filters,
  matchButton,
  matchList,
  sidebar,
  tableLink,
  tab as tabStyle,
  tabs,
} from './sidebar.css';

/** The sidebar of matches (SPEC §2): tabs, league and day filters, matches by day. */
export function MatchSidebar() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [machine] = useState(() =>
    matchBrowserMachine.provide({
      actions: {
        showError: toastActions.showError,
        openChat: (_, { matchId, chatId }) =>
          void router.navigate(
            chatId
              ? { to: '/chat/$clientId', params: { clientId: chatId } }
              : // A new chat gets a client-generated id; the chat screen creates it on the server.
                {
                  to: '/chat/$clientId',
                  params: { clientId: crypto.randomUUID() },
                  search: { match: matchId },
                },
          ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, withInspector());
  const { filter, selectedMatchId } = snapshot.context;
  const leagues = useQuery(leaguesQuery);
  const matches = useQuery(matchListQuery(filter));
  // Which matches the user has chats about (a finished one opens its chat).
  const chats = useQuery(chatListQuery);
  const list = useRef<HTMLDivElement>(null);

  // The match of the chat on screen: a new chat names it in the address, a saved one in the list.
  const clientId = useParams({ strict: false, select: (params) => params.clientId });
  const newChatMatch = useSearch({ strict: false, select: (search) => search.match });
  const shownMatchId =
    newChatMatch ?? chats.data?.find((chat) => chat.client_id === clientId)?.match.id;
  useEffect(() => {
    if (shownMatchId) send({ type: 'MATCH_SHOWN', matchId: shownMatchId });
  }, [shownMatchId, send]);

  // The selected card whole in view, scrolling the list only: the tabs above stay put. Again
  // when a list loads (not when it refreshes under a reader who scrolled away) and when the
  // list's box changes — the chats above it grow once a new chat is saved.
  const showSelected = useCallback(() => {
    const item = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (list.current && item) scrollIntoContainer(list.current, item);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the triggers are the point
  useEffect(showSelected, [selectedMatchId, filter, matches.isSuccess]);
  useEffect(() => {
    if (!list.current) return;
    const observer = new ResizeObserver(showSelected);
    observer.observe(list.current);
    return () => observer.disconnect();
  }, [showSelected]);

  const tabLabels: Record<MatchTab, string> = {
    upcoming: t`Upcoming`,
    live: t`Live`,
    history: t`History`,
  };
  const name = filter.league ? leagueDisplayName(i18n, filter.league) : null;
  const title =
    filter.tab === 'live'
      ? t`Live Matches`
      : filter.tab === 'history'
        ? t`Finished Matches`
        : filter.todayOnly
          ? t`Today's Matches`
          : t`Upcoming`;

  return (
    <nav className={sidebar} aria-label={t`Matches`}>
      <div className={tabs}>
        {(Object.keys(tabLabels) as MatchTab[]).map((tab) => (
          <button
            key={tab}
            type="button"
            className={tabStyle}
            aria-pressed={filter.tab === tab}
            onClick={() => send({ type: 'SHOW_TAB', tab })}
          >
            {tabLabels[tab]}
          </button>
        ))}
      </div>
      <div className={filters}>
        <select
          className={selectStyle}
          aria-label={t`Leagues`}
          value={filter.league ?? ''}
          onChange={(event) => send({ type: 'SHOW_LEAGUE', league: event.target.value || null })}
        >
          <option value="">{t`All leagues`}</option>
          {(leagues.data ?? []).map((league) => (
            <option key={league.code} value={league.code}>
              {leagueDisplayName(i18n, league.code)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={tabStyle}
          aria-pressed={filter.todayOnly}
          onClick={() => send({ type: 'TOGGLE_TODAY' })}
        >
          <Trans>Today</Trans>
        </button>
      </div>
      <Link to="/chat/leagues/$code" params={{ code: filter.league ?? 'PL' }} className={tableLink}>
        {name ? t`${name} table` : t`League tables`}
      </Link>
      <h2 style={{ fontSize: '1rem', margin: 0 }}>{title}</h2>
      <MatchDataNotice />
      <div className={matchList} ref={list}>
        {matches.isPending ? (
          <Spinner />
        ) : matches.isError ? (
          <p className={errorStyle} role="alert">
            <Trans>Error loading matches</Trans>
          </p>
        ) : matches.data.length === 0 ? (
          <p className={emptyList}>
            <Trans>No matches here.</Trans>
          </p>
        ) : (
          groupByDayPostponedLast(matches.data, i18n.locale, t`Postponed matches`).map((group) => (
            <section key={group.day} aria-label={group.label}>
              <h3 className={dayHeading}>{group.label}</h3>
              {group.matches.map((match) => (
                <MatchItem
                  key={match.id}
                  match={match}
                  selected={match.id === selectedMatchId}
                  onSelect={() =>
                    send({
                      type: 'SELECT_MATCH',
                      matchId: match.id,
                      status: match.status,
                      chatId:
                        chats.data?.find((chat) => chat.match.id === match.id)?.client_id ?? null,
                    })
                  }
                />
              ))}
            </section>
          ))
        )}
      </div>
    </nav>
  );
}

function MatchItem({
  match,
  selected,
  onSelect,
}: {
  match: MatchSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const { i18n, t } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(match.kickoff),
  );
  const minute = match.minute ?? '';
  const state =
    match.status === 'live'
      ? t`Live ${minute}'`
      : match.status === 'finished'
        ? t`FT`
        : match.status === 'postponed'
          ? t`Postponed`
          : time;
  return (
    // aria-current: the one match of the list whose chat is open (or was last).
    <button
      type="button"
      className={matchButton}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
    >
      <span>
        {match.home.name}
        {match.score ? ` ${match.score.home}–${match.score.away} ` : ' – '}
        {match.away.name}
      </span>
      <span className={matchMeta} style={{ display: 'block' }}>
        {leagueDisplayName(i18n, match.league)} · {state}
        {match.demo ? ` · ${t`demo data`}` : ''}
      </span>
      {match.prediction && <ProbabilityBar {...match.prediction} />}
    </button>
  );
}
