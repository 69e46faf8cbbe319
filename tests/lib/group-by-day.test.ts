import { describe, expect, it } from 'vitest';
import { groupByDay } from '../../src/features/chat/group-by-day';

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
