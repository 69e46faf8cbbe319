import type {
  LeagueTableJson,
  MatchKnowledgeJson,
  SeasonContextJson,
  TableRowJson,
  TieBreak as TieBreakJson,
} from '../../contracts/match-knowledge';
import type { MatchFacts } from '../analysis/analyst/match-facts';
import type { ScoredMatch } from '../analysis/dixon-coles';
import type { LiveKnowledge } from '../analysis/in-play';
import { predictMatch } from '../analysis/league-model';
import { matchKnowledge } from '../analysis/match-knowledge';
import { type LeagueTable, leagueTable, type TableRow } from '../analysis/season-table';
import type { Db } from '../db/database';
import { snakeKey, toSnakeCase } from '../http/snake-case';
import { clubDisplayName } from './clubs/clubs';
import { leagueCache } from './league-cache';
import { matchStateAt } from './match-clock';
import { finishedSeason, type MatchRow, matchOdds, seasonTeamNames } from './match-queries';
import type { PredictionService } from './predictions';

// The match API's side of the knowledge layer: the rows, model and odds from the database
// into server/analysis, the result out in the contracts' snake_case.

interface SeasonResults {
  results: Array<ScoredMatch & { kickoff: Date }>;
  teams: string[];
  /** The table of every result: the one asked for on any day after the last of them. */
  full: LeagueTable;
}

const seasonResults = leagueCache(async (db, league, season, now): Promise<SeasonResults> => {
  const [rows, teams] = await Promise.all([
    finishedSeason(db, league, season, now),
    seasonTeamNames(db, league, season),
  ]);
  const results = rows
    .filter((m) => m.homeGoals !== null && m.awayGoals !== null)
    .map((m) => ({
      kickoff: m.kickoff,
      date: m.kickoff.toISOString(),
      homeTeam: m.homeName,
      awayTeam: m.awayName,
      homeGoals: m.homeGoals ?? 0,
      awayGoals: m.awayGoals ?? 0,
    }));
  return { results, teams, full: leagueTable(results, { league, teams }) };
});

/** A league's season up to a moment: its results finished before then, oldest first (import
 * names), and their table. */
export interface SeasonSoFar {
  results: Array<ScoredMatch & { kickoff: Date }>;
  table: LeagueTable;
}

/** The results and table of a league's season from the matches finished before `before`. */
export async function seasonSoFar(
  db: Db,
  league: string,
  season: string,
  now: Date,
  before: Date = now,
): Promise<SeasonSoFar> {
  const { results, teams, full } = await seasonResults(db, league, season, now);
  const earlier = results.filter((m) => m.kickoff < before);
  return earlier.length === results.length
    ? { results, table: full }
    : { results: earlier, table: leagueTable(earlier, { league, teams }) };
}

/** The table of a league's season from the matches finished before `before`. */
export async function seasonTable(
  db: Db,
  league: string,
  season: string,
  now: Date,
  before: Date = now,
): Promise<LeagueTable> {
  return (await seasonSoFar(db, league, season, now, before)).table;
}

const tieBreaksJson = (tieBreaks: LeagueTable['tieBreaks']) =>
  tieBreaks.map((t) => snakeKey(t) as TieBreakJson);

// Clubs are stored under their import key; people read their display name.
const rowJson = (row: TableRow): TableRowJson => ({
  ...toSnakeCase(row),
  team: clubDisplayName(row.team),
});

export function tableJson(
  league: string,
  season: string | null,
  table: LeagueTable,
): LeagueTableJson {
  return {
    league,
    season,
    tie_breaks: tieBreaksJson(table.tieBreaks),
    rows: table.rows.map(rowJson),
  };
}

export type LoadedMatchKnowledge = Pick<MatchFacts, 'knowledge' | 'season'>;

/**
 * The model's knowledge of a match not yet finished (with the live block while it is played),
 * and both teams' table rows going into it: what the match page shows and the analyst reads.
 * `tableGoingIn`: the season's table going into the match, when the caller reads it anyway.
 */
export async function loadMatchKnowledge(
  db: Db,
  predictions: PredictionService,
  row: MatchRow,
  now: Date,
  tableGoingIn?: Promise<LeagueTable>,
): Promise<LoadedMatchKnowledge> {
  const state = matchStateAt(row, now);
  const before = row.kickoff < now ? row.kickoff : now;
  const open = state.status === 'scheduled' || state.status === 'live';
  // A finished match needs no model: do not fit one for it.
  const [table, odds, model] = await Promise.all([
    tableGoingIn ?? seasonTable(db, row.league, row.season, now, before),
    matchOdds(db, row.id),
    open ? predictions.modelFor(row.league, row.season, now).then((c) => c.model) : null,
  ]);
  const find = (team: string) => {
    const found = table.rows.find((r) => r.team === team);
    return found ? { ...found, team: clubDisplayName(found.team) } : null;
  };
  const season = {
    season: row.season,
    home: find(row.homeName),
    away: find(row.awayName),
    tieBreaks: table.tieBreaks,
  };
  const rated = [row.homeName, row.awayName].every((team) => model?.teams.includes(team));
  if (!open || !model || !rated) return { knowledge: null, season };

  const prediction = predictMatch(model, row.homeName, row.awayName);
  const { season: _season, ...knowledge } = matchKnowledge({
    rates: prediction.rates,
    rho: prediction.rho,
    outcome: prediction.outcome,
    model: { basis: prediction.basis, uncertainty: prediction.uncertainty },
    live:
      state.status === 'live' && state.minute !== null
        ? { minute: state.minute, score: state.score ?? { home: 0, away: 0 } }
        : null,
    odds,
  });
  return { knowledge, season };
}

/** `loadMatchKnowledge` in the match API's snake_case. */
export async function matchKnowledgeFor(
  db: Db,
  predictions: PredictionService,
  row: MatchRow,
  now: Date,
): Promise<{ knowledge: MatchKnowledgeJson | null; seasonContext: SeasonContextJson }> {
  const { knowledge, season } = await loadMatchKnowledge(db, predictions, row, now);
  const seasonContext: SeasonContextJson = {
    season: season.season,
    home: season.home ? toSnakeCase(season.home) : null,
    away: season.away ? toSnakeCase(season.away) : null,
    tie_breaks: tieBreaksJson(season.tieBreaks),
  };
  return { knowledge: knowledge ? knowledgeJson(knowledge) : null, seasonContext };
}

// The half-time and live grids are kept for the analyst's selections; the API sends their
// markets, as docs/matches-api.md says, and never the grids (a live one grows with the score).
function knowledgeJson(
  knowledge: NonNullable<LoadedMatchKnowledge['knowledge']>,
): MatchKnowledgeJson {
  const { scoreline: _halfTimeGrid, ...halfTime } = knowledge.halfTime;
  let live: Omit<LiveKnowledge, 'finalScoreline'> | null = null;
  if (knowledge.live) {
    const { finalScoreline: _finalGrid, ...markets } = knowledge.live;
    live = markets;
  }
  return toSnakeCase({ ...knowledge, halfTime, live });
}
