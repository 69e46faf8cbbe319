import {
  leagueSeasonFacts,
  type MatchFacts,
  teamFormFacts,
} from '../../server/analysis/analyst/match-facts';
import type { MatchTeams } from '../../server/analysis/analyst/understanding/understanding';
import type { ScoredMatch } from '../../server/analysis/dixon-coles';
import { matchKnowledge } from '../../server/analysis/match-knowledge';
import { leagueTable } from '../../server/analysis/season-table';
import { clubDisplayName } from '../../server/matches/clubs/clubs';
import { MATCHES, type MatchKey } from './question-set';

// The facts an analyst gets about one bench (or test) match, built the way the server builds
// them: the knowledge layer from goal rates, form and the table from a season of results.
// Deterministic: the same match always gets the same facts.

export interface FactsOptions {
  league?: string;
  /** Pre-match goal rates (Dixon–Coles) and ρ. */
  rates: { home: number; away: number };
  rho?: number;
  /** A live match's minute and score (status 'live'). */
  live?: { minute: number; score: { home: number; away: number } };
  /** A finished match's score (status 'finished'). */
  result?: { home: number; away: number };
  /** Bookmaker 1X2 and over/under 2.5 odds, for the comparison with the market. */
  odds?: {
    result?: { home: number; draw: number; away: number };
    overUnder25?: { over: number; under: number };
  };
  kickoff?: string;
}

// A small league's season so far: every pair has met once, scores from a fixed rule.
const CLUBS = ['Everton', 'Fulham', 'Brentford', 'Wolves', 'Burnley', 'Leeds'];

function season(home: string, away: string): ScoredMatch[] {
  const teams = [home, away, ...CLUBS];
  const matches: ScoredMatch[] = [];
  let day = 0;
  teams.forEach((h, i) => {
    teams.forEach((a, j) => {
      if (i >= j) return;
      day++;
      // The first two teams are the strongest: they score more the higher they are listed.
      const homeGoals = (i * 7 + j * 3) % 4 === 0 ? 0 : (7 - i + j) % 4;
      const awayGoals = (i * 5 + j) % 3 === 0 ? 0 : ((i + 2 * j) % 3) - (j < 2 ? 1 : 0);
      matches.push({
        date: new Date(Date.UTC(2026, 7, 10 + day)).toISOString(),
        homeTeam: (i + j) % 2 === 0 ? h : a,
        awayTeam: (i + j) % 2 === 0 ? a : h,
        homeGoals: Math.max(0, homeGoals),
        awayGoals: Math.max(0, awayGoals),
      });
    });
  });
  return matches;
}

function formFacts(team: string, results: ScoredMatch[]) {
  return teamFormFacts(
    team,
    [...results].sort((a, b) => b.date.localeCompare(a.date)),
  );
}

/** The facts of `match` as chat-reply passes them to an analyst. */
export function matchFactsFor(
  match: MatchTeams & { status: NonNullable<MatchTeams['status']> },
  options: FactsOptions,
): MatchFacts {
  const { home, away, status } = match;
  const results = season(home, away);
  const table = leagueTable(results, { teams: [home, away, ...CLUBS] });
  const open = status === 'scheduled' || status === 'live';
  const { season: seasonRows, ...knowledge } = matchKnowledge({
    rates: options.rates,
    rho: options.rho ?? -0.06,
    live: status === 'live' ? (options.live ?? { minute: 63, score: { home: 1, away: 0 } }) : null,
    season: { homeTeam: home, awayTeam: away, table },
    odds: options.odds ? { source: null, ...options.odds } : null,
  });
  const markets = knowledge.markets;
  const liveState =
    status === 'live' ? (options.live ?? { minute: 63, score: { home: 1, away: 0 } }) : null;
  const score =
    status === 'live'
      ? (liveState?.score ?? null)
      : status === 'finished'
        ? (options.result ?? { home: 2, away: 1 })
        : null;
  const kickoff = options.kickoff ?? '2026-11-28T15:00:00.000Z';
  // Both sides' next fixtures: the week after, against the first two of the other clubs.
  const daysAfter = (days: number) =>
    new Date(Date.parse(kickoff) + days * 86_400_000).toISOString();
  const next = {
    home: { kickoff: daysAfter(7), opponent: CLUBS[0] as string, venue: 'away' as const },
    away: { kickoff: daysAfter(8), opponent: CLUBS[1] as string, venue: 'home' as const },
  };
  const meetings = results.filter(
    (m) =>
      (m.homeTeam === home && m.awayTeam === away) || (m.homeTeam === away && m.awayTeam === home),
  );
  return {
    match: {
      league: options.league ?? 'Premier League',
      home,
      away,
      kickoff,
      status,
      minute: liveState?.minute ?? null,
      score,
    },
    prediction: {
      home: markets.result.home.probability,
      draw: markets.result.draw.probability,
      away: markets.result.away.probability,
      expectedGoals: { home: markets.expectedGoals.home, away: markets.expectedGoals.away },
      over25: markets.totals.find((t) => t.line === 2.5)?.over.settlement.win ?? 0,
      btts: markets.bothTeamsToScore.yes.probability,
      likelyScores: markets.exactScores
        .slice(0, 5)
        .map((s) => ({ home: s.homeGoals, away: s.awayGoals, probability: s.probability })),
    },
    scoreline: null,
    strength: {
      home: { elo: 1612.4, attack: 0.253, conceded: -0.148 },
      away: { elo: 1540.2, attack: 0.051, conceded: 0.02 },
    },
    form: { home: formFacts(home, results), away: formFacts(away, results) },
    headToHead: meetings.map((m) => ({
      date: m.date.slice(0, 10),
      home: m.homeTeam,
      away: m.awayTeam,
      homeGoals: m.homeGoals,
      awayGoals: m.awayGoals,
    })),
    knowledge: open ? knowledge : null,
    trackRecord: null,
    season: {
      season: '2026-27',
      home: seasonRows?.home ?? null,
      away: seasonRows?.away ?? null,
      tieBreaks: seasonRows?.tieBreaks ?? [],
    },
    leagueSeason: leagueSeasonFacts({ home, away, results, table: table.rows, next }),
  };
}

// The bench matches' numbers: a clear home favourite with bookmaker odds (A), a close one (B),
// an away favourite (C), two live matches at the score questions.txt states (D, L).
const BENCH_OPTIONS: Record<MatchKey, FactsOptions> = {
  A: {
    rates: { home: 1.62, away: 1.05 },
    odds: { result: { home: 2.05, draw: 3.6, away: 3.8 }, overUnder25: { over: 1.95, under: 1.9 } },
  },
  B: { league: 'La Liga', rates: { home: 1.55, away: 1.35 } },
  C: { rates: { home: 1.2, away: 1.8 } },
  D: {
    league: 'La Liga',
    rates: { home: 1.4, away: 1.15 },
    live: { minute: 70, score: { home: 0, away: 1 } },
  },
  L: { rates: { home: 1.45, away: 1.5 }, live: { minute: 63, score: { home: 1, away: 0 } } },
  P: { league: 'La Liga', rates: { home: 1.5, away: 1.1 } },
};

/** The facts of a bench match (questions.txt's A, B, C, D, L, P), with display names. */
export function benchFacts(key: MatchKey): MatchFacts {
  const match = MATCHES[key];
  return matchFactsFor(
    { home: clubDisplayName(match.home), away: clubDisplayName(match.away), status: match.status },
    BENCH_OPTIONS[key],
  );
}
