import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookmakerOdds, MatchStats } from '../../contracts/match-details';

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

// Counters of the limits that must outlast a restart and a flood of other keys when there is
// no Redis (server/limits/database-counter.ts): attempts per account, per client IP on the
// account endpoints. Keys are hashed: fixed size, and no addresses or IPs at rest.
export const limitCounters = pgTable(
  'limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('limit_counters_window_ends_at').on(table.windowEndsAt)],
);

// One row per sign-in; a token names its row (`sid`) and is good only while the row is there
// and younger than SESSION_MAX_DAYS. Sign-out deletes the row, a password change every other
// row of the user, a reset all of them (docs/security.md "How sessions end").
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_sessions_user_idx').on(table.userId),
    index('user_sessions_created_idx').on(table.createdAt),
  ],
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

export const matchStatuses = ['scheduled', 'live', 'finished', 'postponed'] as const;
export type MatchStatus = (typeof matchStatuses)[number];
export const matchSources = ['demo', 'csv', 'football-data'] as const;
export type MatchSource = (typeof matchSources)[number];

// The five competitions, keyed by their football-data.org code (PL, PD, SA, BL1, FL1).
export const leagues = pgTable('leagues', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
});

// Clubs by the name football-data.co.uk uses (normalised by the csv parser).
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueCode: text('league_code')
      .notNull()
      .references(() => leagues.code),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('teams_league_name_unique').on(table.leagueCode, table.name)],
);

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueCode: text('league_code')
      .notNull()
      .references(() => leagues.code),
    season: text('season').notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    status: text('status', { enum: matchStatuses }).notNull(),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id),
    homeGoals: integer('home_goals'),
    awayGoals: integer('away_goals'),
    // The match minute a live source reported (football-data.org); null otherwise.
    minute: integer('minute'),
    source: text('source', { enum: matchSources }).notNull(),
    // `${league}:${date}:${home}:${away}`: the same match from any import is one row.
    externalKey: text('external_key').notNull(),
    oddsHome: numeric('odds_home', { mode: 'number' }),
    oddsDraw: numeric('odds_draw', { mode: 'number' }),
    oddsAway: numeric('odds_away', { mode: 'number' }),
    // Every price the source gave, opening and closing, by bookmaker (the three columns
    // above keep the one the model reads).
    bookmakerOdds: jsonb('bookmaker_odds').$type<BookmakerOdds>(),
    // Half-time score, shots, corners, fouls and cards of a played match.
    stats: jsonb('stats').$type<MatchStats>(),
  },
  (table) => [
    uniqueIndex('matches_external_key_unique').on(table.externalKey),
    index('matches_league_kickoff_idx').on(table.leagueCode, table.kickoff),
    index('matches_kickoff_idx').on(table.kickoff),
    // Head-to-head and the moved-fixture lookup of every import go by club pair.
    index('matches_pair_idx').on(table.homeTeamId, table.awayTeamId),
  ],
);

export const modelBases = ['goals_and_shots', 'goals'] as const;

// The model's forecast of a scheduled match, stored when first computed.
export const predictions = pgTable('predictions', {
  matchId: uuid('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  home: doublePrecision('home').notNull(),
  draw: doublePrecision('draw').notNull(),
  away: doublePrecision('away').notNull(),
  expectedHome: doublePrecision('expected_home').notNull(),
  expectedAway: doublePrecision('expected_away').notNull(),
  over25: doublePrecision('over_25').notNull(),
  btts: doublePrecision('btts').notNull(),
  likelyScores: jsonb('likely_scores')
    .$type<Array<{ home: number; away: number; probability: number }>>()
    .notNull(),
  // What the model's ratings were fitted on: goals mixed with shots where the league's
  // matches have statistics (football-data.co.uk), else goals only (football-data.org).
  modelBasis: text('model_basis', { enum: modelBases }).notNull().default('goals'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// A chat is one user's conversation about one match. The id is made by the client
// (crypto.randomUUID) so the URL exists before the server answers.
export const chats = pgTable(
  'chats',
  {
    clientId: uuid('client_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chats_user_updated_idx').on(table.userId, table.updatedAt)],
);

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];
// `streaming` while a reply is being written; `stopped` and `error` keep what was written.
export const chatMessageStatuses = ['complete', 'streaming', 'stopped', 'error'] as const;
// An answer to a question, or the review the analyst adds once the match has finished.
export const chatMessageKinds = ['answer', 'review'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatClientId: uuid('chat_client_id')
      .notNull()
      .references(() => chats.clientId, { onDelete: 'cascade' }),
    role: text('role', { enum: chatRoles }).notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: chatMessageStatuses }).notNull().default('complete'),
    // Pictures the reply embeds (1X2 bar, expected goals, scoreline heat map), as data.
    attachments: jsonb('attachments').$type<unknown[]>().notNull().default([]),
    kind: text('kind', { enum: chatMessageKinds }).notNull().default('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_chat_created_idx').on(table.chatClientId, table.createdAt),
    // One post-match review per chat, however many requests notice the match has finished.
    uniqueIndex('chat_messages_one_review_per_chat')
      .on(table.chatClientId)
      .where(sql`${table.kind} = 'review'`),
  ],
);

// Lemon Squeezy's subscription statuses; "cancelling" is shown for `cancelled` before ends_at.
export const subscriptionStatuses = [
  'on_trial',
  'active',
  'paused',
  'past_due',
  'unpaid',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const paymentProviders = ['sandbox', 'lemonsqueezy'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    // Bought through the $0.99 trial checkout: counts as the user's one trial for ever.
    isTrial: boolean('is_trial').notNull().default(false),
    renewsAt: timestamp('renews_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    // The provider's updated_at of the last event applied: an older event must not roll back.
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_id_unique').on(
      table.provider,
      table.providerSubscriptionId,
    ),
    index('subscriptions_user_idx').on(table.userId),
    // One trial per user, ever (SPEC §1), held by the database itself: two trial checkouts
    // paid at once cannot both be stored (server/subscriptions/subscription-store.ts).
    uniqueIndex('subscriptions_one_trial_per_user').on(table.userId).where(sql`${table.isTrial}`),
  ],
);

export const refusalReasons = ['trial_used', 'already_subscribed'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

// Subscriptions the provider created (and charged) that we refused to store because the
// user already had their trial or a running subscription, e.g. two checkouts paid at once.
// Kept for the operator to refund and cancel (docs/subscriptions-api.md), and so that the
// later events of such a subscription are refused too instead of giving Pro.
export const refusedSubscriptions = pgTable(
  'refused_subscriptions',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: refusalReasons }).notNull(),
    // What the provider last said of it, so the operator sees whether it still charges.
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    isTrial: boolean('is_trial').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerSubscriptionId] })],
);

// Every webhook delivery applied, keyed by the SHA-256 of its raw body: a repeat applies once.
export const paymentEvents = pgTable('payment_events', {
  bodyHash: text('body_hash').primaryKey(),
  eventName: text('event_name').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
