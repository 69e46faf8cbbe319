import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Server-side secrets that every instance on the same database must share (the JWT signing
// key first). Kept in the database rather than a file so restarts and replicas agree; see
// docs/decisions/001-jwt-secret-in-database.md.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});
