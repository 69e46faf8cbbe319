import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { matchBrowserMachine } from '../../machines/match-browser.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';

describe('match browser machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(matchBrowserMachine, {
      events: [
        { type: 'SHOW_TAB', tab: 'live' },
        { type: 'SHOW_LEAGUE', league: 'PL' },
        { type: 'TOGGLE_TODAY' },
        { type: 'SELECT_MATCH', matchId: 'm1', status: 'finished' },
        { type: 'SELECT_MATCH', matchId: 'm2', status: 'scheduled' },
        { type: 'OPENED' },
      ],
    });
    console.info(formatCoverage('match-browser', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('refuses a finished match for a new chat', () => {
    const actor = createActor(matchBrowserMachine).start();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.error?.message).toBe('Cannot select a finished match');
  });

  it('opens a chat for a live or upcoming match', () => {
    const actor = createActor(matchBrowserMachine).start();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm2', status: 'live' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.selectedMatchId).toBe('m2');
  });

  it('keeps the filters together', () => {
    const actor = createActor(matchBrowserMachine).start();
    actor.send({ type: 'SHOW_TAB', tab: 'history' });
    actor.send({ type: 'SHOW_LEAGUE', league: 'SA' });
    actor.send({ type: 'TOGGLE_TODAY' });
    expect(actor.getSnapshot().context.filter).toEqual({
      tab: 'history',
      league: 'SA',
      todayOnly: true,
    });
  });
});
