import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { requestOrigin, timestamps, timestamptz, userId } from '#server/platform/db/columns';

// Tables used by better-auth (field names as its core schema and the admin and magic-link
// plugins expect), plus our own user fields: the spec's profile (full_name is `name`,
// preferred_name), membership tier, referral code and the terms acceptance.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps(),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamptz('ban_expires'),
    preferredName: text('preferred_name'),
    tier: text('tier').notNull().default('free'),
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    index('users_role_idx').on(t.role),
    // The analytics funnel and cohorts read accounts by the day they were made.
    index('users_created_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull(),
    ...timestamps(),
    ...requestOrigin(),
    userId: userId().references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.token), index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId().references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters shared by every instance (better-auth storage "database"). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('rate_limits_key_idx').on(t.key)],
);

/**
 * Failed password sign-ins per account (issue 14), keyed by a one-way hash of the address, so that
 * guesses spread over many addresses still slow down: the rules are in sign-in-throttle.ts.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  /** A one-way hash (SHA-256) of the lower-cased address. */
  id: text('id').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamptz('last_failed_at').notNull().defaultNow(),
  lockedUntil: timestamptz('locked_until'),
  notifiedAt: timestamptz('notified_at'),
});
