import { randomUUID } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { CHAT_SOCKET_CLOSE, type ChatErrorCode, type ChatServerFrame } from '../../contracts/chat';
import type { AppDeps } from '../app-deps';
import { type SessionRef, sessionService } from '../auth/session';
import type { UserRow } from '../auth/users';
import { HttpError } from '../http/http-error';
import { clientFrame } from './chat.schemas';
import type { ChatBus } from './chat-bus';
import type { ChatReplies } from './chat-reply';
import type { ChatService } from './chat-service';
import type { ChatRef } from './chat-store';

// A socket that never says who it is only holds a connection: drop it.
const AUTH_TIMEOUT_MS = 10_000;

type Frame = ReturnType<typeof clientFrame.parse>;
type SendFrame = Extract<Frame, { type: 'send' }>;

/** The error frame of a refusal thrown as an HttpError (code and wait from its extra). */
function refusal(
  error: unknown,
): { code: ChatErrorCode; detail: string; retry_after?: number } | null {
  if (!(error instanceof HttpError)) return null;
  const { code, retryAfter } = error.extra;
  return {
    code: code as ChatErrorCode,
    detail: error.detail,
    ...(retryAfter !== undefined && { retry_after: retryAfter }),
  };
}

/**
 * WebSocket /api/ws/chat/{client_id}: the first frame carries the token (browsers cannot
 * set headers on a WebSocket); then each `send` is answered in order with user_message,
 * chunks and done (or error); `stop` ends the running reply, which is stored as stopped.
 * Replies to the same chat started elsewhere (another socket, the HTTP fallback, another
 * instance) arrive through the chat bus with request_id `{origin}:{their request_id}`.
 * The session is checked again before each new question, ours or from elsewhere: once it
 * has ended (sign-out, password change or reset) the socket closes with 4401.
 */
export function chatSocket(ctx: {
  deps: AppDeps;
  service: ChatService;
  reply: ChatReplies;
  bus: ChatBus;
  checkSendLimit: (request: FastifyRequest) => Promise<void>;
  /** Starts loading what the chat's first answer needs, once the socket is its owner's. */
  prepare: (chat: ChatRef) => void;
}) {
  const sessions = sessionService(ctx.deps);

  return (socket: WebSocket, request: FastifyRequest) => {
    const clientId = (request.params as { client_id?: string }).client_id ?? '';
    // This socket's name on the chat bus, so it can skip the frames it sends itself.
    const origin = randomUUID();
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    let user: UserRow | null = null;
    let session: SessionRef | null = null;
    let authenticating: Promise<boolean> | null = null;
    // Replies run one at a time, in the order their sends arrived.
    let queue: Promise<void> = Promise.resolve();
    // Frames from elsewhere, kept in order while a new question waits for the session check.
    let relay: Promise<void> = Promise.resolve();
    const running = new Map<string, AbortController>();

    const send = (frame: ChatServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const refuse = (code: number, error: { code: ChatErrorCode; detail: string }) => {
      send({ type: 'error', ...error });
      socket.close(code, error.code);
    };

    const authTimer = setTimeout(
      () =>
        refuse(CHAT_SOCKET_CLOSE.invalidToken, {
          code: 'invalid_token',
          detail: 'Authentication timed out',
        }),
      AUTH_TIMEOUT_MS,
    );

    const refuseToken = (detail: string) =>
      refuse(CHAT_SOCKET_CLOSE.invalidToken, { code: 'invalid_token', detail });

    async function authenticate(token: string): Promise<boolean> {
      clearTimeout(authTimer);
      const authenticated = await sessions.authenticate(token);
      if (!authenticated) {
        refuseToken('Invalid authentication token');
        return false;
      }
      const found = authenticated.user;
      try {
        await ctx.service.requirePro(found);
      } catch (error) {
        refuse(CHAT_SOCKET_CLOSE.proRequired, refusal(error) ?? fallbackError);
        return false;
      }
      try {
        ctx.prepare(await ctx.service.ownedChatRef(found, clientId));
      } catch (error) {
        refuse(CHAT_SOCKET_CLOSE.notFound, refusal(error) ?? fallbackError);
        return false;
      }
      user = found;
      session = authenticated.session;
      // The per-user message limit keys on request.user, as on the HTTP routes.
      request.user = found;
      await followChat();
      send({ type: 'ready' });
      return true;
    }

    /** Subscribes to the chat's frames from elsewhere before `ready`, so nothing published
     * after the client hears `ready` is missed. Without the bus the socket still answers
     * its own sends; only the other sources are lost. */
    async function followChat() {
      try {
        const stop = await ctx.bus.subscribe(clientId, (message) => {
          if (message.origin === origin) return;
          relay = relay
            .then(async () => {
              if (message.frame.type === 'user_message' && !(await sessionUser())) return;
              send(message.frame);
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error, chat: clientId }, 'chat socket: cannot relay');
            });
        });
        if (closed) stop();
        else unsubscribe = stop;
      } catch (error) {
        request.log.warn({ err: error, chat: clientId }, 'chat socket: cannot follow the chat');
      }
    }

    /** The user while the session lasts (as every token check sees it: an announced ending at
     * once, any other within a second); else the socket closes with 4401. */
    async function sessionUser(): Promise<UserRow | null> {
      const lasting = session && user ? await sessions.live(session.id, user.id) : undefined;
      if (lasting && lasting.session.endsAt.getTime() > Date.now()) return lasting.user;
      refuseToken('This session has ended');
      return null;
    }

    async function answer(frame: SendFrame, controller: AbortController) {
      try {
        const who = await sessionUser();
        if (!who) return;
        const { chat, match } = await ctx.service.sendable(who, clientId);
        await ctx.checkSendLimit(request);
        await ctx.reply({
          user: who,
          chat,
          match,
          content: frame.content,
          language: frame.language,
          signal: controller.signal,
          origin,
          requestId: frame.request_id,
          onFrame: send,
        });
      } catch (error) {
        const known = refusal(error);
        if (!known) request.log.error({ err: error }, 'chat socket send failed');
        send({ type: 'error', request_id: frame.request_id, ...(known ?? fallbackError) });
      }
    }

    function onFrame(frame: Frame) {
      if (frame.type === 'auth') {
        send({ type: 'error', code: 'bad_message', detail: 'Already authenticated' });
        return;
      }
      if (frame.type === 'stop') {
        running.get(frame.request_id)?.abort();
        return;
      }
      if (running.has(frame.request_id)) {
        send({
          type: 'error',
          request_id: frame.request_id,
          code: 'bad_message',
          detail: 'This request_id is already in use',
        });
        return;
      }
      // Registered now, not when its turn comes, so a stop can reach a queued send too.
      const controller = new AbortController();
      running.set(frame.request_id, controller);
      queue = queue
        .then(() => answer(frame, controller))
        .finally(() => running.delete(frame.request_id));
    }

    socket.on('message', (data, isBinary) => {
      const parsed: Parsed = isBinary
        ? { ok: false, detail: 'Frames must be JSON text' }
        : parseFrame(data.toString());
      if (!authenticating) {
        // Nothing else is read before the token: a wrong first frame ends the socket.
        if (!parsed.ok || parsed.frame.type !== 'auth') {
          clearTimeout(authTimer);
          refuse(CHAT_SOCKET_CLOSE.invalidToken, {
            code: 'invalid_token',
            detail: 'The first message must be { type: "auth", token }',
          });
          return;
        }
        authenticating = authenticate(parsed.frame.token).catch((error) => {
          request.log.error({ err: error }, 'chat socket authentication failed');
          refuse(1011, fallbackError);
          return false;
        });
        return;
      }
      void authenticating.then((ok) => {
        if (!ok || !user) return;
        if (!parsed.ok) {
          const { detail, requestId } = parsed;
          send({
            type: 'error',
            code: 'bad_message',
            detail,
            ...(requestId && { request_id: requestId }),
          });
          return;
        }
        onFrame(parsed.frame);
      });
    });

    socket.on('close', () => {
      closed = true;
      unsubscribe?.();
      clearTimeout(authTimer);
      // A closed socket stops its replies; what was written is kept as `stopped`.
      for (const controller of running.values()) controller.abort();
    });
  };
}

const fallbackError = {
  code: 'analyst_unavailable' as const,
  detail: 'Something went wrong. Please try again.',
};

type Parsed = { ok: true; frame: Frame } | { ok: false; detail: string; requestId?: string };

/** A client frame, or what is wrong with it (named like the HTTP 400s: `field: problem`),
 * with its request_id when it has one so the client knows which send was refused. */
function parseFrame(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'Frames must be JSON text' };
  }
  const result = clientFrame.safeParse(value);
  if (result.success) return { ok: true, frame: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'frame';
  const requestId = (value as { request_id?: unknown } | null)?.request_id;
  return {
    ok: false,
    detail: `${field}: ${issue?.message ?? 'is invalid'}`,
    ...(typeof requestId === 'string' && { requestId }),
  };
}
