import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type ChatToOpen, matchBrowserMachine } from '../../machines/match-browser.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { matchBrowserModel } from './models/match-browser.model';

/** The machine with its effects recorded as the app would see them. */
function browser() {
  const opened: ChatToOpen[] = [];
  const errors: string[] = [];
  const actor = createActor(
    matchBrowserMachine.provide({
      actions: {
        openChat: (_, chat) => opened.push(chat),
        showError: (_, message: MessageDescriptor) => errors.push(message.message ?? ''),
      },
    }),
  ).start();
  return { actor, opened, errors };
}

describe('match browser machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(matchBrowserModel);
    console.info(formatCoverage('match-browser', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('refuses a finished match the user never chatted about', () => {
    const { actor, opened, errors } = browser();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: null });
    expect(opened).toEqual([]);
    expect(errors).toEqual(['Cannot select a finished match']);
    expect(actor.getSnapshot().context.selectedMatchId).toBeNull();
  });

  it("opens the user's own chat about a finished match, not a new one", () => {
    const { actor, opened, errors } = browser();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: 'c1' });
    expect(opened).toEqual([{ matchId: 'm1', chatId: 'c1' }]);
    expect(errors).toEqual([]);
  });

  it('highlights the match picked, and then whichever match the app shows', () => {
    const { actor } = browser();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: null });
    expect(actor.getSnapshot().context.selectedMatchId).toBeNull();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm2', status: 'scheduled', chatId: null });
    expect(actor.getSnapshot().context.selectedMatchId).toBe('m2');
    actor.send({ type: 'MATCH_SHOWN', matchId: 'm3' });
    expect(actor.getSnapshot().context.selectedMatchId).toBe('m3');
  });

  it('starts a new chat for a live or upcoming match, even one the user chatted about', () => {
    const { actor, opened } = browser();
    actor.send({ type: 'SELECT_MATCH', matchId: 'm2', status: 'live', chatId: 'c2' });
    actor.send({ type: 'SELECT_MATCH', matchId: 'm4', status: 'scheduled', chatId: null });
    expect(opened).toEqual([
      { matchId: 'm2', chatId: null },
      { matchId: 'm4', chatId: null },
    ]);
  });

  it('keeps the filters together', () => {
    const { actor } = browser();
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
