import { and, desc, eq, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FORM_MATCHES,
  leagueSeasonFacts,
  type MatchFacts,
  type MeetingFacts,
  type NextMatchFacts,
  type TrackRecordFacts,
  teamFormFacts,
} from '../analysis/analyst/match-facts';
import type { ScoredMatch } from '../analysis/dixon-coles';
import { predictMatch } from '../analysis/league-model';
import type { Db } from '../db/database';
import { matches, predictions as storedPredictions, teams } from '../db/schema';
import { clubDisplayName } from '../matches/clubs/clubs';
import { leagueCache } from '../matches/league-cache';
import { loadMatchKnowledge, type SeasonSoFar, seasonSoFar } from '../matches/match-knowledge';
import {
  headToHead,
  type MatchRow,
  matchStateAt,
  nextFixture,
  statusCondition,
} from '../matches/match-queries';
import { matchViews } from '../matches/match-views';
import type { PredictionService } from '../matches/predictions';

// The heat map covers 0-5 goals a side: beyond that every cell rounds to nothing.
const HEATMAP_MAX_GOALS = 5;

const homeTeam = alias(teams, 'form_home');
const awayTeam = alias(teams, 'form_away');

/** A team's last finished matches before `before`, newest first, as the form code reads them. */
async function lastMatches(db: Db, teamId: string, before: Date, now: Date) {
  const rows = await db
    .select({
      kickoff: matches.kickoff,
      homeTeam: homeTeam.name,
      awayTeam: awayTeam.name,
      homeGoals: matches.homeGoals,
      awayGoals: matches.awayGoals,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        statusCondition('finished', now),
        lt(matches.kickoff, before),
      ),
    )
    .orderBy(desc(matches.kickoff))
    .limit(FORM_MATCHES);
  return rows.map(
    (r): ScoredMatch => ({
      date: r.kickoff.toISOString(),
      // Display names, as the team's own is (see formOf's callers).
      homeTeam: clubDisplayName(r.homeTeam),
      awayTeam: clubDisplayName(r.awayTeam),
      homeGoals: r.homeGoals ?? 0,
      awayGoals: r.awayGoals ?? 0,
    }),
  );
}

async function formOf(db: Db, teamId: string, team: string, before: Date, now: Date) {
  return teamFormFacts(team, await lastMatches(db, teamId, before, now));
}

/** A club's next fixture after `after`, from its own side. */
async function nextMatch(db: Db, teamId: string, after: Date): Promise<NextMatchFacts | null> {
  const next = await nextFixture(db, teamId, after);
  if (!next) return null;
  const home = next.homeId === teamId;
  return {
    kickoff: next.kickoff.toISOString(),
    opponent: home ? next.awayDisplayName : next.homeDisplayName,
    venue: home ? 'home' : 'away',
  };
}

/** The season block in display names, from the results and table the knowledge layer reads. */
function seasonFacts(
  row: MatchRow,
  { results, table }: SeasonSoFar,
  next: MatchFacts['leagueSeason']['next'],
) {
  return leagueSeasonFacts({
    home: row.homeDisplayName,
    away: row.awayDisplayName,
    results: results.map(
      (m): ScoredMatch => ({
        date: m.date,
        homeTeam: clubDisplayName(m.homeTeam),
        awayTeam: clubDisplayName(m.awayTeam),
        homeGoals: m.homeGoals,
        awayGoals: m.awayGoals,
      }),
    ),
    table: table.rows.map((r) => ({ ...r, team: clubDisplayName(r.team) })),
    next,
  });
}

/** The stored forecasts of the league's finished matches this season against their results. */
const trackRecord = leagueCache(
  async (db, league, season, now): Promise<TrackRecordFacts | null> => {
    const rows = await db
      .select({
        home: storedPredictions.home,
        draw: storedPredictions.draw,
        away: storedPredictions.away,
        homeGoals: matches.homeGoals,
        awayGoals: matches.awayGoals,
      })
      .from(storedPredictions)
      .innerJoin(matches, eq(matches.id, storedPredictions.matchId))
      .where(
        and(
          eq(matches.leagueCode, league),
          eq(matches.season, season),
          statusCondition('finished', now),
        ),
      );
    let favouriteWon = 0;
    let played = 0;
    for (const r of rows) {
      if (r.homeGoals === null || r.awayGoals === null) continue;
      played++;
      const result =
        r.homeGoals > r.awayGoals ? 'home' : r.homeGoals < r.awayGoals ? 'away' : 'draw';
      const pick =
        r.home >= r.draw && r.home >= r.away ? 'home' : r.away >= r.draw ? 'away' : 'draw';
      if (pick === result) favouriteWon++;
    }
    return played > 0 ? { matches: played, favouriteWon } : null;
  },
);

/**
 * Everything an analyst may use about one match: the prediction the match page shows
 * (predictionService.forMatches, the same stored row as GET /api/matches/{id}/), the model's
 * ratings and scoreline grid for pictures, form, head-to-head and the league season going
 * into the match (the table, both sides' results, their next fixtures) from stored matches.
 */
export function matchFactsLoader(
  db: Db,
  predictions: PredictionService,
  leagueName: (code: string) => Promise<string>,
) {
  const views = matchViews(db);
  // From memory like the match page, per data version and clock epoch: a reply asks the
  // database nothing for its facts while neither moves.
  return (row: MatchRow, now: Date): Promise<MatchFacts> =>
    views.value(`facts:${row.id}`, now, () => loadFacts(row, now));

  async function loadFacts(row: MatchRow, now: Date): Promise<MatchFacts> {
    const state = matchStateAt(row, now);
    const prediction = (await predictions.forMatches([row], now)).get(row.id);
    const before = row.kickoff < now ? row.kickoff : now;
    const after = row.kickoff > now ? row.kickoff : now;
    // One read of the season for the table rows and the season block.
    const season = seasonSoFar(db, row.league, row.season, now, before);
    const [league, homeForm, awayForm, meetings, knowledge, record, soFar, homeNext, awayNext] =
      await Promise.all([
        leagueName(row.league),
        formOf(db, row.homeId, row.homeDisplayName, before, now),
        formOf(db, row.awayId, row.awayDisplayName, before, now),
        headToHead(db, row, now),
        loadMatchKnowledge(
          db,
          predictions,
          row,
          now,
          season.then((s) => s.table),
        ),
        trackRecord(db, row.league, row.season, now),
        season,
        nextMatch(db, row.homeId, after),
        nextMatch(db, row.awayId, after),
      ]);

    // Ratings and the grid come from the current fit; a finished match's fit has already
    // seen its result, so it gets neither.
    let model: Awaited<ReturnType<PredictionService['modelFor']>>['model'] = null;
    if (state.status !== 'finished')
      model = (await predictions.modelFor(row.league, row.season, now)).model;
    const fresh = model ? safePredict(() => predictMatch(model, row.homeName, row.awayName)) : null;

    return {
      match: {
        league,
        home: row.homeDisplayName,
        away: row.awayDisplayName,
        kickoff: row.kickoff.toISOString(),
        status: state.status,
        minute: state.minute,
        score: state.score,
      },
      prediction: prediction
        ? {
            home: prediction.home,
            draw: prediction.draw,
            away: prediction.away,
            expectedGoals: { home: prediction.expectedHome, away: prediction.expectedAway },
            over25: prediction.over25,
            btts: prediction.btts,
            likelyScores: prediction.likelyScores,
          }
        : null,
      scoreline: fresh
        ? {
            maxGoals: HEATMAP_MAX_GOALS,
            probabilities: fresh.scoreline.probabilities
              .slice(0, HEATMAP_MAX_GOALS + 1)
              .map((row) => row.slice(0, HEATMAP_MAX_GOALS + 1)),
          }
        : null,
      strength: fresh
        ? {
            home: {
              elo: fresh.ratings.home.elo,
              attack: Math.exp(fresh.ratings.home.attack) - 1,
              conceded: Math.exp(-fresh.ratings.home.defence) - 1,
            },
            away: {
              elo: fresh.ratings.away.elo,
              attack: Math.exp(fresh.ratings.away.attack) - 1,
              conceded: Math.exp(-fresh.ratings.away.defence) - 1,
            },
          }
        : null,
      form: { home: homeForm, away: awayForm },
      ...knowledge,
      leagueSeason: seasonFacts(row, soFar, { home: homeNext, away: awayNext }),
      trackRecord: record,
      headToHead: meetings.map(
        (m): MeetingFacts => ({
          date: m.kickoff.toISOString().slice(0, 10),
          home: m.homeDisplayName,
          away: m.awayDisplayName,
          homeGoals: m.homeGoals ?? 0,
          awayGoals: m.awayGoals ?? 0,
        }),
      ),
    };
  }
}

// A team the fit has never seen (a fixture imported after the last refit) has no ratings:
// the answer goes on without the pictures that need them.
function safePredict<T>(work: () => T): T | null {
  try {
    return work();
  } catch {
    return null;
  }
}

export type MatchFactsLoader = ReturnType<typeof matchFactsLoader>;
