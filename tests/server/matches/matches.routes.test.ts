import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../../contracts/matches';
import { dataChanged } from '../../../server/cache/invalidation';
import { matches, predictions } from '../../../server/db/schema';
import { CLUBS } from '../../../server/matches/clubs/clubs';
import { useDemoAppSignedIn } from '../test-app';

describe('matches API', () => {
  const { t, get } = useDemoAppSignedIn('fan@example.com');

  it('refuses every endpoint without a valid token', async () => {
    for (const url of ['/leagues/', '/matches/', '/matches/x/', '/matches/x/head-to-head/']) {
      expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/matches/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('lists the five leagues', async () => {
    const response = await get('/leagues/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      code: 'PL',
      name: 'Premier League',
      country: 'England',
    });
    expect(response.json()).toHaveLength(5);
  });

  it('lists upcoming matches of a league, soonest first, with predictions', async () => {
    const response = await get('/matches/?league=PL&status=upcoming');
    expect(response.statusCode).toBe(200);
    const list = response.json() as MatchSummary[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(200);
    const scheduled = list.filter((m) => m.status === 'scheduled');
    const kickoffs = scheduled.map((m) => m.kickoff);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const m of list) {
      expect(m.league).toBe('PL');
      expect(m.score).toBeNull();
      expect(m.demo).toBe(true);
      expect(['scheduled', 'postponed']).toContain(m.status);
    }
    const first = scheduled[0] as MatchSummary;
    expect(first.prediction).not.toBeNull();
    const p = first.prediction as { home: number; draw: number; away: number };
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 6);
    const stored = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.matchId, first.id));
    expect(stored).toHaveLength(1);
  });

  it('lists finished matches newest first with scores', async () => {
    const list = (await get('/matches/?status=finished')).json() as MatchSummary[];
    expect(list).toHaveLength(200);
    const kickoffs = list.map((m) => m.kickoff);
    expect([...kickoffs].sort().reverse()).toEqual(kickoffs);
    for (const m of list) {
      expect(m.status).toBe('finished');
      expect(m.score).toEqual({ home: expect.any(Number), away: expect.any(Number) });
      expect(m.minute).toBeNull();
    }
  });

  it('lists live matches with a minute and a running score', async () => {
    const list = (await get('/matches/?status=live')).json() as MatchSummary[];
    // Two per league kick off 35 and 80 minutes before the demo was made.
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const m of list) {
      expect(m.status).toBe('live');
      expect(m.minute).toBeGreaterThanOrEqual(1);
      expect(m.minute).toBeLessThanOrEqual(90);
      expect(m.score).not.toBeNull();
    }
  });

  it('filters by day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = (await get(`/matches/?date=${today}`)).json() as MatchSummary[];
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) expect(m.kickoff.slice(0, 10)).toBe(today);
  });

  it('answers bad filters with 400 and a detail', async () => {
    for (const query of ['league=XX', 'status=soon', 'date=2024-13-40', 'date=today', 'page=2']) {
      const response = await get(`/matches/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    // Real dates the database cannot take (the day after 9999-12-31 is year 10000).
    for (const date of ['9999-12-31', '0000-01-01', '3000-01-01', '1899-12-31']) {
      const response = await get(`/matches/?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().detail).toBe('date: must be between 1900-01-01 and 2999-12-31');
    }
    expect((await get('/matches/?date=2999-12-31')).statusCode).toBe(200);
  });

  it('shows one match with its analysis', async () => {
    const [upcoming] = (await get('/matches/?league=SA&status=upcoming')).json() as MatchSummary[];
    const response = await get(`/matches/${upcoming?.id}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: upcoming?.id, league: 'SA', demo: true });
    expect(body.analysis).toEqual({
      expected_goals: { home: expect.any(Number), away: expect.any(Number) },
      over_25: expect.any(Number),
      btts: expect.any(Number),
      most_likely_scores: expect.arrayContaining([
        { home: expect.any(Number), away: expect.any(Number), probability: expect.any(Number) },
      ]),
      // the demo season has no shots: goals only
      model_basis: 'goals',
    });
    expect(body.knowledge.model).toEqual({
      basis: 'goals',
      uncertainty: {
        outcome_sd: {
          home: expect.any(Number),
          draw: expect.any(Number),
          away: expect.any(Number),
        },
        spread: { home: expect.any(Number), draw: expect.any(Number), away: expect.any(Number) },
        level: expect.stringMatching(/^(high|medium|low)$/),
      },
    });
  });

  it('answers an unknown match with 404', async () => {
    const missing = await get('/matches/00000000-0000-4000-8000-000000000000/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect((await get('/matches/not-a-uuid/')).statusCode).toBe(404);
    expect((await get('/matches/not-a-uuid/head-to-head/')).statusCode).toBe(404);
  });

  it('gives the head-to-head: earlier finished meetings of the two clubs', async () => {
    // Second half of the season: the reverse fixture has been played.
    const list = (await get('/matches/?league=BL1&status=upcoming')).json() as MatchSummary[];
    const match = list.filter((m) => m.status === 'scheduled').at(-1) as MatchSummary;
    const response = await get(`/matches/${match.id}/head-to-head/`);
    expect(response.statusCode).toBe(200);
    const { matches } = response.json() as { matches: MatchSummary[] };
    // The demo's past seasons: this season's reverse fixture and earlier meetings.
    expect(matches.length).toBeGreaterThan(1);
    expect(matches.length).toBeLessThanOrEqual(10);
    for (const m of matches) {
      expect([m.home.id, m.away.id].sort()).toEqual([match.home.id, match.away.id].sort());
      expect(m.status).toBe('finished');
      expect(m.kickoff < match.kickoff).toBe(true);
    }
  });

  it('puts postponed matches after every dated one, and lists a rescheduled one by its date with a prediction', async () => {
    const list = (await get('/matches/?league=PL&status=upcoming')).json() as MatchSummary[];
    const firstPostponed = list.findIndex((m) => m.status === 'postponed');
    expect(firstPostponed).toBeGreaterThan(0);
    expect(list.slice(firstPostponed).every((m) => m.status === 'postponed')).toBe(true);
    const postponed = list[firstPostponed] as MatchSummary;
    // Its kick-off is the missed one, earlier than every dated match it now follows.
    expect(postponed.kickoff < (list[0] as MatchSummary).kickoff).toBe(true);
    expect(postponed.prediction).toBeNull();

    // Given a new date, it is an ordinary upcoming match again, with a prediction.
    const newDate = new Date(Date.now() + 3 * 86_400_000);
    await t.database.db
      .update(matches)
      .set({ status: 'scheduled', kickoff: newDate })
      .where(eq(matches.id, postponed.id));
    dataChanged(t.database.db);
    const after = (await get('/matches/?league=PL&status=upcoming')).json() as MatchSummary[];
    expect(after.some((m) => m.status === 'postponed')).toBe(false);
    const moved = after.find((m) => m.id === postponed.id) as MatchSummary;
    expect(moved).toMatchObject({ status: 'scheduled', kickoff: newDate.toISOString() });
    expect(moved.prediction).not.toBeNull();
    const dated = after.map((m) => m.kickoff);
    expect([...dated].sort()).toEqual(dated);
  });

  it('names clubs by their display names, never the import spelling', async () => {
    const shown = new Set(CLUBS.map((club) => club.name));
    for (const status of ['upcoming', 'finished', 'live']) {
      const list = (await get(`/matches/?status=${status}`)).json() as MatchSummary[];
      for (const m of list) {
        expect(shown).toContain(m.home.name);
        expect(shown).toContain(m.away.name);
      }
    }
    const spain = (await get('/matches/?league=PD&status=finished')).json() as MatchSummary[];
    const names = new Set(spain.flatMap((m) => [m.home.name, m.away.name]));
    expect(names).toContain('Atlético de Madrid');
    expect(names).not.toContain('Ath Madrid');
    const [match] = spain;
    const { matches: meetings } = (await get(`/matches/${match?.id}/head-to-head/`)).json() as {
      matches: MatchSummary[];
    };
    expect(meetings.length).toBeGreaterThan(0);
    for (const m of meetings) expect(shown).toContain(m.home.name);
  });
});
