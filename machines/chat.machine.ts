import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type AnyActorRef,
  assign,
  fromCallback,
  fromPromise,
  not,
  type SnapshotFrom,
  setup,
  stateIn,
} from 'xstate';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type Chat,
  type ChatClientFrame,
  type ChatErrorCode,
  type ChatMessage,
  type ChatSendResult,
} from '../contracts/chat';
import type { Language } from '../contracts/language';
import { commonRefusal, readApiFailure, waitMessage, waitMessageOf } from './api-error';

export type ChatError = MessageDescriptor;

/** What the socket actor reports to the machine, translated from the server's frames. */
export type ChatSocketEvent =
  | { type: 'SOCKET_LOST' }
  | { type: 'SOCKET_REFUSED'; code: ChatErrorCode }
  | { type: 'USER_MESSAGE'; requestId: string; message: ChatMessage }
  | { type: 'CHUNK'; requestId: string; messageId: string; delta: string }
  | { type: 'DONE'; requestId: string; message: ChatMessage }
  /** `retryAfter`: seconds to wait, with `rate_limited`. */
  | { type: 'REPLY_FAILED'; requestId: string; code: ChatErrorCode; retryAfter?: number };

export type ChatEvent =
  | { type: 'EDIT'; text: string }
  /** Sends the draft. */
  | { type: 'SUBMIT' }
  /** Sends a quick message (a suggested question) as it is. */
  | { type: 'ASK'; question: string }
  | { type: 'STOP' }
  | { type: 'RETRY' }
  | ChatSocketEvent;

export interface ChatInput {
  clientId: string;
  /** The match a new chat is about (`?match=` from the sidebar); null for an existing chat. */
  matchId: string | null;
  /** From the session token; the server checks again on every call. */
  isPro: boolean;
  /** The interface language, a hint for the reply's language. */
  language: Language;
}

interface Question {
  requestId: string;
  content: string;
}

export interface ChatContext extends ChatInput {
  chat: Omit<Chat, 'messages'> | null;
  messages: ChatMessage[];
  draft: string;
  /** Why the draft was not sent (empty, too long). */
  inputError: MessageDescriptor | null;
  /** Why the chat could not load, or why the last reply failed. */
  error: ChatError | null;
  /** The question on its way (shown until the server has stored it) and the last one asked. */
  question: Question | null;
  /** Numbers request ids; unique within this chat's socket. */
  sent: number;
}

/** The socket actor, when the connection region has one running. */
function socketOf(self: AnyActorRef): AnyActorRef | undefined {
  const children = (self.getSnapshot() as { children?: Record<string, AnyActorRef> }).children;
  return children?.chatSocket;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const failureOf = (event: unknown) => readApiFailure(errorOf(event));
const codeOf = (event: unknown) => failureOf(event).code;

/** SPEC §5 style: what is wrong with a question before it is sent, if anything. */
export function questionProblem(text: string): MessageDescriptor | null {
  const trimmed = text.trim();
  if (!trimmed) return msg`Type a question first.`;
  const limit = CHAT_MESSAGE_MAX_LENGTH;
  if (trimmed.length > limit) return msg`A message can be at most ${limit} characters.`;
  return null;
}

function replyFailure(code: unknown, retryAfter: number | undefined): ChatError {
  if (code === 'analyst_unavailable') {
    return msg`The analyst is not available right now. Please try again.`;
  }
  if (code === 'rate_limited') return waitMessageOf(code, retryAfter);
  return msg`The analyst could not answer. Please try again.`;
}

/** Why a chat could not be opened or created, in the user's words. */
function openFailure(event: unknown): ChatError {
  const failure = failureOf(event);
  if (failure.status === 404) return msg`This chat does not exist.`;
  if (failure.code === 'match_finished') return msg`Cannot select a finished match`;
  return commonRefusal(errorOf(event)) ?? msg`Unable to load the chat. Please try again.`;
}

function isChatMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message?.id === 'string' &&
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.content === 'string' &&
    Array.isArray(message.attachments)
  );
}

/** The question and reply a refused HTTP send says it stored, if it says so. */
function storedExchange(data: Record<string, unknown>): ChatMessage[] {
  return [data.user_message, data.assistant_message].filter(isChatMessage);
}

/** The chat's messages with the reply's message replaced (or added when it is new). */
function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((existing) => existing.id === message.id)
    ? messages.map((existing) => (existing.id === message.id ? message : existing))
    : [...messages, message];
}

/** The message being streamed is marked failed; what it already said stays visible. */
function withStreamingFailed(messages: ChatMessage[]): ChatMessage[] {
  return messages.map((message) =>
    message.status === 'streaming' ? { ...message, status: 'error' } : message,
  );
}

/**
 * One chat about one match (issue #5, docs/chat-protocol.md): loads the history of a saved
 * chat, or creates a new one (opened with its match) on the server, which answers an existing
 * chat for a repeat of the same create, so a new chat is never first asked for and refused
 * (404); Pro only; read-only once the match has finished.
 * Replies stream over the socket actor (`chatSocket`, which sends the `auth` frame itself and
 * turns server frames into events); when the socket is lost or refused, questions go by HTTP
 * (`postMessage`) and the whole reply arrives at once.
 */
export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
    // What the chat screen shows: `open` (the conversation, live or read-only), a question
    // `waitingForServer` or its reply `replying`, `canStop`, `httpFallback` (no live stream).
    tags: {} as
      | 'proGate'
      | 'loadError'
      | 'open'
      | 'readOnly'
      | 'waitingForServer'
      | 'replying'
      | 'canStop'
      | 'replyError'
      | 'httpFallback',
  },
  actors: {
    loadChat: fromPromise<Chat, { clientId: string }>(async () => {
      throw new Error('loadChat must be provided by the app');
    }),
    createChat: fromPromise<Chat, { clientId: string; matchId: string }>(async () => {
      throw new Error('createChat must be provided by the app');
    }),
    postMessage: fromPromise<
      ChatSendResult,
      { clientId: string; content: string; language: Language }
    >(async () => {
      throw new Error('postMessage must be provided by the app');
    }),
    chatSocket: fromCallback<ChatClientFrame, { clientId: string }>(() => {
      throw new Error('chatSocket must be provided by the app');
    }),
  },
  actions: {
    /** The app refreshes what depends on the chat (the list of chats). */
    chatChanged: () => {},
    takeQuestion: assign(({ context, event }) => {
      const content = (event.type === 'ASK' ? event.question : context.draft).trim();
      return {
        question: { requestId: `r${context.sent + 1}`, content },
        sent: context.sent + 1,
        // A quick message leaves what the user was typing alone.
        draft: event.type === 'ASK' ? context.draft : '',
        inputError: null,
        error: null,
      };
    }),
    renumberQuestion: assign(({ context }) => ({
      // A retry is a new request: frames of the failed one must not be taken for its reply.
      question: context.question && { ...context.question, requestId: `r${context.sent + 1}` },
      sent: context.sent + 1,
      error: null,
    })),
    sendQuestionFrame: ({ context, self }) => {
      if (!context.question) return;
      socketOf(self)?.send({
        type: 'send',
        request_id: context.question.requestId,
        content: context.question.content,
        language: context.language,
      });
    },
    sendStopFrame: ({ context, self }) => {
      if (context.question) {
        socketOf(self)?.send({ type: 'stop', request_id: context.question.requestId });
      }
    },
    appendChunk: assign({
      messages: ({ context, event }) => {
        if (event.type !== 'CHUNK') return context.messages;
        const current = context.messages.find((message) => message.id === event.messageId);
        if (current) {
          return withMessage(context.messages, {
            ...current,
            content: current.content + event.delta,
          });
        }
        const asked = context.messages.at(-1);
        return [
          ...context.messages,
          {
            id: event.messageId,
            role: 'assistant',
            content: event.delta,
            language: asked?.language ?? context.language,
            status: 'streaming',
            attachments: [],
            created_at: asked?.created_at ?? '',
          },
        ];
      },
    }),
    finishReply: assign({
      messages: ({ context, event }) =>
        event.type === 'DONE' ? withMessage(context.messages, event.message) : context.messages,
      question: null,
    }),
    failReply: assign({
      messages: ({ context }) => withStreamingFailed(context.messages),
      error: ({ event }) =>
        event.type === 'REPLY_FAILED' ? replyFailure(event.code, event.retryAfter) : null,
    }),
    loseReply: assign({
      messages: ({ context }) => withStreamingFailed(context.messages),
      error: () => msg`The connection was lost before the reply ended. Please try again.`,
    }),
    // Stopped and then cut off: what was written stays, as the server keeps it (stopped).
    dropStreaming: assign({
      messages: ({ context }) =>
        context.messages.map((message) =>
          message.status === 'streaming' ? { ...message, status: 'stopped' } : message,
        ),
      question: null,
    }),
  },
  guards: {
    isPro: ({ context }) => context.isPro,
    isReadOnly: ({ context }) => context.chat?.read_only === true,
    isNewChat: ({ context }) => context.matchId !== null,
    isProRequired: ({ event }) => codeOf(event) === 'pro_required',
    isChatReadOnly: ({ event }) => codeOf(event) === 'chat_read_only',
    hasQuestionProblem: ({ context, event }) =>
      questionProblem(event.type === 'ASK' ? event.question : context.draft) !== null,
    isSocketOpen: stateIn('#chat.live.connection.socket'),
    isCurrentRequest: ({ context, event }) =>
      'requestId' in event && event.requestId === context.question?.requestId,
    isProRefusal: ({ context, event }) =>
      'requestId' in event &&
      event.requestId === context.question?.requestId &&
      event.type === 'REPLY_FAILED' &&
      event.code === 'pro_required',
    isReadOnlyRefusal: ({ context, event }) =>
      'requestId' in event &&
      event.requestId === context.question?.requestId &&
      event.type === 'REPLY_FAILED' &&
      event.code === 'chat_read_only',
    socketSaysProRequired: ({ event }) =>
      event.type === 'SOCKET_REFUSED' && event.code === 'pro_required',
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    ...input,
    chat: null,
    messages: [],
    draft: '',
    inputError: null,
    error: null,
    question: null,
    sent: 0,
  }),
  initial: 'checkingAccess',
  states: {
    checkingAccess: {
      entry: assign({ error: null }),
      always: [
        { guard: not('isPro'), target: 'proGate' },
        { guard: 'isNewChat', target: 'creating' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: {
          target: 'opened',
          actions: assign(({ event }) => {
            const { messages, ...chat } = event.output;
            return { chat, messages };
          }),
        },
        onError: {
          target: 'loadError',
          actions: assign({ error: ({ event }) => openFailure(event) }),
        },
      },
    },
    creating: {
      invoke: {
        id: 'createChat',
        src: 'createChat',
        input: ({ context }) => ({ clientId: context.clientId, matchId: context.matchId ?? '' }),
        onDone: {
          target: 'opened',
          actions: [
            assign(({ event }) => {
              const { messages, ...chat } = event.output;
              return { chat, messages };
            }),
            'chatChanged',
          ],
        },
        onError: [
          { guard: 'isProRequired', target: 'proGate' },
          {
            target: 'loadError',
            actions: assign({
              error: ({ event }) => openFailure(event),
            }),
          },
        ],
      },
    },
    loadError: {
      tags: ['loadError'],
      on: { RETRY: 'checkingAccess' },
    },
    opened: {
      always: [{ guard: 'isReadOnly', target: 'readOnly' }, { target: 'live' }],
    },
    proGate: { tags: ['proGate'] },
    readOnly: { tags: ['open', 'readOnly'] },
    live: {
      type: 'parallel',
      tags: ['open'],
      states: {
        connection: {
          initial: 'socket',
          states: {
            socket: {
              invoke: {
                id: 'chatSocket',
                src: 'chatSocket',
                input: ({ context }) => ({ clientId: context.clientId }),
              },
              on: {
                SOCKET_LOST: 'http',
                SOCKET_REFUSED: [
                  { guard: 'socketSaysProRequired', target: '#chat.proGate' },
                  { target: 'http' },
                ],
              },
            },
            // The connection was lost or refused: questions go by HTTP for the rest of the visit.
            http: { tags: ['httpFallback'] },
          },
        },
        conversation: {
          initial: 'idle',
          on: {
            EDIT: { actions: assign({ draft: ({ event }) => event.text, inputError: null }) },
          },
          states: {
            idle: {
              on: {
                SUBMIT: '#chat.live.conversation.asking',
                ASK: '#chat.live.conversation.asking',
              },
            },
            // Checks the question and numbers it, then sends it the way the connection allows.
            asking: {
              always: [
                {
                  guard: 'hasQuestionProblem',
                  target: 'idle',
                  actions: assign({
                    inputError: ({ context, event }) =>
                      questionProblem(event.type === 'ASK' ? event.question : context.draft),
                  }),
                },
                {
                  guard: 'isSocketOpen',
                  target: 'sending',
                  actions: 'takeQuestion',
                },
                { target: 'posting', actions: 'takeQuestion' },
              ],
            },
            sending: {
              tags: ['waitingForServer', 'canStop'],
              entry: 'sendQuestionFrame',
              on: {
                USER_MESSAGE: {
                  guard: 'isCurrentRequest',
                  target: 'streaming',
                  actions: assign({
                    messages: ({ context, event }) => [...context.messages, event.message],
                  }),
                },
                STOP: { target: 'stopping', actions: 'sendStopFrame' },
                REPLY_FAILED: [
                  { guard: 'isProRefusal', target: '#chat.proGate' },
                  { guard: 'isReadOnlyRefusal', target: '#chat.readOnly' },
                  { guard: 'isCurrentRequest', target: 'replyError', actions: 'failReply' },
                ],
                // Nothing of this question reached the server as far as we know: send it by HTTP.
                SOCKET_LOST: 'posting',
                SOCKET_REFUSED: 'posting',
              },
            },
            streaming: {
              tags: ['replying', 'canStop'],
              on: {
                CHUNK: { guard: 'isCurrentRequest', actions: 'appendChunk' },
                DONE: {
                  guard: 'isCurrentRequest',
                  target: 'idle',
                  actions: ['finishReply', 'chatChanged'],
                },
                STOP: { target: 'stopping', actions: 'sendStopFrame' },
                REPLY_FAILED: {
                  guard: 'isCurrentRequest',
                  target: 'replyError',
                  actions: 'failReply',
                },
                SOCKET_LOST: { target: 'replyError', actions: 'loseReply' },
              },
            },
            // The stop frame is sent; the server ends the reply with `done` (status stopped).
            stopping: {
              tags: ['replying'],
              on: {
                USER_MESSAGE: {
                  guard: 'isCurrentRequest',
                  actions: assign({
                    messages: ({ context, event }) => [...context.messages, event.message],
                  }),
                },
                CHUNK: { guard: 'isCurrentRequest', actions: 'appendChunk' },
                DONE: {
                  guard: 'isCurrentRequest',
                  target: 'idle',
                  actions: ['finishReply', 'chatChanged'],
                },
                REPLY_FAILED: {
                  guard: 'isCurrentRequest',
                  target: 'replyError',
                  actions: 'failReply',
                },
                SOCKET_LOST: { target: 'idle', actions: 'dropStreaming' },
              },
            },
            posting: {
              tags: ['waitingForServer'],
              invoke: {
                id: 'postMessage',
                src: 'postMessage',
                input: ({ context }) => ({
                  clientId: context.clientId,
                  content: context.question?.content ?? '',
                  language: context.language,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      messages: ({ context, event }) => [
                        ...context.messages,
                        event.output.user_message,
                        event.output.assistant_message,
                      ],
                      question: null,
                    }),
                    'chatChanged',
                  ],
                },
                onError: [
                  { guard: 'isProRequired', target: '#chat.proGate' },
                  { guard: 'isChatReadOnly', target: '#chat.readOnly' },
                  {
                    target: 'replyError',
                    actions: [
                      assign({
                        // A failed analyst still stores both messages (503 with them): show them.
                        messages: ({ context, event }) =>
                          storedExchange(failureOf(event).data).reduce(
                            withMessage,
                            context.messages,
                          ),
                        error: ({ event }) =>
                          waitMessage(event.error) ??
                          replyFailure(failureOf(event).code, undefined),
                      }),
                      'chatChanged',
                    ],
                  },
                ],
              },
            },
            // The reply failed; the question is kept so RETRY can ask it again.
            replyError: {
              tags: ['replyError'],
              on: {
                RETRY: [
                  { guard: 'isSocketOpen', target: 'sending', actions: 'renumberQuestion' },
                  { target: 'posting', actions: 'renumberQuestion' },
                ],
                SUBMIT: '#chat.live.conversation.asking',
                ASK: '#chat.live.conversation.asking',
              },
            },
          },
        },
      },
    },
  },
});

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;
