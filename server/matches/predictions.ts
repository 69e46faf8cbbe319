import { sql } from 'drizzle-orm';
import {
  fitLeagueModel,
  type LeagueMatch,
  type LeagueModel,
  predictMatch,
} from '../analysis/league-model';
import { impliedGoalsFromOdds } from '../analysis/market-goals';
import { dataChanged } from '../cache/invalidation';
import type { Db } from '../db/database';
import { predictions } from '../db/schema';
import { matchStateAt } from './match-clock';
import {
  finishedHistory,
  historyFingerprint,
  listMatches,
  type MatchRow,
  seasonTeamNames,
  storedPredictions,
} from './match-queries';

export type PredictionRow = typeof predictions.$inferSelect;

// Fewer finished matches than this and the model would only repeat its priors.
const MIN_HISTORY = 20;
// Upcoming matches whose stored predictions an import refreshes (about a season's rest).
const REFRESH_LIMIT = 2000;

interface CachedModel {
  fingerprint: string;
  fittedAt: Date;
  model: LeagueModel | null;
}

// One service (so one model cache) per database: the API, the chat and the live-data sync
// share the fits instead of each fitting the same league again.
const services = new WeakMap<Db, ReturnType<typeof createPredictionService>>();

/**
 * Per-league Dixon–Coles + Elo models fitted on the finished matches before now, kept in
 * memory and refitted when the league's results change (any import, the live sync, or demo
 * matches ending); predictions of scheduled and live matches are stored in `predictions`
 * and recomputed once the model they came from is out of date.
 */
export function predictionService(db: Db) {
  let service = services.get(db);
  if (!service) {
    service = createPredictionService(db);
    services.set(db, service);
  }
  return service;
}

function createPredictionService(db: Db) {
  const cache = new Map<string, CachedModel>();
  const fitting = new Map<string, { fingerprint: string; work: Promise<CachedModel> }>();

  async function modelFor(league: string, season: string, now: Date): Promise<CachedModel> {
    const key = `${league}:${season}`;
    const fingerprint = await historyFingerprint(db, league, now);
    const cached = cache.get(key);
    if (cached && cached.fingerprint === fingerprint) return cached;
    // A fit of older results still running is not waited for: it would be out of date.
    const running = fitting.get(key);
    if (running && running.fingerprint === fingerprint) return running.work;
    const work = (async () => {
      const rows = await finishedHistory(db, league, now);
      const history: LeagueMatch[] = rows.map((m) => ({
        date: m.kickoff.toISOString().slice(0, 10),
        season: m.season,
        homeTeam: m.homeName,
        awayTeam: m.awayName,
        homeGoals: m.homeGoals ?? 0,
        awayGoals: m.awayGoals ?? 0,
        shotsOnTarget: m.stats?.shots_on_target ?? null,
        shots: m.stats?.shots ?? null,
        corners: m.stats?.corners ?? null,
        marketGoals: impliedGoalsFromOdds(m.odds),
      }));
      const teams = await seasonTeamNames(db, league, season);
      // Tomorrow, so today's finished results count ("strictly before asOf").
      const asOf = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
      const model =
        history.length >= MIN_HISTORY
          ? fitLeagueModel(history, { asOf, season, teams }, {}, cached?.model ?? undefined)
          : null;
      const entry = { fingerprint, fittedAt: new Date(), model };
      cache.set(key, entry);
      return entry;
    })();
    fitting.set(key, { fingerprint, work });
    try {
      return await work;
    } finally {
      if (fitting.get(key)?.work === work) fitting.delete(key);
    }
  }

  /** Stored or fresh predictions for these matches (only those not yet finished get new
   * ones), by match id. */
  async function forMatches(rows: MatchRow[], now: Date): Promise<Map<string, PredictionRow>> {
    const byId = new Map(
      (
        await storedPredictions(
          db,
          rows.map((r) => r.id),
        )
      ).map((p) => [p.matchId, p]),
    );
    const open = rows.filter((r) => {
      const status = matchStateAt(r, now).status;
      return status === 'scheduled' || status === 'live';
    });
    const groups = new Map<string, MatchRow[]>();
    for (const row of open) {
      const key = `${row.league}\u0000${row.season}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const fresh: PredictionRow[] = [];
    for (const group of groups.values()) {
      const first = group[0] as MatchRow;
      const { model, fittedAt } = await modelFor(first.league, first.season, now);
      if (!model) continue;
      for (const row of group) {
        const stored = byId.get(row.id);
        if (stored && stored.createdAt >= fittedAt) continue;
        const p = predictMatch(model, row.homeName, row.awayName);
        const prediction: PredictionRow = {
          matchId: row.id,
          home: p.outcome.home,
          draw: p.outcome.draw,
          away: p.outcome.away,
          expectedHome: p.expectedGoals.home,
          expectedAway: p.expectedGoals.away,
          over25: p.overUnder25.over,
          btts: p.bothTeamsToScore.yes,
          likelyScores: p.mostLikelyScores.slice(0, 5).map((s) => ({
            home: s.homeGoals,
            away: s.awayGoals,
            probability: s.probability,
          })),
          modelBasis: p.basis,
          createdAt: new Date(),
        };
        byId.set(row.id, prediction);
        fresh.push(prediction);
      }
    }
    for (let i = 0; i < fresh.length; i += 500) {
      await db
        .insert(predictions)
        .values(fresh.slice(i, i + 500))
        .onConflictDoUpdate({
          target: predictions.matchId,
          set: {
            home: sql`excluded.home`,
            draw: sql`excluded.draw`,
            away: sql`excluded.away`,
            expectedHome: sql`excluded.expected_home`,
            expectedAway: sql`excluded.expected_away`,
            over25: sql`excluded.over_25`,
            btts: sql`excluded.btts`,
            likelyScores: sql`excluded.likely_scores`,
            modelBasis: sql`excluded.model_basis`,
            createdAt: sql`excluded.created_at`,
          },
        });
    }
    return byId;
  }

  /** After an import: refits the leagues whose results changed and stores fresh predictions
   * for the upcoming matches, so they are current before anyone asks. */
  async function refreshUpcoming(now: Date): Promise<number> {
    const upcoming = await listMatches(db, { status: 'upcoming', limit: REFRESH_LIMIT }, now);
    const live = await listMatches(db, { status: 'live', limit: REFRESH_LIMIT }, now);
    const refreshed = (await forMatches([...upcoming, ...live], now)).size;
    // The refit's predictions, on every instance.
    dataChanged(db);
    return refreshed;
  }

  return { forMatches, modelFor, refreshUpcoming };
}

export type PredictionService = ReturnType<typeof createPredictionService>;
