import type { Chat, ChatSummary } from '../../contracts/chat';
import type { UserRow } from '../auth/users';
import { invalidationHub } from '../cache/invalidation';
import type { Db } from '../db/database';
import { leagues } from '../db/schema';
import { HttpError } from '../http/http-error';
import { type MatchRow, matchById, matchesByIds } from '../matches/match-queries';
import { matchViews } from '../matches/match-views';
import { isPro } from '../subscriptions/pro-status';
import { isReadOnly, presentChat, presentMatch, presentSummary } from './chat-presenter';
import { type ChatRef, type ChatRow, chatStore } from './chat-store';
import type { MatchReviews } from './match-reviews';

// Chats whose owner and match are kept in memory; beyond this they are read again.
const MAX_REMEMBERED_CHATS = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The refusals of docs/chat-protocol.md, word for word.
export const chatErrors = {
  proRequired: () =>
    new HttpError(403, 'Chat analysis is available only for Pro users', { code: 'pro_required' }),
  chatNotFound: () => new HttpError(404, 'Chat not found', { code: 'not_found' }),
  matchNotFound: () => new HttpError(404, 'Match not found', { code: 'not_found' }),
  matchFinished: () =>
    new HttpError(409, 'Cannot select a finished match', { code: 'match_finished' }),
  readOnly: () =>
    new HttpError(409, 'This match has finished: its chat is read-only', {
      code: 'chat_read_only',
    }),
  idTaken: () =>
    new HttpError(409, 'This chat id is already used for another chat', {
      code: 'chat_id_taken',
    }),
};

/** The chat rules both transports share: ownership (another user's chat is a 404), Pro on
 * every create and send (read from subscriptions, never from the token), read-only chats
 * of finished matches. */
export function chatService(db: Db) {
  const store = chatStore(db);
  // Set once the analyst is known (chat.routes.ts): finished matches' chats get its review.
  let reviews: Pick<MatchReviews, 'ensure'> | undefined;
  let leagueNames: Promise<Map<string, string>> | undefined;

  // The five leagues are seeded by a migration and never change while running.
  const leagueName = async (code: string) => {
    leagueNames ??= db
      .select({ code: leagues.code, name: leagues.name })
      .from(leagues)
      .then((rows) => new Map(rows.map((r) => [r.code, r.name])));
    return (await leagueNames).get(code) ?? code;
  };

  const views = matchViews(db);
  // From memory while the match data and the clock stand still (match-views.ts).
  const matchOf = async (matchId: string) => {
    const row = await views.value(`row:${matchId}`, new Date(), () => matchById(db, matchId));
    if (!row) throw chatErrors.matchNotFound();
    return row;
  };

  const chatMatch = async (row: MatchRow, now: Date) =>
    presentMatch(row, await leagueName(row.league), now);

  /** The user's own chat, or 404 whether it is missing or someone else's. */
  async function ownedChat(user: UserRow, clientId: string): Promise<ChatRow> {
    const chat = UUID.test(clientId) ? await store.byId(clientId) : undefined;
    if (!chat || chat.userId !== user.id) throw chatErrors.chatNotFound();
    return chat;
  }

  // A chat's owner and match never change, and a chat goes only with its user or its match
  // (announced: a `user` or `data` invalidation), so a send reads them from memory.
  const owners = new Map<string, ChatRef>();
  let forgettings = 0;
  invalidationHub(db).listen((event) => {
    if (event.kind === 'session') return;
    forgettings++;
    owners.clear();
  });
  /** ownedChat without its times, from memory once read. */
  async function ownedChatRef(user: UserRow, clientId: string): Promise<ChatRef> {
    let chat = owners.get(clientId);
    if (!chat) {
      const started = forgettings;
      const { userId, matchId } = await ownedChat(user, clientId);
      chat = { clientId, userId, matchId };
      if (started === forgettings) {
        if (owners.size >= MAX_REMEMBERED_CHATS) owners.clear();
        owners.set(clientId, chat);
      }
    }
    if (chat.userId !== user.id) throw chatErrors.chatNotFound();
    return chat;
  }

  async function requirePro(user: UserRow) {
    if (!(await isPro(db, user.id))) throw chatErrors.proRequired();
  }

  return {
    store,
    leagueName,
    useReviews(value: Pick<MatchReviews, 'ensure'>) {
      reviews = value;
    },
    ownedChat,
    ownedChatRef,
    matchOf,
    requirePro,

    /** POST /chats/: 201 when made, 200 for a repeat of the same request (safe to retry). */
    async create(
      user: UserRow,
      input: { client_id: string; match_id: string },
    ): Promise<{ chat: Chat; created: boolean }> {
      await requirePro(user);
      const now = new Date();
      const existing = await store.byId(input.client_id);
      if (existing) {
        if (existing.userId !== user.id || existing.matchId !== input.match_id) {
          throw chatErrors.idTaken();
        }
        const match = await chatMatch(await matchOf(existing.matchId), now);
        return {
          chat: presentChat(existing, match, await store.messages(existing.clientId)),
          created: false,
        };
      }
      const row = await matchOf(input.match_id);
      const match = await chatMatch(row, now);
      if (isReadOnly(match)) throw chatErrors.matchFinished();
      const { row: chat, created } = await store.createOrGet({
        clientId: input.client_id,
        userId: user.id,
        matchId: row.id,
      });
      // Lost a race with a simultaneous create of the same id: same rules as a repeat.
      if (!created && (chat.userId !== user.id || chat.matchId !== row.id)) {
        throw chatErrors.idTaken();
      }
      return { chat: presentChat(chat, match, []), created };
    },

    async list(user: UserRow): Promise<ChatSummary[]> {
      const now = new Date();
      const rows = await store.listForUser(user.id);
      // Every chat's match in one query, not one per chat.
      const byId = await matchesByIds(
        db,
        rows.map(({ chat }) => chat.matchId),
      );
      return Promise.all(
        rows.map(async ({ chat, lastMessage, reviewed, asked }) => {
          const row = byId.get(chat.matchId);
          if (!row) throw chatErrors.matchNotFound();
          const match = await chatMatch(row, now);
          // A finished match's review is the chat's last message from then on. Only a chat
          // with a question gets one: asking the others would cost a query each, every list.
          const reviewDue = isReadOnly(match) && !reviewed && asked;
          const review = reviewDue ? await reviews?.ensure(chat, row, now) : null;
          return presentSummary(chat, match, review?.content ?? lastMessage);
        }),
      );
    },

    async get(user: UserRow, clientId: string): Promise<Chat> {
      const now = new Date();
      const chat = await ownedChat(user, clientId);
      const row = await matchOf(chat.matchId);
      const match = await chatMatch(row, now);
      const messages = await store.messages(chat.clientId);
      const review = isReadOnly(match) ? await reviews?.ensure(chat, row, now, messages) : null;
      const all =
        review && !messages.some((m) => m.id === review.id) ? [...messages, review] : messages;
      return presentChat(chat, match, all);
    },

    /** What a send needs, after every check but the rate limit: Pro, owner, not read-only. */
    async sendable(user: UserRow, clientId: string): Promise<{ chat: ChatRef; match: MatchRow }> {
      await requirePro(user);
      const chat = await ownedChatRef(user, clientId);
      const match = await matchOf(chat.matchId);
      if (isReadOnly(await chatMatch(match, new Date()))) throw chatErrors.readOnly();
      return { chat, match };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
