import type { Chat, ChatSendResult, ChatSummary, Language } from '../../../contracts/chat';
import { api } from '../../api/http';

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
