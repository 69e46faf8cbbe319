import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { getOrCreateSecret } from '../../../server/db/secrets';
import { useTestDatabase } from '../test-database';

// Runs only on PostgreSQL (vitest.config.ts includes *.postgres.test.ts when DATABASE_URL is
// set): only PostgreSQL is shared between instances; an embedded PGlite belongs to one process.
describe('migrating a fresh database', () => {
  const testDatabase = useTestDatabase({}, { migrated: false });

  it('works when several instances start at the same moment', async () => {
    // Each instance has its own connection pool, as separate processes would.
    const instances = [
      testDatabase.database,
      ...(await Promise.all([1, 2].map(() => openDatabase(testDatabase.config)))),
    ];
    try {
      await Promise.all(instances.map((instance) => migrate(instance)));
      const secrets = await Promise.all(
        instances.map((instance) => getOrCreateSecret(instance.db, 'jwt')),
      );
      expect(new Set(secrets).size).toBe(1);
    } finally {
      await Promise.all(instances.slice(1).map((instance) => instance.close()));
    }
  });
});
