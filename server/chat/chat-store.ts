import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { ChatAttachment, ChatMessageStatus } from '../../contracts/chat';
import type { Language } from '../../contracts/language';
import type { Db } from '../db/database';
import { chatMessages, chats } from '../db/schema';
import { statementBatch } from '../db/statement-batch';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
/** Who a chat belongs to and which match it is about: all a reply needs, and never changing. */
export type ChatRef = Pick<ChatRow, 'clientId' | 'userId' | 'matchId'>;

interface NewQuestion {
  chatClientId: string;
  content: string;
  language: Language;
}

interface Finished {
  content: string;
  status: ChatMessageStatus;
  attachments: ChatAttachment[];
}

type RecentMessage = Pick<ChatMessageRow, 'id' | 'role' | 'content' | 'language'>;

/** Chats and their messages in the database; no access rules here (chat-service.ts). */
export function chatStore(db: Db) {
  // Sends to one chat at once (a socket and the HTTP fallback) may share a batch: each later
  // one is stamped a microsecond after the one before, so their order stays the order they
  // came in (a question and its draft share a time; the question sorts first by role).
  const addQuestions = statementBatch(async (questions: NewQuestion[]) => {
    const earlier = new Map<string, number>();
    const pairs = questions.map(({ chatClientId, content, language }) => {
      const nth = earlier.get(chatClientId) ?? 0;
      earlier.set(chatClientId, nth + 1);
      const createdAt = nth > 0 ? sql.raw(`now() + interval '${nth} microseconds'`) : undefined;
      return {
        question: {
          id: randomUUID(),
          chatClientId,
          role: 'user' as const,
          content,
          language,
          status: 'complete' as const,
          createdAt,
        },
        draft: {
          id: randomUUID(),
          chatClientId,
          role: 'assistant' as const,
          content: '',
          language,
          status: 'streaming' as const,
          createdAt,
        },
      };
    });
    const rows = await db
      .insert(chatMessages)
      .values(pairs.flatMap(({ question, draft }) => [question, draft]))
      .returning();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pairs.map(({ question, draft }) => {
      const stored = { question: byId.get(question.id), draft: byId.get(draft.id) };
      if (!stored.question || !stored.draft) {
        throw new Error(`chat ${question.chatClientId}: question not stored`);
      }
      return stored as { question: ChatMessageRow; draft: ChatMessageRow };
    });
  });

  // A chat's newest messages with text, newest first, by its (chat, time) index.
  const newestOf = (clientId: string, limit: number) =>
    db
      .select({
        chatClientId: chatMessages.chatClientId,
        id: chatMessages.id,
        role: chatMessages.role,
        content: chatMessages.content,
        language: chatMessages.language,
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatClientId, clientId), ne(chatMessages.content, '')))
      .orderBy(desc(chatMessages.createdAt), asc(chatMessages.role))
      .limit(limit);

  const recentOf = statementBatch(async (asks: Array<{ clientId: string; limit: number }>) => {
    const limit = Math.max(...asks.map((ask) => ask.limit));
    const chatIds = [...new Set(asks.map((ask) => ask.clientId))];
    // PGlite plans every statement afresh: one chat's plain query costs less than the union.
    const rows =
      chatIds.length === 1
        ? await newestOf(chatIds[0] as string, limit)
        : (
            await db.execute<RecentMessage & { chat_client_id: string }>(
              sql.join(
                chatIds.map((id) => sql`(${newestOf(id, limit)})`),
                sql` union all `,
              ),
            )
          ).rows.map(({ chat_client_id, ...row }) => ({ ...row, chatClientId: chat_client_id }));
    return asks.map((ask) =>
      rows
        .filter((row) => row.chatClientId === ask.clientId)
        .slice(0, ask.limit)
        .map(({ id, role, content, language }): RecentMessage => ({ id, role, content, language }))
        .reverse(),
    );
  });

  const finish = statementBatch(
    async (replies: Array<Finished & { id: string }>): Promise<ChatMessageRow[]> => {
      // One reply alone: two plain statements cost PGlite less than the combined one.
      if (replies.length === 1) {
        const { id, ...values } = replies[0] as Finished & { id: string };
        const [row] = await db
          .update(chatMessages)
          .set(values)
          .where(eq(chatMessages.id, id))
          .returning();
        if (!row) throw new Error(`chat message ${id} vanished`);
        await db
          .update(chats)
          .set({ updatedAt: sql`now()` })
          .where(eq(chats.clientId, row.chatClientId));
        return [row];
      }
      const given = sql`unnest(
        ${sql.param(replies.map((reply) => reply.id))}::uuid[],
        ${sql.param(replies.map((reply) => reply.content))}::text[],
        ${sql.param(replies.map((reply) => reply.status))}::text[],
        ${sql.param(replies.map((reply) => JSON.stringify(reply.attachments)))}::jsonb[]
      ) as given(id, content, status, attachments)`;
      const finished = db.$with('finished').as(
        db
          .update(chatMessages)
          .set({
            content: sql`given.content`,
            status: sql`given.status`,
            attachments: sql`given.attachments`,
          })
          .from(given)
          .where(sql`${chatMessages.id} = given.id`)
          .returning(getTableColumns(chatMessages)),
      );
      const touched = db.$with('touched').as(
        db
          .update(chats)
          .set({ updatedAt: sql`now()` })
          .where(inArray(chats.clientId, db.select({ id: finished.chatClientId }).from(finished)))
          .returning({ clientId: chats.clientId }),
      );
      const rows = await db.with(finished, touched).select().from(finished);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return replies.map((reply) => {
        const row = byId.get(reply.id);
        if (!row) throw new Error(`chat message ${reply.id} vanished`);
        return row;
      });
    },
    (reply) => reply.id,
  );

  return {
    /** Inserts the chat unless its id exists; either way returns the stored row. */
    async createOrGet(values: { clientId: string; userId: string; matchId: string }) {
      const [created] = await db.insert(chats).values(values).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      const [existing] = await db.select().from(chats).where(eq(chats.clientId, values.clientId));
      if (!existing) throw new Error(`chat ${values.clientId} vanished during create`);
      return { row: existing, created: false };
    },

    async byId(clientId: string): Promise<ChatRow | undefined> {
      const [row] = await db.select().from(chats).where(eq(chats.clientId, clientId));
      return row;
    },

    /** A user's chats, newest activity first, with the text of each one's last message,
     * whether it has its review and whether anyone asked in it (a review is due only then),
     * all in one statement: listing costs no query per chat. */
    async listForUser(userId: string) {
      const lastMessage = sql<string | null>`(
        select ${chatMessages.content} from ${chatMessages}
        where ${chatMessages.chatClientId} = ${chats.clientId}
        order by ${chatMessages.createdAt} desc, ${chatMessages.role} asc
        limit 1)`;
      const reviewed = sql<boolean>`exists (
        select 1 from ${chatMessages}
        where ${chatMessages.chatClientId} = ${chats.clientId} and ${chatMessages.kind} = 'review')`;
      const asked = sql<boolean>`exists (
        select 1 from ${chatMessages}
        where ${chatMessages.chatClientId} = ${chats.clientId} and ${chatMessages.role} = 'user')`;
      return db
        .select({ chat: chats, lastMessage, reviewed, asked })
        .from(chats)
        .where(eq(chats.userId, userId))
        .orderBy(desc(chats.updatedAt), asc(chats.clientId));
    },

    /** Oldest first; a question comes before its reply even within one clock tick. */
    messages(clientId: string): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.chatClientId, clientId))
        .orderBy(asc(chatMessages.createdAt), desc(chatMessages.role));
    },

    /** The last `limit` messages with text, oldest first: what an answer reads back (the
     * chats of replies starting together in one statement). */
    recentMessages: (clientId: string, limit: number) => recentOf({ clientId, limit }),

    /** Stores a question and the empty draft of its reply; the questions of replies starting
     * together in one statement (a reply's database work is most of its cost). The chat's
     * activity time moves when the reply is finished (finishMessage), which always follows. */
    addQuestionAndDraft: (values: NewQuestion) => addQuestions(values),

    /**
     * Adds the analyst's post-match review unless the chat has one: concurrent calls store one
     * review (a unique index), and each gets that stored row back.
     */
    async addReview(values: {
      chatClientId: string;
      content: string;
      language: Language;
      attachments: ChatAttachment[];
    }): Promise<ChatMessageRow> {
      const [created] = await db
        .insert(chatMessages)
        .values({ ...values, role: 'assistant', status: 'complete', kind: 'review' })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await db
          .update(chats)
          .set({ updatedAt: sql`now()` })
          .where(eq(chats.clientId, values.chatClientId));
        return created;
      }
      const [existing] = await db
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.chatClientId, values.chatClientId), eq(chatMessages.kind, 'review')),
        );
      if (!existing) throw new Error(`review of chat ${values.chatClientId} vanished`);
      return existing;
    },

    /** Writes a reply's final text, status and pictures and moves the chat's activity time;
     * the replies finishing together in one statement. */
    finishMessage: (id: string, values: Finished) => finish({ id, ...values }),
  };
}

export type ChatStore = ReturnType<typeof chatStore>;
