import type { MatchFacts } from '../../../server/analysis/analyst/match-facts';

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
    form: {
      home: {
        team: 'Arsenal',
        sequence: 'WWDLW',
        points: 10,
        maxPoints: 15,
        goalsFor: 9,
        goalsAgainst: 4,
        matches: [
          {
            date: '2026-11-21',
            opponent: 'Everton',
            venue: 'home',
            goalsFor: 2,
            goalsAgainst: 0,
            result: 'W',
          },
        ],
      },
      away: {
        team: 'Chelsea',
        sequence: 'LDWLD',
        points: 5,
        maxPoints: 15,
        goalsFor: 5,
        goalsAgainst: 7,
        matches: [
          {
            date: '2026-11-22',
            opponent: 'Fulham',
            venue: 'away',
            goalsFor: 0,
            goalsAgainst: 1,
            result: 'L',
          },
        ],
      },
    },
    headToHead: [
      { date: '2026-03-01', home: 'Chelsea', away: 'Arsenal', homeGoals: 1, awayGoals: 2 },
      { date: '2025-10-04', home: 'Arsenal', away: 'Chelsea', homeGoals: 1, awayGoals: 1 },
    ],
    knowledge: null,
    trackRecord: null,
    season: { season: '2026-27', home: null, away: null, tieBreaks: [] },
    ...overrides,
  };
}
