import { describe, expect, it } from 'vitest';
import type { ModelAccuracy } from '../../../contracts/model-accuracy';
import walkForward from '../../../server/analysis/walk-forward-record.json' with { type: 'json' };
import { predictions } from '../../../server/db/schema';
import { listMatches } from '../../../server/matches/match-queries';
import { useDemoApp } from '../test-app';

describe('GET /api/blog/model-accuracy/', () => {
  const t = useDemoApp();

  const get = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog/model-accuracy/' });
    expect(response.statusCode).toBe(200);
    return response.json() as ModelAccuracy;
  };

  it('serves the walk-forward record the bench wrote', async () => {
    const accuracy = await get();
    expect(accuracy.walk_forward).toEqual(walkForward);
    expect(accuracy.walk_forward.leagues.map((l) => l.league)).toEqual([
      'PL',
      'PD',
      'SA',
      'BL1',
      'FL1',
    ]);
  });

  it('scores the stored predictions of finished matches: none yet, then as they come', async () => {
    const before = await get();
    expect(before.stored.overall.matches).toBe(0);
    expect(before.stored.calibration).toEqual([]);

    // Two finished matches with hand-made forecasts: RPS and calibration by hand.
    const finished = await listMatches(t.database.db, { status: 'finished', limit: 2 }, new Date());
    expect(finished).toHaveLength(2);
    const forecast = { home: 0.5, draw: 0.3, away: 0.2 };
    await t.database.db.insert(predictions).values(
      finished.map((m) => ({
        matchId: m.id,
        ...forecast,
        expectedHome: 1.5,
        expectedAway: 1,
        over25: 0.5,
        btts: 0.5,
        likelyScores: [],
      })),
    );
    const rps = (m: (typeof finished)[number]) => {
      const h = m.homeGoals ?? 0;
      const a = m.awayGoals ?? 0;
      const c1 = forecast.home - (h > a ? 1 : 0);
      const c2 = forecast.home + forecast.draw - (h >= a ? 1 : 0);
      return (c1 * c1 + c2 * c2) / 2;
    };
    const after = await get();
    expect(after.stored.demo).toBe(true);
    expect(after.stored.overall.matches).toBe(2);
    expect(after.stored.overall.model_rps).toBeCloseTo(
      ((finished[0] ? rps(finished[0]) : 0) + (finished[1] ? rps(finished[1]) : 0)) / 2,
      12,
    );
    // Three probabilities per match, in three tenths.
    expect(after.stored.calibration.map((b) => [b.from, b.forecasts])).toEqual([
      [0.2, 2],
      [0.3, 2],
      [0.5, 2],
    ]);
    const leagues = new Set(finished.map((m) => m.league));
    expect(after.stored.leagues.map((l) => l.league).sort()).toEqual([...leagues].sort());
  });
});
