import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats, matches, users } from '../../../server/db/schema';
import { startServer } from '../../../server/start';
import { testConfig } from '../test-database';

// A server stopped mid-answer leaves its reply `streaming`; the next start must close it.
// Two starts on one data folder (PGlite on disk), as a crash and a restart would.
describe('chat replies interrupted by a stopped server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gv-interrupted-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const config = () => ({ ...testConfig({ DATA_DIR: dataDir }), port: 0 });

  it('are marked error at the next start, in their language; finished replies keep theirs', async () => {
    const first = await startServer(config());
    let chatId: string;
    try {
      const { db } = first.database;
      const [user] = await db
        .insert(users)
        .values({ name: 'Ana', email: 'ana@example.com', emailVerifiedAt: new Date() })
        .returning();
      const [match] = await db.select().from(matches).limit(1);
      const [chat] = await db
        .insert(chats)
        .values({ clientId: crypto.randomUUID(), userId: user?.id ?? '', matchId: match?.id ?? '' })
        .returning();
      chatId = chat?.clientId ?? '';
      const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second));
      const message = (second: number, fields: Partial<typeof chatMessages.$inferInsert>) => ({
        chatClientId: chatId,
        role: 'assistant' as const,
        content: '',
        language: 'en',
        status: 'streaming' as const,
        createdAt: at(second),
        ...fields,
      });
      await db
        .insert(chatMessages)
        .values([
          message(1, { content: 'A full answer.', status: 'complete' }),
          message(2, {}),
          message(3, { language: 'es' }),
        ]);
    } finally {
      await first.close();
    }

    const second = await startServer(config());
    try {
      const rows = await second.database.db
        .select({ status: chatMessages.status, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.chatClientId, chatId))
        .orderBy(asc(chatMessages.createdAt));
      expect(rows).toEqual([
        { status: 'complete', content: 'A full answer.' },
        {
          status: 'error',
          content: 'This answer was interrupted because the server restarted. Please ask again.',
        },
        {
          status: 'error',
          content:
            'Esta respuesta se interrumpió porque el servidor se reinició. Vuelve a preguntar.',
        },
      ]);
    } finally {
      await second.close();
    }
  });
});
