import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatMessages } from '../db/schema';

// What a reply cut off by a stopped server says instead of the text it never stored (the
// text is written only when a reply finishes).
const INTERRUPTED = {
  en: 'This answer was interrupted because the server restarted. Please ask again.',
  es: 'Esta respuesta se interrumpió porque el servidor se reinició. Vuelve a preguntar.',
} as const;

/**
 * Replies left `streaming` by a server that stopped mid-answer (a crash, a kill): nobody
 * will finish them, so at start they become `error` with a message in their language.
 * Only replies begun before `startedAt`. On several instances sharing a database, a reply
 * another instance is still writing is marked too, until that instance finishes it and
 * stores its real text and status over this. Returns how many were marked.
 */
export async function failInterruptedReplies(db: Db, startedAt: Date): Promise<number> {
  const interrupted = and(
    eq(chatMessages.status, 'streaming'),
    lt(chatMessages.createdAt, startedAt),
  );
  const inSpanish = await db
    .update(chatMessages)
    .set({ status: 'error', content: INTERRUPTED.es })
    .where(and(interrupted, eq(chatMessages.language, 'es')))
    .returning({ id: chatMessages.id });
  const inEnglish = await db
    .update(chatMessages)
    .set({ status: 'error', content: INTERRUPTED.en })
    .where(and(interrupted, ne(chatMessages.language, 'es')))
    .returning({ id: chatMessages.id });
  return inSpanish.length + inEnglish.length;
}
