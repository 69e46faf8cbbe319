// biome-ignore-all lint/style/noNonNullAssertion: the fields looked at are asserted present first
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  LeagueTableJson,
  MatchKnowledgeJson,
  SeasonContextJson,
} from '../../../contracts/match-knowledge';
import { dataChanged } from '../../../server/cache/invalidation';
import { matches } from '../../../server/db/schema';
import { useDemoAppSignedIn } from '../test-app';

interface MatchDetail {
  id: string;
  status: string;
  minute: number | null;
  score: { home: number; away: number } | null;
  home: { name: string };
  away: { name: string };
  prediction: { home: number; draw: number; away: number } | null;
  knowledge: MatchKnowledgeJson | null;
  season_context: SeasonContextJson;
}

describe('match knowledge API', () => {
  const { t, get } = useDemoAppSignedIn('analyst@example.com');
  const detail = async (id: string) => {
    const response = await get(`/matches/${id}/`);
    expect(response.statusCode).toBe(200);
    return response.json() as MatchDetail;
  };
  // The first match of a list in that state (upcoming lists hold postponed matches too).
  const firstOf = async (
    query: string,
    status = query.includes('finished') ? 'finished' : 'scheduled',
  ) => {
    const list = (await get(`/matches/?${query}`)).json() as Array<{ id: string; status: string }>;
    const m = list.find((x) => x.status === status);
    expect(m).toBeDefined();
    return m!;
  };

  it('an upcoming match carries its matrix, every market, half-time and both table rows', async () => {
    const upcoming = await firstOf('league=PL&status=upcoming');
    const body = await detail(upcoming.id);
    const k = body.knowledge!;
    expect(k).not.toBeNull();
    expect(k.live).toBeNull();
    expect(k.market_comparison).toBeNull();
    expect(k.scoreline.probabilities).toHaveLength(11);
    expect(k.scoreline.probabilities.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const r = k.markets.result;
    expect(r.home.probability).toBeCloseTo(body.prediction!.home, 6);
    expect(r.home.fair_odds).toBeCloseTo(1 / r.home.probability, 9);
    expect(k.markets.asian_handicaps[0]!.home.settlement).toEqual({
      win: expect.any(Number),
      half_win: expect.any(Number),
      push: expect.any(Number),
      half_loss: expect.any(Number),
      loss: expect.any(Number),
    });
    expect(k.markets.totals.map((x) => x.line)).toContain(6.5);
    expect(k.half_time.half_time_full_time).toHaveLength(9);
    // The half-time grid is the analyst's, not the API's.
    expect(Object.keys(k.half_time).sort()).toEqual([
      'both_teams_to_score',
      'exact_scores',
      'expected_goals',
      'half_time_full_time',
      'result',
      'totals',
    ]);
    const ctx = body.season_context;
    expect(ctx.home?.team).toBe(body.home.name);
    expect(ctx.away?.team).toBe(body.away.name);
    expect(ctx.home).toMatchObject({
      position: expect.any(Number),
      goals_per_game: { for: expect.any(Number), against: expect.any(Number) },
      home: { played: expect.any(Number) },
    });
    expect(ctx.tie_breaks).toEqual([
      'goal_difference',
      'goals_for',
      'head_to_head_points',
      'head_to_head_away_goals_for',
    ]);
  });

  it('a live match gets a live block that follows the score', async () => {
    const upcoming = await firstOf('league=SA&status=upcoming');
    const setLive = (home: number, away: number) =>
      t.database.db
        .update(matches)
        .set({ status: 'live', minute: 69, homeGoals: home, awayGoals: away })
        .where(eq(matches.id, upcoming.id))
        .then(() => dataChanged(t.database.db));
    await setLive(0, 0);
    const level = (await detail(upcoming.id)).knowledge!.live!;
    expect(level).toMatchObject({ minute: 69, score: { home: 0, away: 0 }, period: 'second-half' });
    await setLive(1, 4);
    const body = await detail(upcoming.id);
    const behind = body.knowledge!.live!;
    expect(behind.score).toEqual({ home: 1, away: 4 });
    expect(behind).not.toHaveProperty('final_scoreline');
    expect(behind.final.result.home.probability).toBeLessThan(0.02);
    expect(behind.final.result.away.probability).toBeGreaterThan(0.95);
    expect(level.final.result.home.probability).toBeGreaterThan(
      behind.final.result.home.probability,
    );
    const next = behind.next_goal;
    expect(next.home.probability + next.none.probability + next.away.probability).toBeCloseTo(1, 9);
    // The pre-match markets stay as they were.
    expect(body.knowledge!.markets.result.home.probability).toBeCloseTo(body.prediction!.home, 6);
  });

  it('compares with the bookmakers when the match has odds', async () => {
    const upcoming = await firstOf('league=BL1&status=upcoming');
    await t.database.db
      .update(matches)
      .set({ oddsHome: 2.1, oddsDraw: 3.4, oddsAway: 3.5 })
      .where(eq(matches.id, upcoming.id));
    dataChanged(t.database.db);
    const c = (await detail(upcoming.id)).knowledge!.market_comparison!;
    expect(c.result!.margin).toBeCloseTo(1 / 2.1 + 1 / 3.4 + 1 / 3.5 - 1, 9);
    expect(c.result!.outcomes.map((o) => o.outcome)).toEqual(['home', 'draw', 'away']);
    expect(c.result!.outcomes.reduce((s, o) => s + o.market, 0)).toBeCloseTo(1, 9);
    expect(c.over_under25).toBeNull();
    expect(c).toMatchObject({ source: null, phase: null });
  });

  it('compares 1X2 and over/under 2.5 with the stored price list it names', async () => {
    const upcoming = await firstOf('league=PL&status=upcoming');
    await t.database.db
      .update(matches)
      .set({
        bookmakerOdds: {
          match_result: [
            { source: 'bet365', phase: 'opening', home: 2.0, draw: 3.5, away: 3.8 },
            { source: 'pinnacle', phase: 'opening', home: 2.05, draw: 3.6, away: 3.9 },
          ],
          over_under_2_5: [{ source: 'pinnacle', phase: 'opening', over: 1.8, under: 2.1 }],
        },
      })
      .where(eq(matches.id, upcoming.id));
    dataChanged(t.database.db);
    const body = await detail(upcoming.id);
    const c = body.knowledge!.market_comparison!;
    expect(c).toMatchObject({ source: 'pinnacle', phase: 'opening' });
    expect(c.result!.outcomes.map((o) => o.odds)).toEqual([2.05, 3.6, 3.9]);
    const ou = c.over_under25!;
    expect(ou.method).toBe('proportional');
    expect(ou.margin).toBeCloseTo(1 / 1.8 + 1 / 2.1 - 1, 9);
    const [over, under] = ou.outcomes;
    expect(over).toMatchObject({ outcome: 'over', odds: 1.8 });
    expect(over!.market + under!.market).toBeCloseTo(1, 9);
    const modelOver = body.knowledge!.markets.totals.find((x) => x.line === 2.5)!.over;
    expect(over!.model).toBeCloseTo(modelOver.settlement.win, 12);
    expect(over!.difference).toBeCloseTo(over!.model - over!.market, 12);
  });

  it('a finished match has its table rows but no forecast', async () => {
    const finished = await firstOf('league=PD&status=finished');
    const body = await detail(finished.id);
    expect(body.knowledge).toBeNull();
    expect(body.season_context.home?.team).toBe(body.home.name);
    expect(body.season_context.tie_breaks[0]).toBe('head_to_head_points');
  });

  it('serves a league table in order, with positions and records', async () => {
    const response = await get('/leagues/FL1/table/');
    expect(response.statusCode).toBe(200);
    const table = response.json() as LeagueTableJson;
    expect(table.league).toBe('FL1');
    expect(table.season).toMatch(/^\d{4}-\d{2}$/);
    expect(table.rows.length).toBeGreaterThanOrEqual(18);
    expect(table.rows.map((r) => r.position)).toEqual(table.rows.map((_, i) => i + 1));
    const points = table.rows.map((r) => r.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    for (const r of table.rows) {
      expect(r.home.played + r.away.played).toBe(r.played);
      expect(r.won * 3 + r.drawn).toBe(r.points);
      expect(r.goal_difference).toBe(r.goals_for - r.goals_against);
    }
    const again = (
      await get(`/leagues/FL1/table/?season=${table.season}`)
    ).json() as LeagueTableJson;
    expect(again.rows).toEqual(table.rows);
  });

  it('follows a corrected result at once, though the season is read once per result', async () => {
    const table = async () => (await get('/leagues/SA/table/')).json() as LeagueTableJson;
    const before = await table();
    const [played] = await t.database.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.status, 'finished'),
          eq(matches.leagueCode, 'SA'),
          eq(matches.season, before.season ?? ''),
        ),
      )
      .limit(1);
    expect(played).toBeDefined();
    const { homeGoals, awayGoals } = played!;
    // A result the source corrects: the home side now wins by ten.
    await t.database.db
      .update(matches)
      .set({ homeGoals: 10, awayGoals: 0 })
      .where(eq(matches.id, played!.id));
    dataChanged(t.database.db);
    const after = await table();
    const sumFor = (x: LeagueTableJson) => x.rows.reduce((n, r) => n + r.goals_for, 0);
    expect(sumFor(after) - sumFor(before)).toBe(10 - (homeGoals ?? 0) - (awayGoals ?? 0));
    await t.database.db
      .update(matches)
      .set({ homeGoals, awayGoals })
      .where(eq(matches.id, played!.id));
    dataChanged(t.database.db);
    expect((await table()).rows).toEqual(before.rows);
  });

  it('answers bad table parameters with 400 or 404 and a detail', async () => {
    for (const [url, status] of [
      ['/leagues/XX/table/', 404],
      ['/leagues/PL/table/?season=2024', 400],
      ['/leagues/PL/table/?season=1990-91', 404],
      ['/leagues/PL/table/?page=2', 400],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.json().detail, url).toEqual(expect.any(String));
    }
  });
});
