import assert from 'node:assert/strict';
import { matchBrowserMachine } from '../../../machines/match-browser.machine';
import { defineModel } from '../model-coverage';

export const matchBrowserModel = defineModel({
  machine: matchBrowserMachine,
  starts: [{ means: 'the user opens the match list' }],
  events: [
    { event: { type: 'SHOW_TAB', tab: 'live' }, means: 'the user picks the "Live" tab' },
    { event: { type: 'SHOW_LEAGUE', league: 'PL' }, means: 'the user picks the Premier League' },
    { event: { type: 'TOGGLE_TODAY' }, means: 'the user toggles "Today"' },
    {
      event: { type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: null },
      means: 'the user picks a finished match without a chat',
    },
    {
      event: { type: 'SELECT_MATCH', matchId: 'm1', status: 'finished', chatId: 'c1' },
      means: 'the user picks a finished match that has a chat',
    },
    {
      event: { type: 'SELECT_MATCH', matchId: 'm2', status: 'scheduled', chatId: null },
      means: 'the user picks a scheduled match',
    },
    { event: { type: 'OPENED' }, means: 'the picked match has opened' },
    {
      event: { type: 'MATCH_SHOWN', matchId: 'm3' },
      means: 'another match is shown (the address changed)',
    },
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // A match is being opened exactly in `opening`, and then without an error.
    assert.equal(context.opening !== null, snapshot.matches('opening'));
    if (snapshot.matches('opening')) assert.equal(context.error, null);
  },
});
