import type { Language } from '../../../contracts/language';
import type { ScoredMatch } from '../dixon-coles';
import { recentForm } from '../form';
import type { MatchKnowledge } from '../match-knowledge';
import type { LeagueTable, TableRow } from '../season-table';
import type { HistoryMessage, MatchTeams } from './understanding/understanding';

// What an analyst may say about one match: the prediction model's numbers and the recorded
// results, nothing else. Both analysts get exactly this (the openai one as JSON grounding),
// so neither can quote a figure the match page does not show.

/** One of a team's finished matches from its own point of view. */
export interface TeamMatchFacts {
  /** YYYY-MM-DD */
  date: string;
  opponent: string;
  venue: 'home' | 'away';
  goalsFor: number;
  goalsAgainst: number;
  result: 'W' | 'D' | 'L';
}

export interface TeamFormFacts {
  team: string;
  /** Most recent first, e.g. 'WWDLW'; shorter when fewer matches are on record. */
  sequence: string;
  points: number;
  maxPoints: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Most recent first. */
  matches: TeamMatchFacts[];
}

/** How many recent matches a team's form covers. */
export const FORM_MATCHES = 5;

/** A team's form facts from its finished matches, newest first (dates as YYYY-MM-DD). */
export function teamFormFacts(team: string, newestFirst: ScoredMatch[]): TeamFormFacts {
  const form = recentForm(newestFirst, team, { n: FORM_MATCHES });
  return {
    team,
    sequence: form.sequence,
    points: form.points,
    maxPoints: form.maxPoints,
    goalsFor: form.goalsFor,
    goalsAgainst: form.goalsAgainst,
    matches: form.matches.map((m) => ({ ...m, date: m.date.slice(0, 10) })),
  };
}

export interface MeetingFacts {
  date: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
}

/** A team's first fixture after this match that is still to be played. */
export interface NextMatchFacts {
  /** ISO 8601 */
  kickoff: string;
  opponent: string;
  venue: 'home' | 'away';
}

/** A league table row as the table page shows it. */
export type TableLineFacts = Pick<
  TableRow,
  | 'position'
  | 'team'
  | 'played'
  | 'won'
  | 'drawn'
  | 'lost'
  | 'goalsFor'
  | 'goalsAgainst'
  | 'goalDifference'
  | 'points'
>;

/** How many points a team is from the places fans ask about; never negative. */
export interface PointsGapFacts {
  /** Behind the leader: 0 for the leader and any team level with it on points. */
  leader: number;
  /** In the top four: points ahead of fifth; outside it: points behind fourth. Null in a
   * league of four teams or fewer. */
  topFour: { inside: boolean; points: number } | null;
  /** In the bottom three: points behind the place above them; above them: points ahead of
   * the highest of them. Null in a league of three teams or fewer. */
  bottomThree: { inside: boolean; points: number } | null;
}

/** The league season going into the match, from the matches finished before it (before now
 * while it is to come), display names. Each side's record, home and away records, clean
 * sheets and current runs are its table row in `MatchFacts.season`. */
export interface LeagueSeasonFacts {
  /** The clubs with a fixture this season: the table's rows. */
  teams: number;
  /** The whole table, leader first (tie-breaks applied). */
  table: TableLineFacts[];
  /** Each side's finished league matches this season, newest first. */
  matches: { home: TeamMatchFacts[]; away: TeamMatchFacts[] };
  /** Null for a side with no table row. */
  gaps: { home: PointsGapFacts | null; away: PointsGapFacts | null };
  /** Each side's next fixture after this one; null when none is on record. */
  next: { home: NextMatchFacts | null; away: NextMatchFacts | null };
  /** This season's earlier meeting of the two clubs, venues the other way round; null until
   * it is played. */
  reverseFixture: MeetingFacts | null;
}

/** The season block from the season's results going into the match and their table, both in
 * display names (results in any order). */
export function leagueSeasonFacts(season: {
  home: string;
  away: string;
  results: readonly ScoredMatch[];
  table: readonly TableRow[];
  next: LeagueSeasonFacts['next'];
}): LeagueSeasonFacts {
  const { home, away, results, table, next } = season;
  const matchesOf = (team: string): TeamMatchFacts[] =>
    recentForm(results, team, { n: results.length }).matches.map((m) => ({
      ...m,
      date: m.date.slice(0, 10),
    }));
  const reverse = results
    .filter((m) => m.homeTeam === away && m.awayTeam === home)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))[0];
  return {
    teams: table.length,
    table: table.map((r) => ({
      position: r.position,
      team: r.team,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalDifference,
      points: r.points,
    })),
    matches: { home: matchesOf(home), away: matchesOf(away) },
    gaps: { home: pointsGaps(table, home), away: pointsGaps(table, away) },
    next,
    reverseFixture: reverse
      ? {
          date: reverse.date.slice(0, 10),
          home: reverse.homeTeam,
          away: reverse.awayTeam,
          homeGoals: reverse.homeGoals,
          awayGoals: reverse.awayGoals,
        }
      : null,
  };
}

/** A team's distance in points from the leader, the top four and the bottom three. */
export function pointsGaps(table: readonly TableRow[], team: string): PointsGapFacts | null {
  const row = table.find((r) => r.team === team);
  const [leader] = table;
  if (!row || !leader) return null;
  const pointsAt = (position: number) => table[position - 1]?.points ?? 0;
  const n = table.length;
  const inTopFour = row.position <= 4;
  const inBottomThree = row.position > n - 3;
  return {
    leader: leader.points - row.points,
    topFour:
      n > 4
        ? {
            inside: inTopFour,
            points: inTopFour ? row.points - pointsAt(5) : pointsAt(4) - row.points,
          }
        : null,
    bottomThree:
      n > 3
        ? {
            inside: inBottomThree,
            points: inBottomThree ? pointsAt(n - 3) - row.points : row.points - pointsAt(n - 2),
          }
        : null,
  };
}

export interface TeamStrengthFacts {
  /** Elo rating (league average about 1500); null when the model has none yet. */
  elo: number | null;
  /** Goals scored relative to an average side, e.g. 0.25 = 25% more. */
  attack: number;
  /** Goals conceded relative to an average side, e.g. -0.15 = 15% fewer. */
  conceded: number;
}

export interface PredictionFacts {
  home: number;
  draw: number;
  away: number;
  expectedGoals: { home: number; away: number };
  over25: number;
  btts: number;
  /** Most likely first. */
  likelyScores: Array<{ home: number; away: number; probability: number }>;
}

/** How the model's stored forecasts of this league's finished matches this season went. */
export interface TrackRecordFacts {
  /** Finished matches of the league's season that had a stored forecast. */
  matches: number;
  /** Of those, how many the forecast's most likely result (home, draw or away) got right. */
  favouriteWon: number;
}

export interface MatchFacts {
  match: {
    league: string;
    home: string;
    away: string;
    /** ISO 8601 */
    kickoff: string;
    status: 'scheduled' | 'live' | 'finished' | 'postponed';
    minute: number | null;
    score: { home: number; away: number } | null;
  };
  /** The stored prediction the match page shows; null when the league lacks history. */
  prediction: PredictionFacts | null;
  /** probabilities[home goals][away goals], 0..maxGoals each way. */
  scoreline: { maxGoals: number; probabilities: number[][] } | null;
  strength: { home: TeamStrengthFacts; away: TeamStrengthFacts } | null;
  form: { home: TeamFormFacts; away: TeamFormFacts };
  /** Finished meetings before this match, newest first. */
  headToHead: MeetingFacts[];
  /** Every market, the half-time block, the live block (live matches) and the comparison with
   * the bookmaker's odds: the knowledge layer's output. Null once the match is finished or
   * postponed, and where the league lacks history. */
  knowledge: Omit<MatchKnowledge, 'season'> | null;
  /** Null when no finished match of the season had a stored forecast. */
  trackRecord: TrackRecordFacts | null;
  /** Both teams' league table rows going into the match (display names). */
  season: {
    season: string;
    home: TableRow | null;
    away: TableRow | null;
    tieBreaks: LeagueTable['tieBreaks'];
  };
  /** The rest of the league season going into the match: every result of both sides, the
   * whole table, the next fixtures and the reverse fixture. */
  leagueSeason: LeagueSeasonFacts;
}

export interface AnalystRequest {
  facts: MatchFacts;
  question: string;
  /** The language to answer in (already resolved from the question, the message, the user). */
  language: Language;
  /** The chat's earlier messages, oldest first, without this question (follow-ups read them). */
  history: readonly HistoryMessage[];
  signal: AbortSignal;
}

/** The match as the understanding reads a question about it: its clubs, its status and, while
 * it is played, the score on the board. */
export function matchTeams({ match }: MatchFacts): MatchTeams {
  const { home, away, status, score } = match;
  return { home, away, status, ...(status === 'live' && score && { score }) };
}
