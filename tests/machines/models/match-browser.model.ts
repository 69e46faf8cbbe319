import assert from 'node:assert/strict';
import { matchBrowserMachine } from '../../../machines/match-browser.machine';
import { defineModel } from '../model-coverage';

export const matchBrowserModel = defineModel({
  // Effects run on every walk: each must be one the user's pick calls for.
  machine: matchBrowserMachine.provide({
    actions: {
      openChat: (_, chat) =>
        // Only m1 is finished: it opens the user's chat c1, any other pick a new chat.
        assert.deepEqual(
          chat,
          chat.matchId === 'm1'
            ? { matchId: 'm1', chatId: 'c1' }
            : { matchId: chat.matchId, chatId: null },
        ),
      showError: (_, message) => assert.equal(message.message, 'Cannot select a finished match'),
    },
  }),
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
    {
      event: { type: 'MATCH_SHOWN', matchId: 'm3' },
      means: 'another match is shown (the address changed)',
    },
  ],
  onState: (snapshot) => {
    // The highlighted match is one the user opened or the app shows, never the refused one
    // unless its chat opened.
    const { selectedMatchId } = snapshot.context;
    assert.ok(selectedMatchId === null || ['m1', 'm2', 'm3'].includes(selectedMatchId));
  },
});
