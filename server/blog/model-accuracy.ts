import { eq } from 'drizzle-orm';
import type { ModelAccuracy, StoredPredictionsRecord } from '../../contracts/model-accuracy';
import { normaliseOdds } from '../analysis/metrics';
import {
  accuracyFigures,
  calibrationBins,
  calibrationJson,
  type JudgedForecast,
} from '../analysis/track-record';
import walkForward from '../analysis/walk-forward-record.json' with { type: 'json' };
import type { Db } from '../db/database';
import { matches, predictions } from '../db/schema';
import { comparisonOdds } from '../matches/comparison-odds';
import { DIVISION_TO_LEAGUE } from '../matches/csv/football-data-csv';
import { statusCondition } from '../matches/match-queries';

const LEAGUE_ORDER: readonly string[] = Object.values(DIVISION_TO_LEAGUE);

/** The stored predictions of finished matches, scored like the walk-forward bench: RPS and
 * log-loss beside the bookmakers' (margin removed) where the match has odds, and calibration. */
export async function storedPredictionsRecord(db: Db, now: Date): Promise<StoredPredictionsRecord> {
  const rows = await db
    .select({
      league: matches.leagueCode,
      source: matches.source,
      homeGoals: matches.homeGoals,
      awayGoals: matches.awayGoals,
      oddsHome: matches.oddsHome,
      oddsDraw: matches.oddsDraw,
      oddsAway: matches.oddsAway,
      bookmakerOdds: matches.bookmakerOdds,
      home: predictions.home,
      draw: predictions.draw,
      away: predictions.away,
    })
    .from(predictions)
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .where(statusCondition('finished', now));
  const byLeague = new Map<string, JudgedForecast[]>();
  const all: JudgedForecast[] = [];
  for (const row of rows) {
    if (row.homeGoals === null || row.awayGoals === null) continue;
    const columns =
      row.oddsHome && row.oddsDraw && row.oddsAway
        ? { home: row.oddsHome, draw: row.oddsDraw, away: row.oddsAway }
        : null;
    const prices = comparisonOdds(row.bookmakerOdds, columns)?.result ?? null;
    const judged: JudgedForecast = {
      forecast: { home: row.home, draw: row.draw, away: row.away },
      outcome: row.homeGoals > row.awayGoals ? 'H' : row.homeGoals < row.awayGoals ? 'A' : 'D',
      bookmaker: prices ? normaliseOdds(prices) : null,
    };
    all.push(judged);
    byLeague.set(row.league, [...(byLeague.get(row.league) ?? []), judged]);
  }
  const rank = (league: string) => {
    const i = LEAGUE_ORDER.indexOf(league);
    return i < 0 ? LEAGUE_ORDER.length : i;
  };
  return {
    overall: accuracyFigures(all),
    leagues: [...byLeague.entries()]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([league, list]) => ({ league, figures: accuracyFigures(list) })),
    calibration: calibrationJson(calibrationBins(all)),
    demo: rows.length > 0 && rows.every((r) => r.source === 'demo'),
  };
}

/** GET /api/blog/model-accuracy/: the bench's walk-forward record and the stored one. */
export async function modelAccuracy(db: Db, now: Date): Promise<ModelAccuracy> {
  return {
    walk_forward: walkForward as ModelAccuracy['walk_forward'],
    stored: await storedPredictionsRecord(db, now),
  };
}
