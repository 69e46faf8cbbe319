import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatClientFrame } from '../../contracts/chat';
import { type ChatInput, type ChatSnapshot, chatMachine } from '../../machines/chat.machine';
import { messageText } from './message-text';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { chat, chatModel, input, message, reply } from './models/chat.model';
import { httpError } from './models/fixtures';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
/** An effect that fails with `error`, typed as whichever actor it stands in for. */
const failing = <T, I>(error: unknown) =>
  fromPromise<T, I>(async () => {
    throw error;
  });
const silentSocket = fromCallback<ChatClientFrame, { clientId: string }>(() => {});

const errorText = (snapshot: ChatSnapshot, language: 'en' | 'es' = 'en') =>
  messageText(snapshot.context.error, language);

/** A socket actor the test drives: it records the frames the machine sends. */
function scriptedSocket() {
  const frames: ChatClientFrame[] = [];
  const socket = fromCallback<ChatClientFrame, { clientId: string }>(({ receive }) => {
    receive((frame) => frames.push(frame));
  });
  return { frames, socket };
}

function startChat(
  implementations: Parameters<typeof chatMachine.provide>[0],
  chatInput: ChatInput = input(),
) {
  const machine = chatMachine.provide({
    actors: {
      loadChat: fromPromise(async () => chat()),
      createChat: never(),
      postMessage: never(),
      chatSocket: silentSocket,
      ...implementations.actors,
    },
    ...(implementations.actions && { actions: implementations.actions }),
  });
  return createActor(machine, { input: chatInput }).start();
}

describe('chat machine', () => {
  // Thousands of paths: seconds of work, more on a loaded machine.
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(chatModel);
    console.info(formatCoverage('chat', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  }, 30_000);

  it('shows the Pro gate to a user whose session is not Pro, without calling the server', () => {
    let loads = 0;
    const actor = startChat(
      {
        actors: {
          loadChat: fromPromise(async () => {
            loads += 1;
            return chat();
          }),
        },
      },
      input({ isPro: false }),
    );
    expect(actor.getSnapshot().value).toBe('proGate');
    expect(loads).toBe(0);
  });

  it('loads the history of an existing chat', async () => {
    const history = [message({}), reply];
    const actor = startChat({
      actors: { loadChat: fromPromise(async () => chat({ messages: history })) },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    expect(actor.getSnapshot().context.messages).toEqual(history);
    expect(actor.getSnapshot().context.chat?.match.home_team).toBe('Arsenal');
  });

  it('creates a new chat on the server for the match it was opened with, without asking for it first', async () => {
    const created: Array<{ clientId: string; matchId: string }> = [];
    const loaded: string[] = [];
    let changed = 0;
    const actor = startChat(
      {
        actors: {
          loadChat: fromPromise(async ({ input: request }) => {
            loaded.push(request.clientId);
            return chat();
          }),
          createChat: fromPromise(async ({ input: request }) => {
            created.push(request);
            return chat();
          }),
        },
        actions: {
          chatChanged: () => {
            changed += 1;
          },
        },
      },
      input({ matchId: 'm1' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    expect(created).toEqual([{ clientId: 'c1', matchId: 'm1' }]);
    // No GET that could only answer 404: the create answers the chat, new or repeated.
    expect(loaded).toEqual([]);
    expect(changed).toBe(1);
  });

  it('creates the new chat again after a failure, on "Try again"', async () => {
    let attempts = 0;
    const actor = startChat(
      {
        actors: {
          createChat: fromPromise(async () => {
            attempts += 1;
            if (attempts === 1) throw new TypeError('fetch failed');
            return chat();
          }),
        },
      },
      input({ matchId: 'm1' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('loadError'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    expect(attempts).toBe(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says a chat without a match that the server does not know does not exist', async () => {
    const actor = startChat({
      actors: {
        loadChat: failing(httpError(404, { detail: 'Not found' })),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('loadError'));
    expect(errorText(actor.getSnapshot())).toBe('This chat does not exist.');
  });

  it('retries a failed load', async () => {
    let attempts = 0;
    const actor = startChat({
      actors: {
        loadChat: fromPromise(async () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('fetch failed');
          return chat();
        }),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('loadError'));
    expect(errorText(actor.getSnapshot())).toBe('Unable to load the chat. Please try again.');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    expect(attempts).toBe(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a finished match for a new chat', async () => {
    const actor = startChat(
      {
        actors: {
          createChat: failing(httpError(409, { code: 'match_finished', detail: 'x' })),
        },
      },
      input({ matchId: 'm1' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('loadError'));
    expect(errorText(actor.getSnapshot())).toBe('Cannot select a finished match');
  });

  it('shows the Pro gate when the server refuses to create the chat', async () => {
    const actor = startChat(
      {
        actors: {
          createChat: failing(httpError(403, { code: 'pro_required', detail: 'x' })),
        },
      },
      input({ matchId: 'm1' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('proGate'));
  });

  it('keeps the chat of a finished match read-only, history visible', async () => {
    const history = [message({}), reply];
    const actor = startChat({
      actors: {
        loadChat: fromPromise(async () => chat({ read_only: true, messages: history })),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('readOnly'));
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'ASK', question: 'Who will win?' })).toBe(false);
  });

  it.each([
    ['an empty question', '', { message: 'Type a question first.' }],
    ['a blank question', '   \n ', { message: 'Type a question first.' }],
    [
      'a question over the length limit',
      'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
      { message: 'A message can be at most {limit} characters.', values: { limit: 2000 } },
    ],
  ])('does not send %s', async (_, text, problem) => {
    const { frames, socket } = scriptedSocket();
    const actor = startChat({ actors: { chatSocket: socket } });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'EDIT', text });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ live: { conversation: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.inputError).toMatchObject(problem);
    expect(frames).toEqual([]);
    actor.send({ type: 'EDIT', text: 'Who will win?' });
    expect(actor.getSnapshot().context.inputError).toBeNull();
  });

  it('sends a question of exactly the maximum length', async () => {
    const { frames, socket } = scriptedSocket();
    const actor = startChat({ actors: { chatSocket: socket } });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) });
    expect(frames).toHaveLength(1);
  });

  it('streams a reply: the question, its chunks, then the stored reply', async () => {
    const { frames, socket } = scriptedSocket();
    let changed = 0;
    const actor = startChat({
      actors: { chatSocket: socket },
      actions: {
        chatChanged: () => {
          changed += 1;
        },
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'EDIT', text: '  Who will win?  ' });
    actor.send({ type: 'SUBMIT' });
    expect(frames).toEqual([
      { type: 'send', request_id: 'r1', content: 'Who will win?', language: 'en' },
    ]);
    expect(actor.getSnapshot().matches({ live: { conversation: 'sending' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(actor.getSnapshot().context.question?.content).toBe('Who will win?');

    actor.send({ type: 'USER_MESSAGE', requestId: 'r1', message: message({}) });
    actor.send({ type: 'CHUNK', requestId: 'r1', messageId: 'a1', delta: 'Arsenal ' });
    actor.send({ type: 'CHUNK', requestId: 'r1', messageId: 'a1', delta: 'are favourites.' });
    // A frame of another request is not this reply.
    actor.send({ type: 'CHUNK', requestId: 'r9', messageId: 'a9', delta: 'crossed' });
    const streaming = actor.getSnapshot().context.messages;
    expect(streaming.map((each) => [each.role, each.content, each.status])).toEqual([
      ['user', 'Who will win?', 'complete'],
      ['assistant', 'Arsenal are favourites.', 'streaming'],
    ]);

    actor.send({ type: 'DONE', requestId: 'r1', message: reply });
    expect(actor.getSnapshot().matches({ live: { conversation: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.messages).toEqual([message({}), reply]);
    expect(actor.getSnapshot().context.question).toBeNull();
    expect(changed).toBe(1);
  });

  it('stops a reply and keeps what was written', async () => {
    const { frames, socket } = scriptedSocket();
    const actor = startChat({ actors: { chatSocket: socket } });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'How many goals will there be?' });
    actor.send({ type: 'USER_MESSAGE', requestId: 'r1', message: message({}) });
    actor.send({ type: 'CHUNK', requestId: 'r1', messageId: 'a1', delta: 'About three' });
    actor.send({ type: 'STOP' });
    expect(frames.at(-1)).toEqual({ type: 'stop', request_id: 'r1' });
    expect(actor.getSnapshot().matches({ live: { conversation: 'stopping' } })).toBe(true);
    const stopped = { ...reply, content: 'About three', status: 'stopped' as const };
    actor.send({ type: 'DONE', requestId: 'r1', message: stopped });
    expect(actor.getSnapshot().matches({ live: { conversation: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual(stopped);
  });

  it('shows a failed reply and asks the same question again on retry', async () => {
    const { frames, socket } = scriptedSocket();
    const actor = startChat({ actors: { chatSocket: socket } });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'Who will win?' });
    actor.send({ type: 'USER_MESSAGE', requestId: 'r1', message: message({}) });
    actor.send({ type: 'CHUNK', requestId: 'r1', messageId: 'a1', delta: 'Ars' });
    actor.send({
      type: 'REPLY_FAILED',
      requestId: 'r1',
      code: 'analyst_unavailable',
    });
    const failed = actor.getSnapshot();
    expect(failed.matches({ live: { conversation: 'replyError' } })).toBe(true);
    expect(errorText(failed)).toBe('The analyst is not available right now. Please try again.');
    expect(failed.context.messages.at(-1)?.status).toBe('error');

    actor.send({ type: 'RETRY' });
    expect(frames.at(-1)).toEqual({
      type: 'send',
      request_id: 'r2',
      content: 'Who will win?',
      language: 'en',
    });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says the analyst could not answer for other reply failures, never in the server words', async () => {
    const actor = startChat({});
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'Who will win?' });
    actor.send({ type: 'REPLY_FAILED', requestId: 'r1', code: 'bad_message' });
    expect(errorText(actor.getSnapshot())).toBe('The analyst could not answer. Please try again.');
  });

  it('says in Spanish how long to wait when the HTTP send is limited', async () => {
    const actor = startChat({
      actors: {
        postMessage: failing(
          httpError(429, { code: 'rate_limited', detail: 'Too many messages.', retry_after: 12 }),
        ),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'SOCKET_LOST' });
    actor.send({ type: 'ASK', question: 'Who will win?' });
    await waitFor(actor, (snapshot) => snapshot.matches({ live: { conversation: 'replyError' } }));
    expect(errorText(actor.getSnapshot(), 'es')).toBe(
      'Demasiados mensajes. Espera 12 s y vuelve a intentarlo.',
    );
  });

  it('goes read-only when the match finishes during the chat', async () => {
    const actor = startChat({});
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'Who will win?' });
    actor.send({ type: 'REPLY_FAILED', requestId: 'r1', code: 'chat_read_only' });
    expect(actor.getSnapshot().value).toBe('readOnly');
  });

  it('sends a question by HTTP when the socket is lost before the server took it', async () => {
    const posted: Array<{ clientId: string; content: string; language: string }> = [];
    const actor = startChat({
      actors: {
        postMessage: fromPromise(async ({ input: request }) => {
          posted.push(request);
          return { user_message: message({}), assistant_message: reply };
        }),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'Who will win?' });
    actor.send({ type: 'SOCKET_LOST' });
    await waitFor(actor, (snapshot) => snapshot.matches({ live: { conversation: 'idle' } }));
    expect(posted).toEqual([{ clientId: 'c1', content: 'Who will win?', language: 'en' }]);
    expect(actor.getSnapshot().context.messages).toEqual([message({}), reply]);
    expect(actor.getSnapshot().matches({ live: { connection: 'http' } })).toBe(true);
  });

  it('marks a reply cut by a lost connection failed, and retries it by HTTP', async () => {
    const posted: string[] = [];
    const actor = startChat({
      actors: {
        postMessage: fromPromise(async ({ input: request }) => {
          posted.push(request.content);
          return { user_message: message({ id: 'u2' }), assistant_message: reply };
        }),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'Who will win?' });
    actor.send({ type: 'USER_MESSAGE', requestId: 'r1', message: message({}) });
    actor.send({ type: 'CHUNK', requestId: 'r1', messageId: 'a0', delta: 'Ars' });
    actor.send({ type: 'SOCKET_LOST' });
    expect(errorText(actor.getSnapshot())).toBe(
      'The connection was lost before the reply ended. Please try again.',
    );
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches({ live: { conversation: 'idle' } }));
    expect(posted).toEqual(['Who will win?']);
  });

  it('asks by HTTP once the socket was refused, and shows the Pro gate on 403', async () => {
    const actor = startChat({
      actors: {
        postMessage: failing(httpError(403, { code: 'pro_required', detail: 'x' })),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'SOCKET_REFUSED', code: 'invalid_token' });
    actor.send({ type: 'ASK', question: 'Who will win?' });
    expect(actor.getSnapshot().matches({ live: { conversation: 'posting' } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('proGate'));
  });

  it('shows the Pro gate when the socket refuses a user who is no longer Pro', async () => {
    const actor = startChat({});
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'SOCKET_REFUSED', code: 'pro_required' });
    expect(actor.getSnapshot().value).toBe('proGate');
  });

  it('shows the stored question and failed reply when the analyst fails over HTTP', async () => {
    const failedReply = message({
      id: 'a2',
      role: 'assistant',
      status: 'error',
      content: 'The analyst timed out.',
    });
    let changed = 0;
    const actor = startChat({
      actors: {
        postMessage: failing(
          httpError(503, {
            code: 'analyst_unavailable',
            detail: 'The analyst timed out.',
            user_message: message({}),
            assistant_message: failedReply,
          }),
        ),
      },
      actions: {
        chatChanged: () => {
          changed += 1;
        },
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'SOCKET_LOST' });
    actor.send({ type: 'ASK', question: 'Who will win?' });
    await waitFor(actor, (snapshot) => snapshot.matches({ live: { conversation: 'replyError' } }));
    expect(actor.getSnapshot().context.messages).toEqual([message({}), failedReply]);
    expect(errorText(actor.getSnapshot())).toBe(
      'The analyst is not available right now. Please try again.',
    );
    expect(changed).toBe(1);
  });

  it('asks the user to slow down when the server limits messages', async () => {
    const actor = startChat({});
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'ASK', question: 'Who will win?' });
    actor.send({ type: 'REPLY_FAILED', requestId: 'r1', code: 'rate_limited', retryAfter: 3 });
    expect(errorText(actor.getSnapshot())).toBe(
      'Too many messages. Please wait 3 s and try again.',
    );
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'REPLY_FAILED', requestId: 'r2', code: 'rate_limited' });
    expect(errorText(actor.getSnapshot())).toBe(
      'Too many messages. Please wait a moment and try again.',
    );
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('keeps the question after an HTTP failure so it can be retried', async () => {
    let attempts = 0;
    const actor = startChat({
      actors: {
        postMessage: fromPromise(async () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('fetch failed');
          return { user_message: message({}), assistant_message: reply };
        }),
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('live'));
    actor.send({ type: 'SOCKET_LOST' });
    actor.send({ type: 'ASK', question: 'Who will win?' });
    await waitFor(actor, (snapshot) => snapshot.matches({ live: { conversation: 'replyError' } }));
    expect(errorText(actor.getSnapshot())).toBe('The analyst could not answer. Please try again.');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches({ live: { conversation: 'idle' } }));
    expect(attempts).toBe(2);
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
  });
});
