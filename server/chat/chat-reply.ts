import type { FastifyBaseLogger } from 'fastify';
import type { ChatAttachment, ChatMessage, ChatMessageStatus } from '../../contracts/chat';
import type { Language } from '../../contracts/language';
import { type Analyst, analystFailureMessage } from '../analysis/analyst/analyst';
import { replyLanguage } from '../analysis/analyst/language';
import type { UserRow } from '../auth/users';
import type { MatchRow } from '../matches/match-queries';
import type { ChatBus, ReplyFrame } from './chat-bus';
import { presentMessage } from './chat-presenter';
import type { ChatRef, ChatStore } from './chat-store';
import type { MatchFactsLoader } from './match-facts';

// Four questions and their answers: what a follow-up chain reaches back to. The builtin
// analyst replays each earlier question through its understanding, so more costs time.
const HISTORY_MESSAGES = 8;

export interface ReplyRequest {
  user: UserRow;
  chat: ChatRef;
  match: MatchRow;
  content: string;
  language: Language | undefined;
  /** Aborted by a stop frame or a closed socket: the reply keeps what it has, `stopped`. */
  signal: AbortSignal;
  /** Where the send came from (a socket's id, or one HTTP request's) and its request_id
   * there; other sockets of the chat get the frames with request_id `{origin}:{requestId}`. */
  origin: string;
  requestId: string;
  /** The frames for the sender itself, as they happen (a socket; HTTP waits for the end). */
  onFrame?: (frame: ReplyFrame) => void;
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
 * is stored as complete, stopped (what was written) or error (a clear message). Every frame
 * also goes on the chat bus, so the chat's other sockets (on any instance) follow along.
 */
export function chatReplies(deps: {
  store: ChatStore;
  analyst: Analyst;
  matchFacts: MatchFactsLoader;
  bus: ChatBus;
  log: FastifyBaseLogger;
}) {
  return async function reply(request: ReplyRequest): Promise<ReplyResult> {
    const { store } = deps;
    const { chat, signal, origin, requestId } = request;
    const emit = (frame: DistributiveOmit<ReplyFrame, 'request_id'>) => {
      request.onFrame?.({ ...frame, request_id: requestId } as ReplyFrame);
      deps.bus.publish(chat.clientId, {
        origin,
        frame: { ...frame, request_id: `${origin}:${requestId}` } as ReplyFrame,
      });
    };
    const language = replyLanguage(request.content, request.language, request.user.language);
    const { question, draft } = await store.addQuestionAndDraft({
      chatClientId: chat.clientId,
      content: request.content,
      language,
    });
    const userMessage = presentMessage(question);
    emit({ type: 'user_message', message: userMessage });

    let text = '';
    let attachments: ChatAttachment[] = [];
    let status: ChatMessageStatus = 'complete';
    let error: ReplyResult['error'] = null;
    try {
      const [facts, history] = await Promise.all([
        deps.matchFacts(request.match, new Date()),
        // The question is among them (the empty draft is not).
        store.recentMessages(chat.clientId, HISTORY_MESSAGES + 1),
      ]);
      const answer = await deps.analyst.answer({
        facts,
        question: request.content,
        language,
        // Earlier turns only (the question and its draft are stored already), and only as many
        // as a follow-up chain reaches back.
        history: history
          .filter((m) => m.id !== question.id)
          .slice(-HISTORY_MESSAGES)
          .map(({ role, content, language }) => ({
            role,
            content,
            language: language as Language,
          })),
        signal,
      });
      attachments = answer.attachments;
      for await (const delta of answer.chunks) {
        text += delta;
        emit({ type: 'chunk', message_id: draft.id, delta });
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
    const assistantMessage = presentMessage(stored);
    emit(error ? { type: 'error', ...error } : { type: 'done', message: assistantMessage });
    return { userMessage, assistantMessage, error };
  };
}

// Omit over each member of a union (the built-in Omit merges them into one).
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type ChatReplies = ReturnType<typeof chatReplies>;
