import { describe, expect, it } from 'vitest';
import type { WeeklyPreview } from '../../../contracts/blog';
import { useDemoApp } from '../test-app';

describe('GET /api/blog/weekly-preview/', () => {
  const t = useDemoApp();

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/blog/weekly-preview/${query}` });

  it('is public and lists the coming week’s matches with 1X2 and expected goals', async () => {
    const before = Date.now();
    const response = await get('?lang=en');
    expect(response.statusCode).toBe(200);
    const preview = response.json() as WeeklyPreview;
    expect(preview.lang).toBe('en');
    expect(preview.demo).toBe(true);
    expect(preview.matches.length).toBeGreaterThan(0);
    const weekEnd = before + 7 * 86_400_000 + 60_000;
    for (const m of preview.matches) {
      const kickoff = Date.parse(m.kickoff);
      expect(kickoff).toBeGreaterThanOrEqual(before - 60_000);
      expect(kickoff).toBeLessThan(weekEnd);
      expect(m.prediction.home + m.prediction.draw + m.prediction.away).toBeCloseTo(1, 6);
      expect(m.expected_goals.home).toBeGreaterThan(0);
      expect(m.expected_goals.away).toBeGreaterThan(0);
      expect(m.verdict).toContain('expected goals');
      expect(['PL', 'PD', 'SA', 'BL1', 'FL1']).toContain(m.league);
      expect(m.league_name).not.toBe(m.league);
    }
    const kickoffs = preview.matches.map((m) => m.kickoff);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    expect(preview.intro).toContain(`${preview.matches.length} matches in the next seven days`);
    expect(preview.highlights.length).toBeGreaterThanOrEqual(3);
  });

  it('writes the same post in Spanish', async () => {
    const [en, es] = await Promise.all([get('?lang=en'), get('?lang=es')]);
    const english = en.json() as WeeklyPreview;
    const spanish = es.json() as WeeklyPreview;
    expect(spanish.lang).toBe('es');
    expect(spanish.matches.map((m) => m.id)).toEqual(english.matches.map((m) => m.id));
    expect(spanish.intro).toContain('próximos siete días');
    expect(spanish.matches[0]?.verdict).toContain('goles esperados');
  });

  it('defaults to English without a language', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect((response.json() as WeeklyPreview).lang).toBe('en');
  });

  it.each(['?lang=fr', '?lang=', '?lang=en&extra=1'])(
    'answers %s with a 400 and a detail',
    async (q) => {
      const response = await get(q);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    },
  );
});
