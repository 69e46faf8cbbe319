import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { matchBrowserMachine } from '../../machines/match-browser.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { matchBrowserModel } from './models/match-browser.model';

describe('match browser machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(matchBrowserModel);
    console.info(formatCoverage('match-browser', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('refuses a finished match the user never chatted about', () => {
    const actor = createActor(matchBrowserMachine).start();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: null });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.opening).toBeNull();
    expect(actor.getSnapshot().context.error?.message).toBe('Cannot select a finished match');
  });

  it("opens the user's own chat about a finished match, not a new one", () => {
    const actor = createActor(matchBrowserMachine).start();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: null });
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: 'c1' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.opening).toEqual({ matchId: 'm1', chatId: 'c1' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('highlights the match picked, and then whichever match the app shows', () => {
    const actor = createActor(matchBrowserMachine).start();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: null });
    expect(actor.getSnapshot().context.selectedMatchId).toBeNull();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm2', status: 'scheduled', chatId: null });
    expect(actor.getSnapshot().context.selectedMatchId).toBe('m2');
    actor.send({ type: 'OPENED' });
    // Opened, the match stays selected: the list still shows which chat is open.
    expect(actor.getSnapshot().context.selectedMatchId).toBe('m2');
    actor.send({ type: 'MATCH_SHOWN', matchId: 'm3' });
    expect(actor.getSnapshot().context.selectedMatchId).toBe('m3');
  });

  it('starts a new chat for a live or upcoming match, even one the user chatted about', () => {
    const actor = createActor(matchBrowserMachine).start();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm2', status: 'live', chatId: 'c2' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.opening).toEqual({ matchId: 'm2', chatId: null });
    actor.send({ type: 'OPENED' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.opening).toBeNull();
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
