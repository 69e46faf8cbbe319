import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ChatAttachment, ChatMessageStatus } from '../../contracts/chat';
import type { Language } from '../../contracts/language';
import type { Db } from '../db/database';
import { chatMessages, chats } from '../db/schema';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
/** Who a chat belongs to and which match it is about: all a reply needs, and never changing. */
export type ChatRef = Pick<ChatRow, 'clientId' | 'userId' | 'matchId'>;

/** Chats and their messages in the database; no access rules here (chat-service.ts). */
export function chatStore(db: Db) {
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

    /** The last `limit` messages with text, oldest first: what an answer reads back. */
    async recentMessages(clientId: string, limit: number) {
      const rows = await db
        .select({
          id: chatMessages.id,
          role: chatMessages.role,
          content: chatMessages.content,
          language: chatMessages.language,
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.chatClientId, clientId), ne(chatMessages.content, '')))
        .orderBy(desc(chatMessages.createdAt), asc(chatMessages.role))
        .limit(limit);
      return rows.reverse();
    },

    /** Stores a question and the empty draft of its reply, in one statement (a reply's
     * database work is most of its cost); the chat's activity time moves when the reply is
     * finished (finishMessage), which always follows. */
    async addQuestionAndDraft(values: {
      chatClientId: string;
      content: string;
      language: Language;
    }): Promise<{ question: ChatMessageRow; draft: ChatMessageRow }> {
      const { chatClientId, content, language } = values;
      const rows = await db
        .insert(chatMessages)
        .values([
          { chatClientId, role: 'user', content, language, status: 'complete' },
          { chatClientId, role: 'assistant', content: '', language, status: 'streaming' },
        ])
        .returning();
      const question = rows.find((row) => row.role === 'user');
      const draft = rows.find((row) => row.role === 'assistant');
      if (!question || !draft) throw new Error(`chat ${chatClientId}: question not stored`);
      return { question, draft };
    },

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

    /** Writes a reply's final text, status and pictures and moves the chat's activity time,
     * in one statement (a reply's database work is most of its cost on PGlite). */
    async finishMessage(
      id: string,
      values: { content: string; status: ChatMessageStatus; attachments: ChatAttachment[] },
    ): Promise<ChatMessageRow> {
      const finished = db
        .$with('finished')
        .as(db.update(chatMessages).set(values).where(eq(chatMessages.id, id)).returning());
      const touched = db.$with('touched').as(
        db
          .update(chats)
          .set({ updatedAt: sql`now()` })
          .where(inArray(chats.clientId, db.select({ id: finished.chatClientId }).from(finished)))
          .returning({ clientId: chats.clientId }),
      );
      const [row] = await db.with(finished, touched).select().from(finished);
      if (!row) throw new Error(`chat message ${id} vanished`);
      return row;
    },
  };
}

export type ChatStore = ReturnType<typeof chatStore>;
