import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appSecrets } from './schema';

/** 48 random bytes, base64url: 64 characters, well above HS256's 256-bit minimum. */
export function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** Returns the secret stored under `name`, storing `generate()` first if there is none.
 * Race-safe across processes: every caller inserts "if absent" and then reads back the
 * row, so concurrent first starts all end up with the single value that won. */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  generate: () => string = randomSecret,
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret "${name}" vanished right after being stored`);
  return row.value;
}
