import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';
import type { MatchStatus } from '../contracts/matches';

export type MatchTab = 'upcoming' | 'live' | 'history';

export interface MatchFilter {
  tab: MatchTab;
  /** A league code, or null for all five. */
  league: string | null;
  todayOnly: boolean;
}

/** What picking a match opens: the user's chat about it, or a new chat when `chatId` is null. */
export interface ChatToOpen {
  matchId: string;
  chatId: string | null;
}

/**
 * The sidebar of matches (SPEC §2 "Sidebar of matches"): which tab, league and day are shown,
 * and picking a match. A finished match cannot start a chat (SPEC §4): picking one opens the
 * user's chat about it (read-only), and only without one says it cannot be selected
 * (`showError`). Picking another match starts a new chat. Opening a chat is the action
 * `openChat`, provided by the app (it navigates).
 */
export const matchBrowserMachine = setup({
  types: {
    context: {} as {
      filter: MatchFilter;
      /** The match whose chat is on screen, or was last: the list highlights it. */
      selectedMatchId: string | null;
    },
    events: {} as
      | { type: 'SHOW_TAB'; tab: MatchTab }
      | { type: 'SHOW_LEAGUE'; league: string | null }
      | { type: 'TOGGLE_TODAY' }
      /** `chatId`: the user's latest chat about the match, if any. */
      | { type: 'SELECT_MATCH'; matchId: string; status: MatchStatus; chatId: string | null }
      /** The app shows a chat about this match (picked here, in the chat list, or linked). */
      | { type: 'MATCH_SHOWN'; matchId: string },
  },
  actions: {
    /** Navigation, provided by the app: to the chat, or to a new chat about the match. */
    openChat: (_, _chat: ChatToOpen) => {},
    showError: (_, _message: MessageDescriptor) => {},
  },
  guards: {
    isFinished: ({ event }) => event.type === 'SELECT_MATCH' && event.status === 'finished',
    isFinishedWithChat: ({ event }) =>
      event.type === 'SELECT_MATCH' && event.status === 'finished' && event.chatId !== null,
  },
}).createMachine({
  id: 'matchBrowser',
  context: {
    filter: { tab: 'upcoming', league: null, todayOnly: false },
    selectedMatchId: null,
  },
  on: {
    MATCH_SHOWN: { actions: assign({ selectedMatchId: ({ event }) => event.matchId }) },
  },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        SHOW_TAB: {
          actions: assign({
            filter: ({ context, event }) => ({ ...context.filter, tab: event.tab }),
          }),
        },
        SHOW_LEAGUE: {
          actions: assign({
            filter: ({ context, event }) => ({ ...context.filter, league: event.league }),
          }),
        },
        TOGGLE_TODAY: {
          actions: assign({
            filter: ({ context }) => ({ ...context.filter, todayOnly: !context.filter.todayOnly }),
          }),
        },
        SELECT_MATCH: [
          {
            guard: 'isFinishedWithChat',
            actions: [
              assign({ selectedMatchId: ({ event }) => event.matchId }),
              {
                type: 'openChat',
                params: ({ event }) => ({ matchId: event.matchId, chatId: event.chatId }),
              },
            ],
          },
          {
            guard: 'isFinished',
            actions: { type: 'showError', params: () => msg`Cannot select a finished match` },
          },
          {
            actions: [
              assign({ selectedMatchId: ({ event }) => event.matchId }),
              {
                type: 'openChat',
                params: ({ event }) => ({ matchId: event.matchId, chatId: null }),
              },
            ],
          },
        ],
      },
    },
  },
});
