import { queryOptions } from '@tanstack/react-query';
import type { LeagueTableJson } from '../../contracts/match-knowledge';
import type { League, MatchDetail, MatchSummary } from '../../contracts/matches';
import type { MatchFilter } from '../../machines/match-browser.machine';
import { api, FetchError } from './http';

const statusOfTab = { upcoming: 'upcoming', live: 'live', history: 'finished' } as const;

/** The local calendar day, as the API's `date` parameter wants it. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const matchesApi = {
  leagues: () => api<League[]>('/leagues/'),
  matches: (filter: MatchFilter, today = new Date()) =>
    api<MatchSummary[]>('/matches/', {
      query: {
        status: statusOfTab[filter.tab],
        ...(filter.league ? { league: filter.league } : {}),
        ...(filter.todayOnly ? { date: localDay(today) } : {}),
      },
    }),
};

export const leaguesQuery = queryOptions({ queryKey: ['leagues'], queryFn: matchesApi.leagues });

/** The sidebar's list for a tab, league and day. */
export const matchListQuery = (filter: MatchFilter) =>
  queryOptions({
    queryKey: ['matches', filter],
    queryFn: () => matchesApi.matches(filter),
    retry: 1,
  });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How often a match's numbers are fetched again: every 15 s while it is played (the live
 * block follows its minute and score), every minute from half an hour before kick-off (to
 * see it start), never otherwise. */
export function detailRefreshInterval(
  match: Pick<MatchSummary, 'status' | 'kickoff'> | undefined,
  now = Date.now(),
): number | false {
  if (match?.status === 'live') return 15 * SECOND;
  if (match?.status === 'scheduled' && Date.parse(match.kickoff) - now < 30 * MINUTE) {
    return MINUTE;
  }
  return false;
}

export const matchDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['match', id],
    queryFn: () => api<MatchDetail>(`/matches/${id}/`),
    refetchInterval: (query) => detailRefreshInterval(query.state.data),
    // A match about to start or being played is fetched afresh whenever it is shown.
    staleTime: (query) => (detailRefreshInterval(query.state.data) === false ? 5 * MINUTE : 0),
    refetchOnMount: true,
  });

export const leagueTableQuery = (code: string) =>
  queryOptions({
    queryKey: ['league-table', code],
    queryFn: () => api<LeagueTableJson>(`/leagues/${code}/table/`),
    refetchOnMount: true,
    // Once more after a failure, but not for a league that does not exist.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof FetchError && error.status === 404),
  });
