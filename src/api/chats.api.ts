import { queryOptions } from '@tanstack/react-query';
import type { Chat, ChatSendResult, ChatSummary } from '../../contracts/chat';
import type { Language } from '../../contracts/language';
import { api } from './http';

const chatPath = (clientId: string) => `/chats/${encodeURIComponent(clientId)}/`;

/** The chat endpoints of docs/chat-protocol.md. */
export const chatsApi = {
  list: async () => (await api<{ data: ChatSummary[] }>('/chats/')).data,
  get: (clientId: string) => api<Chat>(chatPath(clientId)),
  create: (clientId: string, matchId: string) =>
    api<Chat>('/chats/', { method: 'POST', body: { client_id: clientId, match_id: matchId } }),
  /** The HTTP fallback: the whole reply at once. */
  ask: (clientId: string, content: string, language: Language) =>
    api<ChatSendResult>(`${chatPath(clientId)}messages/`, {
      method: 'POST',
      body: { content, language },
    }),
};

/** One chat and its messages as the chat screen opens it: asked afresh each time, never
 * restored from an earlier visit (the chat machine follows it while the screen is open). */
export const chatQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['chat', clientId],
    queryFn: () => chatsApi.get(clientId),
    staleTime: 0,
    meta: { persist: false },
  });

/** The user's chats, newest activity first: the chat list and the match sidebar share it. */
export const chatListQuery = queryOptions({
  queryKey: ['chats'],
  queryFn: chatsApi.list,
  retry: 1,
  // Chats change on other devices too: the persisted list is shown, then brought up to date.
  refetchOnMount: 'always',
});
