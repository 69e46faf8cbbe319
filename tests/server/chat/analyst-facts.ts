import {
  leagueSeasonFacts,
  type MatchFacts,
  teamFormFacts,
} from '../../../server/analysis/analyst/match-facts';
import type { ScoredMatch } from '../../../server/analysis/dixon-coles';
import { leagueTable } from '../../../server/analysis/season-table';

// The sample season so far: six clubs, five rounds (Saturdays from 24 October; Chelsea's last
// on the Sunday), Arsenal and Chelsea yet to meet. Its figures keep clear of those the
// grounding tests say the facts lack (8, 17, 3-2).
const result = (date: string, homeTeam: string, awayTeam: string, home: number, away: number) =>
  ({ date, homeTeam, awayTeam, homeGoals: home, awayGoals: away }) satisfies ScoredMatch;

export const SAMPLE_SEASON: ScoredMatch[] = [
  result('2026-10-24', 'Everton', 'Arsenal', 1, 3),
  result('2026-10-24', 'Chelsea', 'Wolves', 2, 2),
  result('2026-10-24', 'Fulham', 'Brentford', 2, 0),
  result('2026-10-31', 'Fulham', 'Arsenal', 2, 1),
  result('2026-10-31', 'Brentford', 'Chelsea', 2, 0),
  result('2026-10-31', 'Wolves', 'Everton', 2, 2),
  result('2026-11-07', 'Arsenal', 'Brentford', 1, 1),
  result('2026-11-07', 'Chelsea', 'Everton', 2, 1),
  result('2026-11-07', 'Wolves', 'Fulham', 1, 1),
  result('2026-11-14', 'Wolves', 'Arsenal', 0, 2),
  result('2026-11-14', 'Chelsea', 'Brentford', 1, 1),
  result('2026-11-14', 'Fulham', 'Everton', 1, 1),
  result('2026-11-21', 'Arsenal', 'Everton', 2, 0),
  result('2026-11-21', 'Brentford', 'Wolves', 0, 1),
  result('2026-11-22', 'Fulham', 'Chelsea', 1, 0),
];

const SAMPLE_NEXT: MatchFacts['leagueSeason']['next'] = {
  home: { kickoff: '2026-12-05T12:30:00.000Z', opponent: 'Brentford', venue: 'away' },
  away: { kickoff: '2026-12-06T16:30:00.000Z', opponent: 'Wolves', venue: 'away' },
};

/** Arsenal's and Chelsea's form, table rows and season block from a season's results (the
 * loader's way: one table for the rows and the block). */
export function seasonOf(
  results: ScoredMatch[],
  next: MatchFacts['leagueSeason']['next'] = SAMPLE_NEXT,
): Pick<MatchFacts, 'form' | 'season' | 'leagueSeason'> {
  const table = leagueTable(results, { league: 'PL' });
  const row = (team: string) => table.rows.find((r) => r.team === team) ?? null;
  const newestFirst = [...results].sort((a, b) => b.date.localeCompare(a.date));
  return {
    form: {
      home: teamFormFacts('Arsenal', newestFirst),
      away: teamFormFacts('Chelsea', newestFirst),
    },
    season: {
      season: '2026-27',
      home: row('Arsenal'),
      away: row('Chelsea'),
      tieBreaks: table.tieBreaks,
    },
    leagueSeason: leagueSeasonFacts({
      home: 'Arsenal',
      away: 'Chelsea',
      results,
      table: table.rows,
      next,
    }),
  };
}

/** A fixed match for analyst tests: Arsenal (home favourites) v Chelsea. */
export function sampleFacts(overrides: Partial<MatchFacts> = {}): MatchFacts {
  return {
    match: {
      league: 'Premier League',
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: '2026-11-28T15:00:00.000Z',
      status: 'scheduled',
      minute: null,
      score: null,
    },
    prediction: {
      home: 0.4719,
      draw: 0.2663,
      away: 0.2618,
      expectedGoals: { home: 1.6234, away: 1.0512 },
      over25: 0.4981,
      btts: 0.5204,
      likelyScores: [
        { home: 1, away: 0, probability: 0.1121 },
        { home: 1, away: 1, probability: 0.1098 },
        { home: 2, away: 1, probability: 0.0912 },
      ],
    },
    scoreline: {
      maxGoals: 1,
      probabilities: [
        [0.08, 0.07],
        [0.1121, 0.1098],
      ],
    },
    strength: {
      home: { elo: 1612.4, attack: 0.253, conceded: -0.148 },
      away: { elo: 1540.2, attack: 0.051, conceded: 0.02 },
    },
    headToHead: [
      { date: '2026-03-01', home: 'Chelsea', away: 'Arsenal', homeGoals: 1, awayGoals: 2 },
      { date: '2025-10-04', home: 'Arsenal', away: 'Chelsea', homeGoals: 1, awayGoals: 1 },
    ],
    knowledge: null,
    trackRecord: null,
    ...seasonOf(SAMPLE_SEASON),
    ...overrides,
  };
}
