import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Server-side secrets that every instance on the same database must share (the JWT signing
// key first). Kept in the database rather than a file so restarts and replicas agree; see
// docs/decisions/001-jwt-secret-in-database.md.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased: one account per address whatever its spelling.
    email: text('email').notNull(),
    // Null for accounts created through Google (oauth_only).
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    oauthOnly: boolean('oauth_only').notNull().default(false),
    googleSub: text('google_sub'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

export const codePurposes = ['registration', 'password_reset', 'email_change'] as const;
export type CodePurpose = (typeof codePurposes)[number];

// One live code per user and purpose: a new code replaces the old (and its wrong tries).
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    payload: jsonb('payload'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

// The offline mail transport: every mail lands here (and in the log) instead of an inbox.
export const outboxMail = pgTable('outbox_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
