import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChatServerFrame } from '../../contracts/chat';

/** A frame of one reply (user_message, chunk, done or error), always naming its send. */
export type ReplyFrame = Exclude<ChatServerFrame, { type: 'ready' }> & { request_id: string };

/** A reply frame on its way to every socket of the chat; `origin` names where the reply was
 * started (a socket, or an HTTP send) so that socket can skip what it already sent itself. */
export interface ChatBusMessage {
  origin: string;
  frame: ReplyFrame;
}

type Listener = (message: ChatBusMessage) => void;

/**
 * Fan-out of reply frames per chat: every socket subscribes to its chat, every reply
 * publishes its frames. In memory for one instance; through Redis pub/sub when REDIS_URL is
 * set, so a reply generated on one instance reaches the chat's sockets on all of them.
 */
export interface ChatBus {
  /** Hands the message to every subscriber of the chat. Never throws: a lost frame for
   * another socket must not fail the reply that is being stored. */
  publish(chatId: string, message: ChatBusMessage): void;
  /** Resolves once messages published from then on are delivered; returns the unsubscribe. */
  subscribe(chatId: string, listener: Listener): Promise<() => void>;
}

/** Listeners by chat id; both buses keep them the same way. */
function listenerRegistry() {
  const byChat = new Map<string, Set<Listener>>();
  return {
    /** Adds the listener; true when it is the chat's first (a channel to subscribe). */
    add(chatId: string, listener: Listener): boolean {
      const listeners = byChat.get(chatId);
      if (listeners) {
        listeners.add(listener);
        return false;
      }
      byChat.set(chatId, new Set([listener]));
      return true;
    },
    /** Removes the listener; true when the chat has none left (a channel to leave). */
    remove(chatId: string, listener: Listener): boolean {
      const listeners = byChat.get(chatId);
      if (!listeners?.delete(listener) || listeners.size > 0) return false;
      byChat.delete(chatId);
      return true;
    },
    deliver(chatId: string, message: ChatBusMessage) {
      for (const listener of byChat.get(chatId) ?? []) listener(message);
    },
  };
}

/** One instance: frames go straight from the reply to the chat's sockets. */
export function memoryChatBus(): ChatBus {
  const listeners = listenerRegistry();
  return {
    publish: (chatId, message) => listeners.deliver(chatId, message),
    subscribe: async (chatId, listener) => {
      listeners.add(chatId, listener);
      return () => listeners.remove(chatId, listener);
    },
  };
}

const CHANNEL_PREFIX = 'goalvision:chat:';

/**
 * Several instances: one Redis channel per chat. `subscriber` must be a connection of its
 * own (a subscribed Redis connection runs no other commands); `publisher` may be shared.
 * Redis delivers one publisher's messages in the order they were sent, so the chunks of a
 * reply arrive in order.
 */
export function redisChatBus({
  publisher,
  subscriber,
  log,
}: {
  publisher: Redis;
  subscriber: Redis;
  log: FastifyBaseLogger;
}): ChatBus {
  const listeners = listenerRegistry();
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    const message = parseMessage(text);
    if (message) listeners.deliver(channel.slice(CHANNEL_PREFIX.length), message);
    else log.warn({ channel }, 'chat bus: dropped a message that is not a reply frame');
  });
  return {
    publish(chatId, message) {
      publisher
        .publish(CHANNEL_PREFIX + chatId, JSON.stringify(message))
        .catch((error: unknown) =>
          log.warn({ err: error, chat: chatId }, 'chat bus: publish failed'),
        );
    },
    async subscribe(chatId, listener) {
      // Subscribing again to a channel already joined is a no-op for Redis, and commands on
      // one connection run in order, so a leave still in flight cannot undo this join.
      listeners.add(chatId, listener);
      try {
        await subscriber.subscribe(CHANNEL_PREFIX + chatId);
      } catch (error) {
        listeners.remove(chatId, listener);
        throw error;
      }
      return () => {
        // After close (the app shutting down) there is no subscription left to end.
        if (!listeners.remove(chatId, listener) || subscriber.status !== 'ready') return;
        subscriber
          .unsubscribe(CHANNEL_PREFIX + chatId)
          .catch((error: unknown) =>
            log.warn({ err: error, chat: chatId }, 'chat bus: unsubscribe failed'),
          );
      };
    },
  };
}

function parseMessage(text: string): ChatBusMessage | null {
  try {
    const value = JSON.parse(text) as Partial<ChatBusMessage> | null;
    const frame = value?.frame as Partial<ReplyFrame> | undefined;
    if (typeof value?.origin !== 'string' || typeof frame?.request_id !== 'string') return null;
    return value as ChatBusMessage;
  } catch {
    return null;
  }
}
