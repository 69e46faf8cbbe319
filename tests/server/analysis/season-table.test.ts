// biome-ignore-all lint/style/noNonNullAssertion: the looked-up rows and lines exist by construction
import { describe, expect, it } from 'vitest';
import type { ScoredMatch } from '../../../server/analysis/dixon-coles';
import { leagueTable, TIE_BREAK_RULES } from '../../../server/analysis/season-table';

let day = 0;
const m = (
  homeTeam: string,
  homeGoals: number,
  awayGoals: number,
  awayTeam: string,
): ScoredMatch => {
  day++;
  return {
    date: `2024-01-${String(day).padStart(2, '0')}`,
    homeTeam,
    awayTeam,
    homeGoals,
    awayGoals,
  };
};
const order = (matches: ScoredMatch[], league: string) =>
  leagueTable(matches, { league }).rows.map((r) => r.team);

describe('leagueTable', () => {
  it('counts points, goals, home and away records, clean sheets, form and streaks', () => {
    day = 0;
    const matches = [
      m('A', 2, 0, 'B'),
      m('B', 1, 1, 'A'),
      m('A', 0, 1, 'C'),
      m('C', 0, 3, 'A'),
      m('B', 2, 2, 'C'),
    ];
    const { rows } = leagueTable(matches, { league: 'PL', teams: ['D'] });
    const a = rows.find((r) => r.team === 'A')!;
    expect(a).toMatchObject({
      position: 1,
      played: 4,
      won: 2,
      drawn: 1,
      lost: 1,
      goalsFor: 6,
      goalsAgainst: 2,
      goalDifference: 4,
      points: 7,
      cleanSheets: 2,
      failedToScore: 1,
      form: 'WLDW',
    });
    expect(a.home).toMatchObject({
      played: 2,
      won: 1,
      lost: 1,
      goalsFor: 2,
      goalsAgainst: 1,
      points: 3,
    });
    expect(a.away).toMatchObject({
      played: 2,
      won: 1,
      drawn: 1,
      goalsFor: 4,
      goalsAgainst: 1,
      points: 4,
    });
    expect(a.goalsPerGame).toEqual({ for: 1.5, against: 0.5 });
    expect(a.streaks).toMatchObject({
      wins: 1,
      unbeaten: 1,
      winless: 0,
      scored: 1,
      cleanSheets: 1,
    });
    const b = rows.find((r) => r.team === 'B')!;
    expect(b.streaks).toMatchObject({ draws: 2, unbeaten: 2, winless: 3, conceded: 3 });
    const d = rows.find((r) => r.team === 'D')!;
    expect(d).toMatchObject({ position: 4, played: 0, points: 0, form: '' });
    expect(d.goalsPerGame).toEqual({ for: 0, against: 0 });
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  // X and Y level on points; X has the better goal difference, Y won both meetings.
  const levelOnPoints = () => {
    day = 0;
    return [m('X', 1, 2, 'Y'), m('Y', 1, 0, 'X'), m('X', 6, 0, 'Z'), m('Z', 0, 5, 'X')];
  };

  it('Premier League and Bundesliga: goal difference before head-to-head', () => {
    const matches = levelOnPoints();
    const t = leagueTable(matches, { league: 'PL' });
    expect(t.rows.find((r) => r.team === 'X')!.points).toBe(
      t.rows.find((r) => r.team === 'Y')!.points,
    );
    expect(order(matches, 'PL').slice(0, 2)).toEqual(['X', 'Y']);
    expect(order(matches, 'BL1').slice(0, 2)).toEqual(['X', 'Y']);
    expect(order(matches, 'FL1').slice(0, 2)).toEqual(['X', 'Y']);
  });

  it('La Liga and Serie A: head-to-head first once both legs are played', () => {
    const matches = levelOnPoints();
    expect(order(matches, 'PD').slice(0, 2)).toEqual(['Y', 'X']);
    expect(order(matches, 'SA').slice(0, 2)).toEqual(['Y', 'X']);
    expect(leagueTable(matches, { league: 'PD' }).tieBreaks[0]).toBe('headToHeadPoints');
  });

  it('La Liga: with one leg still to play, goal difference decides', () => {
    day = 0;
    const matches = [
      m('X', 1, 2, 'Y'),
      m('X', 6, 0, 'Z'),
      m('Z', 0, 5, 'X'),
      m('Z', 2, 0, 'Y'),
      m('Y', 3, 0, 'Z'),
    ];
    const t = leagueTable(matches, { league: 'PD' });
    expect(t.rows.find((r) => r.team === 'X')!.points).toBe(6);
    expect(t.rows.find((r) => r.team === 'Y')!.points).toBe(6);
    expect(order(matches, 'PD').slice(0, 2)).toEqual(['X', 'Y']);
  });

  it('Bundesliga: level on points, goal difference and goals, the meetings decide', () => {
    day = 0;
    // P and Q: 4 points each, GD +1, GF 3; P won their meeting.
    const matches = [
      m('P', 1, 0, 'Q'),
      m('R', 2, 1, 'P'),
      m('P', 1, 0, 'R'),
      m('Q', 2, 1, 'R'),
      m('R', 0, 1, 'Q'),
      m('P', 0, 0, 'S'),
    ];
    const t = leagueTable(matches.slice(0, 5), { league: 'BL1' });
    const p = t.rows.find((r) => r.team === 'P')!;
    const q = t.rows.find((r) => r.team === 'Q')!;
    expect([p.points, p.goalDifference, p.goalsFor]).toEqual([6, 1, 3]);
    expect([q.points, q.goalDifference, q.goalsFor]).toEqual([6, 1, 3]);
    expect(order(matches.slice(0, 5), 'BL1').slice(0, 2)).toEqual(['P', 'Q']);
  });

  it('Serie A: a three-way tie is split by the mini-league among the three', () => {
    day = 0;
    // A beats B twice, B beats C twice, C beats A twice: 6 points each among them, split by
    // head-to-head goal difference (A +2, C 0, B −2) though C has the best overall record.
    const matches = [
      m('A', 3, 0, 'B'),
      m('B', 0, 1, 'A'),
      m('B', 1, 0, 'C'),
      m('C', 0, 1, 'B'),
      m('C', 2, 1, 'A'),
      m('A', 0, 1, 'C'),
      m('C', 9, 0, 'D'),
      m('D', 0, 1, 'A'),
      m('D', 0, 1, 'B'),
      m('D', 0, 1, 'C'),
      m('A', 1, 0, 'D'),
      m('B', 1, 0, 'D'),
    ];
    const pts = leagueTable(matches, { league: 'SA' })
      .rows.slice(0, 3)
      .map((r) => r.points);
    expect(new Set(pts).size).toBe(1);
    expect(order(matches, 'SA').slice(0, 3)).toEqual(['A', 'C', 'B']);
    expect(order(matches, 'PL')[0]).toBe('C');
  });

  it('has a documented rule for each of the five leagues, and falls back to names', () => {
    expect(Object.keys(TIE_BREAK_RULES).sort()).toEqual(['BL1', 'FL1', 'PD', 'PL', 'SA']);
    day = 0;
    expect(order([m('Zed', 1, 1, 'Abe')], 'PL')).toEqual(['Abe', 'Zed']);
  });
});
