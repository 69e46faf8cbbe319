import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';

export type MatchTab = 'upcoming' | 'live' | 'history';
export type MatchStatus = 'scheduled' | 'live' | 'finished' | 'postponed';

export interface MatchFilter {
  tab: MatchTab;
  /** A league code, or null for all five. */
  league: string | null;
  todayOnly: boolean;
}

/**
 * The sidebar of matches (SPEC §2 "Sidebar of matches"): which tab, league and day are shown,
 * and picking a match for a new chat. A finished match cannot start a chat (SPEC §4);
 * picking another ends in `opening`, where the app creates the chat and navigates to it.
 */
export const matchBrowserMachine = setup({
  types: {
    context: {} as {
      filter: MatchFilter;
      selectedMatchId: string | null;
      error: MessageDescriptor | null;
    },
    events: {} as
      | { type: 'SHOW_TAB'; tab: MatchTab }
      | { type: 'SHOW_LEAGUE'; league: string | null }
      | { type: 'TOGGLE_TODAY' }
      | { type: 'SELECT_MATCH'; matchId: string; status: MatchStatus }
      | { type: 'OPENED' },
  },
  guards: {
    isFinished: ({ event }) => event.type === 'SELECT_MATCH' && event.status === 'finished',
  },
}).createMachine({
  id: 'matchBrowser',
  context: {
    filter: { tab: 'upcoming', league: null, todayOnly: false },
    selectedMatchId: null,
    error: null,
  },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        SHOW_TAB: {
          actions: assign({
            filter: ({ context, event }) => ({ ...context.filter, tab: event.tab }),
            error: null,
          }),
        },
        SHOW_LEAGUE: {
          actions: assign({
            filter: ({ context, event }) => ({ ...context.filter, league: event.league }),
            error: null,
          }),
        },
        TOGGLE_TODAY: {
          actions: assign({
            filter: ({ context }) => ({ ...context.filter, todayOnly: !context.filter.todayOnly }),
          }),
        },
        SELECT_MATCH: [
          {
            guard: 'isFinished',
            actions: assign({ error: () => msg`Cannot select a finished match` }),
          },
          {
            target: 'opening',
            actions: assign({ selectedMatchId: ({ event }) => event.matchId, error: null }),
          },
        ],
      },
    },
    opening: {
      on: { OPENED: { target: 'browsing', actions: assign({ selectedMatchId: null }) } },
    },
  },
});
