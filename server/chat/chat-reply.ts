import type { FastifyBaseLogger } from 'fastify';
import type {
  ChatAttachment,
  ChatMessage,
  ChatMessageStatus,
  Language,
} from '../../contracts/chat';
import { type Analyst, analystFailureMessage } from '../analysis/analyst/analyst';
import { replyLanguage } from '../analysis/analyst/language';
import type { UserRow } from '../auth/users';
import type { MatchRow } from '../matches/match-queries';
import { presentMessage } from './chat-presenter';
import type { ChatRow, ChatStore } from './chat-store';
import type { MatchFactsLoader } from './match-facts';

export interface ReplyRequest {
  user: UserRow;
  chat: ChatRow;
  match: MatchRow;
  content: string;
  language: Language | undefined;
  /** Aborted by a stop frame or a closed socket: the reply keeps what it has, `stopped`. */
  signal: AbortSignal;
  onUserMessage?: (message: ChatMessage) => void;
  onChunk?: (messageId: string, delta: string) => void;
}

export interface ReplyResult {
  userMessage: ChatMessage;
  assistantMessage: ChatMessage;
  /** Set when the analyst failed; the reply is stored with status `error`. */
  error: { code: 'analyst_unavailable'; detail: string } | null;
}

/**
 * One question and its answer, the same for the WebSocket and the HTTP fallback: the
 * question is stored first (so a failing reply loses nothing), then the reply streams and
 * is stored as complete, stopped (what was written) or error (a clear message).
 */
export function chatReplies(deps: {
  store: ChatStore;
  analyst: Analyst;
  matchFacts: MatchFactsLoader;
  log: FastifyBaseLogger;
}) {
  return async function reply(request: ReplyRequest): Promise<ReplyResult> {
    const { store } = deps;
    const { chat, signal } = request;
    const language = replyLanguage(request.content, request.language, request.user.language);
    const question = await store.addMessage({
      chatClientId: chat.clientId,
      role: 'user',
      content: request.content,
      language,
      status: 'complete',
    });
    const userMessage = presentMessage(question);
    request.onUserMessage?.(userMessage);
    const draft = await store.addMessage({
      chatClientId: chat.clientId,
      role: 'assistant',
      content: '',
      language,
      status: 'streaming',
    });

    let text = '';
    let attachments: ChatAttachment[] = [];
    let status: ChatMessageStatus = 'complete';
    let error: ReplyResult['error'] = null;
    try {
      const facts = await deps.matchFacts(request.match, new Date());
      const answer = deps.analyst.answer({ facts, question: request.content, language, signal });
      attachments = answer.attachments;
      for await (const delta of answer.chunks) {
        text += delta;
        request.onChunk?.(draft.id, delta);
        if (signal.aborted) break;
      }
      if (signal.aborted) status = 'stopped';
    } catch (failure) {
      if (signal.aborted) {
        status = 'stopped';
      } else {
        deps.log.warn({ err: failure, chat: chat.clientId }, 'chat reply failed');
        status = 'error';
        error = { code: 'analyst_unavailable', detail: analystFailureMessage(failure, language) };
      }
    }

    const stored = await store.finishMessage(draft.id, {
      // A failed reply keeps any text it had and says why it ends there.
      content: error ? [text.trim(), error.detail].filter(Boolean).join('\n\n') : text,
      status,
      attachments: error ? [] : attachments,
    });
    return { userMessage, assistantMessage: presentMessage(stored), error };
  };
}

export type ChatReplies = ReturnType<typeof chatReplies>;
