import type { MatchFilter, MatchStatus } from '../../../machines/match-browser.machine';
import { api } from '../../api/http';

export interface League {
  code: string;
  name: string;
  country: string;
}

export interface MatchSummary {
  id: string;
  league: string;
  season: string;
  kickoff: string;
  status: MatchStatus;
  minute: number | null;
  home: { id: string; name: string };
  away: { id: string; name: string };
  score: { home: number; away: number } | null;
  prediction: { home: number; draw: number; away: number } | null;
  demo: boolean;
}

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
