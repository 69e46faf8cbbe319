import { describe, expect, it } from 'vitest';
import { groupByDay, groupByDayPostponedLast } from '../../src/features/matches/group-by-day';

const at = (iso: string) => ({ kickoff: iso, id: iso });

describe('groupByDay', () => {
  const matches = [at('2026-11-21T12:30:00'), at('2026-11-21T17:30:00'), at('2026-11-22T14:00:00')];

  it('puts the matches of one local day together, in list order', () => {
    const groups = groupByDay(matches, 'en');
    expect(groups.map((group) => group.matches.length)).toEqual([2, 1]);
  });

  it('names each day in the reader’s language', () => {
    expect(groupByDay(matches, 'en').map((group) => group.label)).toEqual([
      'Saturday, November 21',
      'Sunday, November 22',
    ]);
    expect(groupByDay(matches, 'es').map((group) => group.label)).toEqual([
      'sábado, 21 de noviembre',
      'domingo, 22 de noviembre',
    ]);
  });
});

describe('groupByDayPostponedLast', () => {
  it('keeps postponed matches out of the days, in a group of their own at the end', () => {
    const match = (kickoff: string, status: string) => ({ kickoff, status, id: kickoff });
    const groups = groupByDayPostponedLast(
      [
        match('2026-11-21T12:30:00', 'postponed'),
        match('2026-11-22T14:00:00', 'scheduled'),
        match('2026-11-25T19:45:00', 'scheduled'),
      ],
      'es',
      'Aplazados',
    );
    expect(groups.map((g) => [g.label, g.matches.map((m) => m.id)])).toEqual([
      ['domingo, 22 de noviembre', ['2026-11-22T14:00:00']],
      ['miércoles, 25 de noviembre', ['2026-11-25T19:45:00']],
      ['Aplazados', ['2026-11-21T12:30:00']],
    ]);
    expect(
      groupByDayPostponedLast([match('2026-11-22T14:00:00', 'scheduled')], 'en', 'Postponed'),
    ).toHaveLength(1);
  });
});
