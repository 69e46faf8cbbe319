import type { Language } from '../../../contracts/language';
import type { ScoredMatch } from '../dixon-coles';
import { recentForm } from '../form';
import type { MatchKnowledge } from '../match-knowledge';
import type { LeagueTable, TableRow } from '../season-table';
import type { HistoryMessage, MatchTeams } from './understanding/understanding';

// What an analyst may say about one match: the prediction model's numbers and the recorded
// results, nothing else. Both analysts get exactly this (the openai one as JSON grounding),
// so neither can quote a figure the match page does not show.

export interface TeamFormFacts {
  team: string;
  /** Most recent first, e.g. 'WWDLW'; shorter when fewer matches are on record. */
  sequence: string;
  points: number;
  maxPoints: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Most recent first. */
  matches: Array<{
    date: string;
    opponent: string;
    venue: 'home' | 'away';
    goalsFor: number;
    goalsAgainst: number;
    result: 'W' | 'D' | 'L';
  }>;
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
