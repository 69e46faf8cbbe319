import { fromPromise } from 'xstate';
import type { Chat, ChatSendResult } from '../../../contracts/chat';
import type { Language } from '../../../contracts/language';
import { chatMachine } from '../../../machines/chat.machine';
import { chatsApi } from '../../api/chats.api';
import { chatSocket } from './chat-socket';

/** The chat machine with the app's calls and socket; the read of the chat (through the query
 * cache) and `chatChanged` are left to the page. */
export const appChatMachine = chatMachine.provide({
  actors: {
    createChat: fromPromise<Chat, { clientId: string; matchId: string }>(({ input }) =>
      chatsApi.create(input.clientId, input.matchId),
    ),
    postMessage: fromPromise<
      ChatSendResult,
      { clientId: string; content: string; language: Language }
    >(({ input }) => chatsApi.ask(input.clientId, input.content, input.language)),
    chatSocket,
  },
});
