import type {
  Chat,
  ChatAttachment,
  ChatMatch,
  ChatMessage,
  ChatSummary,
} from '../../contracts/chat';
import type { Language } from '../../contracts/language';
import { type MatchRow, matchStateAt } from '../matches/match-queries';
import type { ChatMessageRow, ChatRow } from './chat-store';

/** Rows → the wire shapes of contracts/chat.ts. */

export function presentMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    language: row.language === 'es' ? 'es' : ('en' as Language),
    status: row.status,
    attachments: row.attachments as ChatAttachment[],
    created_at: row.createdAt.toISOString(),
  };
}

export function presentMatch(row: MatchRow, leagueName: string, now: Date): ChatMatch {
  const state = matchStateAt(row, now);
  return {
    id: row.id,
    league: { code: row.league, name: leagueName },
    home_team: row.homeDisplayName,
    away_team: row.awayDisplayName,
    kickoff: row.kickoff.toISOString(),
    status: state.status,
    minute: state.minute,
    home_goals: state.score?.home ?? null,
    away_goals: state.score?.away ?? null,
  };
}

/** A chat is read-only once its match has finished (on the clock or by its stored status). */
export function isReadOnly(match: ChatMatch): boolean {
  return match.status === 'finished';
}

export function presentSummary(
  chat: ChatRow,
  match: ChatMatch,
  lastMessage: string | null,
): ChatSummary {
  return {
    client_id: chat.clientId,
    match,
    read_only: isReadOnly(match),
    created_at: chat.createdAt.toISOString(),
    updated_at: chat.updatedAt.toISOString(),
    last_message: lastMessage,
  };
}

export function presentChat(chat: ChatRow, match: ChatMatch, messages: ChatMessageRow[]): Chat {
  return {
    client_id: chat.clientId,
    match,
    read_only: isReadOnly(match),
    created_at: chat.createdAt.toISOString(),
    updated_at: chat.updatedAt.toISOString(),
    messages: messages.map(presentMessage),
  };
}
