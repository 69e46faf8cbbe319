import { describe, expect, it } from 'vitest';
import { buildWeeklyPreview, type PreviewItem } from '../../../server/blog/weekly-preview';

const window = {
  from: new Date('2024-05-20T00:00:00Z'),
  to: new Date('2024-05-27T00:00:00Z'),
  now: new Date('2024-05-20T00:00:00Z'),
};

function item(
  id: string,
  kickoff: string,
  home: string,
  away: string,
  [pHome, pDraw, pAway]: [number, number, number],
  [xgHome, xgAway]: [number, number],
): PreviewItem {
  return {
    id,
    league: 'PL',
    leagueName: 'Premier League',
    kickoff: new Date(kickoff),
    home,
    away,
    demo: false,
    prediction: {
      home: pHome,
      draw: pDraw,
      away: pAway,
      expectedHome: xgHome,
      expectedAway: xgAway,
      likelyScores: [{ home: 1, away: 0, probability: 0.12 }],
    },
  };
}

const week = [
  item('b', '2024-05-22T19:00:00Z', 'Everton', 'Fulham', [0.36, 0.3, 0.34], [1.2, 1.1]),
  item('a', '2024-05-21T19:00:00Z', 'Arsenal', 'Burnley', [0.78, 0.14, 0.08], [2.9, 0.6]),
  item('c', '2024-05-23T19:00:00Z', 'Luton', 'Chelsea', [0.2, 0.24, 0.56], [1.0, 2.0]),
];

describe('the weekly preview post', () => {
  it('lists the matches in kick-off order with one verdict each', () => {
    const post = buildWeeklyPreview(week, 'en', window);
    expect(post.matches.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(post.matches[0]?.verdict).toBe(
      'Arsenal are clear favourites at 78% (draw 14%); expected goals 2.90–0.60, most likely score 1–0.',
    );
    expect(post.matches[1]?.verdict).toMatch(
      /^Too close to call: Everton 36%, draw 30%, Fulham 34%/,
    );
    expect(post.matches[2]?.verdict).toMatch(/^Chelsea are clear favourites at 56%/);
  });

  it('sums the week up and names its standout matches', () => {
    const post = buildWeeklyPreview(week, 'en', window);
    expect(post.intro).toBe(
      'The model has priced 3 matches in the next seven days across 1 league. The home side is the favourite in 2 of them and the away side in 1; on average it expects 2.93 goals a match.',
    );
    expect(post.highlights).toEqual([
      'Strongest favourite: Arsenal in Arsenal v Burnley, at 78%.',
      'Closest call: Everton v Fulham, 36% against 34% with the draw at 30%.',
      'Most goals expected: Arsenal v Burnley, 3.50 in all.',
      'Fewest goals expected: Everton v Fulham, 2.30 in all.',
    ]);
  });

  it('writes Spanish with decimal commas', () => {
    const post = buildWeeklyPreview(week, 'es', window);
    expect(post.matches[0]?.verdict).toBe(
      'Arsenal es claro favorito con un 78% (empate 14%); goles esperados 2,90–0,60, resultado más probable 1–0.',
    );
    expect(post.intro).toContain('de media espera 2,93 goles por partido');
  });

  it('says plainly when the week has no predicted match', () => {
    const post = buildWeeklyPreview([], 'en', window);
    expect(post.matches).toEqual([]);
    expect(post.highlights).toEqual([]);
    expect(post.intro).toMatch(/^There are no scheduled matches/);
  });
});
