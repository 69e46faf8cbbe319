import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../../contracts/matches';
import { dataChanged } from '../../../server/cache/invalidation';
import { matches } from '../../../server/db/schema';
import { useDemoAppSignedIn } from '../test-app';

// The match list, pages and tables come from memory (server/matches/match-views.ts): the same
// answer and tag until the data or the clock moves on. Across instances:
// tests/server/scale-out/invalidation-cases.ts.
describe('match views from memory', () => {
  const { t, get } = useDemoAppSignedIn('views@example.com');
  const getTagged = (url: string, etag: string) => get(url, { 'if-none-match': etag });

  it('answers 304 to the tag it gave, for the list, a match page and a table', async () => {
    const [first] = (await get('/matches/?status=upcoming&league=FL1')).json() as MatchSummary[];
    for (const url of [
      '/matches/?status=upcoming',
      `/matches/${first?.id}/`,
      '/leagues/PL/table/',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const again = await getTagged(url, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await getTagged(url, `"other", ${etag}`)).statusCode).toBe(304);
      expect((await getTagged(url, '"other"')).statusCode).toBe(200);
    }
  });

  it('serves the same answer to parallel requests, then the change once announced', async () => {
    const [match] = (await get('/matches/?status=upcoming&league=BL1')).json() as MatchSummary[];
    const url = `/matches/${match?.id}/`;
    const bodies = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(new Set(bodies.map((r) => r.headers.etag)).size).toBe(1);
    await t.database.db
      .update(matches)
      .set({ status: 'live', minute: 12, homeGoals: 0, awayGoals: 1 })
      .where(eq(matches.id, String(match?.id)));
    dataChanged(t.database.db);
    const after = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(after.map((r) => (r.json() as MatchSummary).minute)).toEqual(Array(20).fill(12));
    expect(after[0]?.headers.etag).not.toBe(bodies[0]?.headers.etag);
  });

  it('moves a match from upcoming to live at its kick-off with nothing announced', async () => {
    const [match] = (await get('/matches/?status=upcoming&league=SA')).json() as MatchSummary[];
    const kickoff = new Date(Date.now() + 1_500);
    await t.database.db
      .update(matches)
      .set({ kickoff, homeGoals: null, awayGoals: null })
      .where(eq(matches.id, String(match?.id)));
    dataChanged(t.database.db);
    const ids = async (status: string) =>
      ((await get(`/matches/?status=${status}&league=SA`)).json() as MatchSummary[]).map(
        (m) => m.id,
      );
    expect(await ids('upcoming')).toContain(match?.id);
    expect(await ids('live')).not.toContain(match?.id);
    await new Promise((resolve) => setTimeout(resolve, kickoff.getTime() - Date.now() + 50));
    expect(await ids('upcoming')).not.toContain(match?.id);
    expect(await ids('live')).toContain(match?.id);
  });
});
