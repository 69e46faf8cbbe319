import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ChatSendResult } from '../../contracts/chat';
import { createAnalyst } from '../analysis/analyst/create-analyst';
import type { FeatureOptions } from '../app-deps';
import { currentUser, publicRoute } from '../auth/require-user';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { predictionService } from '../matches/predictions';
import { chatParams, createChatBody, sendMessageBody } from './chat.schemas';
import { chatSocket } from './chat.socket';
import type { ChatBus } from './chat-bus';
import { chatReplies } from './chat-reply';
import { chatService } from './chat-service';
import type { ChatRef } from './chat-store';
import { matchFactsLoader } from './match-facts';
import { matchReviews } from './match-reviews';

/** POST/GET /api/chats/, GET /api/chats/{id}/, POST /api/chats/{id}/messages/ (the HTTP
 * fallback) and the WebSocket /api/ws/chat/{id}; docs/chat-protocol.md. */
export const chatRoutes: FastifyPluginAsync<FeatureOptions & { bus: ChatBus }> = async (
  app,
  { deps, bus },
) => {
  const { db } = deps.database;
  const service = chatService(db);
  const matchFacts = matchFactsLoader(db, predictionService(db), service.leagueName);
  const analyst = await createAnalyst(deps.config, app.log);
  const reply = chatReplies({
    store: service.store,
    analyst,
    matchFacts,
    bus,
    log: app.log,
  });
  service.useReviews(matchReviews({ store: service.store, matchFacts, log: app.log }));

  // Messages per user, counted by the rate-limit plugin's store (Redis when configured),
  // the same budget for both transports; the socket sets request.user once authenticated.
  const sendLimit = app.createRateLimit({
    max: deps.config.chatRateLimitPerUser,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${request.user?.id ?? request.ip}`,
  });
  const checkSendLimit = async (request: FastifyRequest) => {
    const result = await sendLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      const retryAfter = Math.max(1, result.ttlInSeconds);
      throw new HttpError(429, `Too many messages. Please wait ${retryAfter} s and try again.`, {
        code: 'rate_limited',
        retryAfter,
      });
    }
  };

  // A socket that opens is a question on its way: its match's facts load meanwhile (kept
  // per data version, so the reply finds them in memory or in flight), and the analyst
  // prepares what its answers about them share.
  const prepare = (chat: ChatRef) => {
    service
      .matchOf(chat.matchId)
      .then(async (row) => analyst.prepare?.(await matchFacts(row, new Date())))
      .catch((error: unknown) => app.log.warn({ err: error }, 'chat: cannot load match facts'));
  };

  app.post('/chats/', async (request, response) => {
    const body = parseInput(createChatBody, request.body);
    const { chat, created } = await service.create(currentUser(request), body);
    return response.code(created ? 201 : 200).send(chat);
  });

  app.get('/chats/', async (request) => ({
    data: await service.list(currentUser(request)),
  }));

  app.get('/chats/:client_id/', async (request) => {
    const { client_id } = parseInput(chatParams, request.params);
    return service.get(currentUser(request), client_id);
  });

  app.post('/chats/:client_id/messages/', async (request, response) => {
    const user = currentUser(request);
    const { client_id } = parseInput(chatParams, request.params);
    const body = parseInput(sendMessageBody, request.body);
    const { chat, match } = await service.sendable(user, client_id);
    await checkSendLimit(request);
    const result = await reply({
      user,
      chat,
      match,
      content: body.content,
      language: body.language,
      signal: new AbortController().signal,
      // The sender gets the whole reply in the response; the chat's sockets see it stream.
      origin: `http-${randomUUID()}`,
      requestId: 'send',
    });
    const messages: ChatSendResult = {
      user_message: result.userMessage,
      assistant_message: result.assistantMessage,
    };
    // The question is stored either way; the failed reply says why, in the user's language.
    if (result.error) return response.code(503).send({ ...result.error, ...messages });
    return response.code(201).send(messages);
  });

  app.route({
    method: 'GET',
    url: '/ws/chat/:client_id',
    wsHandler: chatSocket({ deps, service, reply, bus, checkSendLimit, prepare }),
    // Browsers cannot send headers on a WebSocket: the socket checks the token of its first
    // frame with the same session check (chat.socket.ts).
    ...publicRoute(),
    // A plain HTTP request (no Upgrade) is told what this address is for, instead of the
    // plugin's bodiless 404.
    handler: (_request, response) =>
      response
        .code(426)
        .header('upgrade', 'websocket')
        .send({ detail: 'This address takes WebSocket connections only.', code: 'bad_request' }),
  });
};
