// The chat wire format shared by the server (server/chat) and the SPA's chat machine; the
// prose is docs/chat-protocol.md. Types only: nothing here runs.

import type { Language } from './language';
import type { MatchStatus } from './matches';

export interface ChatMatch {
  id: string;
  league: { code: string; name: string };
  home_team: string;
  away_team: string;
  /** ISO 8601 */
  kickoff: string;
  status: MatchStatus;
  minute: number | null;
  home_goals: number | null;
  away_goals: number | null;
}

/** Pictures a reply embeds, as data; the SPA draws them (SVG). */
export type ChatAttachment =
  | { type: 'probability_bar'; home: number; draw: number; away: number }
  | { type: 'expected_goals'; home: number; away: number }
  /** probabilities[home goals][away goals], 0..max_goals each way */
  | { type: 'scoreline_heatmap'; max_goals: number; probabilities: number[][] };

export type ChatMessageStatus = 'complete' | 'streaming' | 'stopped' | 'error';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  /** Plain text, never HTML. */
  content: string;
  language: Language;
  status: ChatMessageStatus;
  attachments: ChatAttachment[];
  created_at: string;
}

export interface Chat {
  client_id: string;
  match: ChatMatch;
  read_only: boolean;
  created_at: string;
  updated_at: string;
  messages: ChatMessage[];
}

export type ChatSummary = Omit<Chat, 'messages'> & { last_message: string | null };

/** `POST /chats/{client_id}/messages/`: 201 with both; 503 `{ detail, code:
 * 'analyst_unavailable' }` with both when the analyst failed (the reply has status `error`). */
export interface ChatSendResult {
  user_message: ChatMessage;
  assistant_message: ChatMessage;
}

export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** `code` of the chat endpoints' refusals. */
export type ChatErrorCode =
  | 'pro_required'
  | 'match_finished'
  | 'chat_read_only'
  | 'chat_id_taken'
  | 'analyst_unavailable'
  | 'invalid_token'
  | 'not_found'
  | 'bad_message'
  /** Too many messages from this user (CHAT_RATE_LIMIT_PER_USER a minute). */
  | 'rate_limited';

export type ChatClientFrame =
  | { type: 'auth'; token: string }
  | { type: 'send'; request_id: string; content: string; language?: Language }
  | { type: 'stop'; request_id: string };

export type ChatServerFrame =
  | { type: 'ready' }
  | { type: 'user_message'; request_id: string; message: ChatMessage }
  | { type: 'chunk'; request_id: string; message_id: string; delta: string }
  | { type: 'done'; request_id: string; message: ChatMessage }
  | {
      type: 'error';
      request_id?: string;
      code: ChatErrorCode;
      detail: string;
      /** Seconds to wait, with `rate_limited`. */
      retry_after?: number;
    };

/** WebSocket close codes when the first frame is refused. */
export const CHAT_SOCKET_CLOSE = {
  invalidToken: 4401,
  proRequired: 4403,
  notFound: 4404,
} as const;
