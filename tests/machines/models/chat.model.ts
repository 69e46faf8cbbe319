import assert from 'node:assert/strict';
import { fromCallback } from 'xstate';
import type { Chat, ChatClientFrame, ChatMessage } from '../../../contracts/chat';
import { type ChatInput, chatMachine } from '../../../machines/chat.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never } from './fixtures';

/** A chat, its messages and input as the model and the chat tests use them. */
const match: Chat['match'] = {
  id: 'm1',
  league: { code: 'PL', name: 'Premier League' },
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  kickoff: '2026-11-23T15:00:00Z',
  status: 'scheduled',
  minute: null,
  home_goals: null,
  away_goals: null,
};
export const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: 'u1',
  role: 'user',
  content: 'Who will win?',
  language: 'en',
  status: 'complete',
  attachments: [],
  created_at: '2026-11-23T10:00:00Z',
  ...overrides,
});
export const chat = (overrides: Partial<Chat> = {}): Chat => ({
  client_id: 'c1',
  match,
  read_only: false,
  created_at: '2026-11-23T10:00:00Z',
  updated_at: '2026-11-23T10:00:00Z',
  messages: [],
  ...overrides,
});
export const reply = message({
  id: 'a1',
  role: 'assistant',
  content: 'Arsenal are favourites.',
  attachments: [{ type: 'probability_bar', home: 0.5, draw: 0.3, away: 0.2 }],
});
export const input = (overrides: Partial<ChatInput> = {}): ChatInput => ({
  clientId: 'c1',
  matchId: null,
  isPro: true,
  language: 'en',
  ...overrides,
});
const frame = { requestId: 'r1' };

export const chatModel = defineModel({
  machine: chatMachine.provide({
    actors: {
      loadChat: never(),
      createChat: never(),
      postMessage: never(),
      chatSocket: fromCallback<ChatClientFrame, { clientId: string }>(() => {}),
    },
  }),
  starts: [
    { means: 'a free user opens a chat', input: input({ isPro: false }) },
    { means: 'a Pro user opens an existing chat', input: input({ matchId: null }) },
    {
      means: 'a Pro user starts a chat about match m1 from the sidebar',
      input: input({ matchId: 'm1' }),
    },
  ],
  serializeState: (snapshot) => {
    const { context } = snapshot;
    return JSON.stringify({
      value: snapshot.value,
      readOnly: context.chat?.read_only,
      draft: context.draft,
      asked: context.question !== null,
    });
  },
  events: [
    actorDone('loadChat', chat(), 'the server returns the chat, still open'),
    actorDone(
      'loadChat',
      chat({ read_only: true }),
      'the server returns the chat, read-only (its match is over)',
    ),
    actorFailed(
      'loadChat',
      httpError(404, { detail: 'Not found' }),
      'the server does not know the chat (404)',
    ),
    actorFailed('loadChat', httpError(500), 'loading the chat fails (500)'),
    actorDone('createChat', chat(), 'the server creates the chat'),
    actorFailed(
      'createChat',
      httpError(403, { code: 'pro_required', detail: 'Pro only' }),
      'the server refuses to create the chat: Pro only (403 pro_required)',
    ),
    actorFailed(
      'createChat',
      httpError(409, { code: 'match_finished', detail: 'Finished' }),
      'the server refuses to create the chat: the match is over (409 match_finished)',
    ),
    { event: { type: 'RETRY' }, means: 'the user presses "Try again"' },
    {
      event: { type: 'EDIT', text: 'Who will win?' },
      means: 'the user types "Who will win?" in the message box',
    },
    { event: { type: 'SUBMIT' }, means: 'the user presses "Send"' },
    {
      event: { type: 'ASK', question: '¿Cuántos goles habrá?' },
      means: 'the user picks a suggested question',
    },
    { event: { type: 'STOP' }, means: 'the user presses "Stop" while the analyst answers' },
    {
      event: { type: 'USER_MESSAGE', ...frame, message: message({}) },
      means: 'the socket echoes the user message as stored',
    },
    {
      event: { type: 'CHUNK', ...frame, messageId: 'a1', delta: 'Arsenal ' },
      means: 'the socket streams a piece of the answer',
    },
    {
      event: { type: 'DONE', ...frame, message: reply },
      means: 'the socket delivers the finished answer',
    },
    {
      event: { type: 'REPLY_FAILED', ...frame, code: 'analyst_unavailable' },
      means: 'the socket says the analyst is unavailable',
    },
    {
      event: { type: 'REPLY_FAILED', ...frame, code: 'pro_required' },
      means: 'the socket refuses the question: Pro only',
    },
    {
      event: { type: 'REPLY_FAILED', ...frame, code: 'chat_read_only' },
      means: 'the socket refuses the question: the chat is read-only',
    },
    { event: { type: 'SOCKET_LOST' }, means: 'the live connection drops' },
    {
      event: { type: 'SOCKET_REFUSED', code: 'pro_required' },
      means: 'the server refuses the live connection: Pro only',
    },
    {
      event: { type: 'SOCKET_REFUSED', code: 'invalid_token' },
      means: 'the server refuses the live connection: the session token is invalid',
    },
    actorDone(
      'postMessage',
      { user_message: message({}), assistant_message: reply },
      'the server answers the question sent over HTTP',
    ),
    actorFailed(
      'postMessage',
      httpError(403, { code: 'pro_required', detail: 'Pro only' }),
      'the server refuses the question sent over HTTP: Pro only (403)',
    ),
    actorFailed(
      'postMessage',
      httpError(409, { code: 'chat_read_only', detail: 'Finished' }),
      'the server refuses the question sent over HTTP: the chat is read-only (409)',
    ),
    actorFailed(
      'postMessage',
      httpError(503, { code: 'analyst_unavailable', detail: 'Down' }),
      'the server cannot answer over HTTP: the analyst is unavailable (503)',
    ),
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // A chat that failed to load says why; a gate or a chat on screen has its history only.
    if (snapshot.matches('loadError')) assert.notEqual(context.error, null);
    if (snapshot.matches('checkingAccess') || snapshot.matches('loading')) {
      assert.equal(context.chat, null);
    }
    assert.ok(context.sent >= 0);
  },
});
