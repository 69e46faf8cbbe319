import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
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
  // One question per chat in a batch: two sends to one chat at once (a socket and the HTTP
  // fallback) are stored one statement apart, so their order stays the order they came in.
  const addQuestions = statementBatch(
    async (questions: NewQuestion[]) => {
      const pairs = questions.map(({ chatClientId, content, language }) => ({
        question: {
          id: randomUUID(),
          chatClientId,
          role: 'user' as const,
          content,
          language,
          status: 'complete' as const,
        },
        draft: {
          id: randomUUID(),
          chatClientId,
          role: 'assistant' as const,
          content: '',
          language,
          status: 'streaming' as const,
        },
      }));
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
    },
    (question) => question.chatClientId,
  );

  const recentOf = statementBatch(
    async (asks: Array<{ clientId: string; limit: number }>) => {
      const limit = Math.max(...asks.map((ask) => ask.limit));
      const ids = sql.join(
        asks.map((ask) => sql`${ask.clientId}::uuid`),
        sql`, `,
      );
      // Each chat's newest messages by its (chat, time) index.
      const { rows } = await db.execute<RecentMessage & { chat_client_id: string }>(sql`
        select recent.chat_client_id, recent.id, recent.role, recent.content, recent.language
        from unnest(array[${ids}]) as asked(client_id)
        cross join lateral (
          select ${chatMessages.chatClientId} as chat_client_id, ${chatMessages.id} as id,
            ${chatMessages.role} as role, ${chatMessages.content} as content,
            ${chatMessages.language} as language
          from ${chatMessages}
          where ${chatMessages.chatClientId} = asked.client_id and ${chatMessages.content} <> ''
          order by ${chatMessages.createdAt} desc, ${chatMessages.role} asc
          limit ${limit}
        ) as recent`);
      return asks.map((ask) =>
        rows
          .filter((row) => row.chat_client_id === ask.clientId)
          .slice(0, ask.limit)
          .map(
            ({ id, role, content, language }): RecentMessage => ({ id, role, content, language }),
          )
          .reverse(),
      );
    },
    (ask) => ask.clientId,
  );

  const finish = statementBatch(
    async (replies: Array<Finished & { id: string }>) => {
      const values = sql.join(
        replies.map(
          (reply) =>
            sql`(${reply.id}::uuid, ${reply.content}::text, ${reply.status}::text, ${JSON.stringify(reply.attachments)}::jsonb)`,
        ),
        sql`, `,
      );
      const finished = db.$with('finished').as(
        db
          .update(chatMessages)
          .set({
            content: sql`given.content`,
            status: sql`given.status`,
            attachments: sql`given.attachments`,
          })
          .from(sql`(values ${values}) as given(id, content, status, attachments)`)
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
