import { describe, expect, it } from 'vitest';
import { recentForm } from '../../../server/analysis/form';

const m = (
  date: string,
  homeTeam: string,
  awayTeam: string,
  homeGoals: number,
  awayGoals: number,
) => ({
  date,
  homeTeam,
  awayTeam,
  homeGoals,
  awayGoals,
});

const matches = [
  m('2024-01-06', 'Lyon', 'Nice', 2, 0),
  m('2024-01-13', 'Lens', 'Lyon', 1, 1),
  m('2024-01-20', 'Lyon', 'Brest', 0, 3),
  m('2024-01-27', 'Monaco', 'Lyon', 1, 4),
  m('2024-02-03', 'Lille', 'Nice', 2, 2),
  m('2024-02-10', 'Lyon', 'Lille', 1, 0),
];

describe('recentForm', () => {
  it('lists the last n results, most recent first, with points and goals', () => {
    const form = recentForm(matches, 'Lyon', { n: 3 });
    expect(form.sequence).toBe('WWL');
    expect(form.points).toBe(6);
    expect(form.maxPoints).toBe(9);
    expect(form.goalsFor).toBe(5);
    expect(form.goalsAgainst).toBe(4);
    expect(form.matches[1]).toMatchObject({ opponent: 'Monaco', venue: 'away', result: 'W' });
  });

  it('ignores matches on or after the cut-off date', () => {
    const form = recentForm(matches, 'Lyon', { before: '2024-01-27' });
    expect(form.sequence).toBe('LDW');
    expect(form.points).toBe(4);
    expect(form.wins + form.draws + form.losses).toBe(3);
  });

  it('can look at home or away matches only', () => {
    expect(recentForm(matches, 'Lyon', { venue: 'home' }).sequence).toBe('WLW');
    expect(recentForm(matches, 'Lyon', { venue: 'away' }).sequence).toBe('WD');
  });

  it('is empty for a team without matches', () => {
    const form = recentForm(matches, 'Metz');
    expect(form.matches).toEqual([]);
    expect(form.points).toBe(0);
    expect(form.sequence).toBe('');
  });
});
