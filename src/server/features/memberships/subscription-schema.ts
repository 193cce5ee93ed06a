import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Where a member's tier comes from (decision 091): their subscriptions, as the provider last told
// us (shared/memberships/subscription-state.ts), and the tiers staff gave them. Nothing is deleted
// when access ends: a subscription ends by its status, a grant by `expires_at` or `revoked_at`.

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    status: text('status').notNull(),
    /** stripe, test (the built-in test provider) or free (100 % hardship, no provider). */
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The end of the furthest period a paid invoice covered. */
    paidThrough: ts('paid_through'),
    /** When the provider's snapshot the row holds was true; older snapshots are ignored. */
    lastEventAt: ts('last_event_at').notNull(),
    livemode: boolean('livemode').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId),
    check('memberships_tier_paid', sql`${t.tier} in ('premium', 'elite')`),
    check('memberships_interval_known', sql`${t.interval} in ('month', 'year')`),
    check('memberships_status_known', sql`${t.status} in ('incomplete', 'active', 'past_due', 'canceled', 'ended')`),
  ],
);

export const tierGrants = pgTable(
  'tier_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    tier: text('tier').notNull(),
    reason: text('reason').notNull(),
    /** The staff member who gave it; null when a migration did. */
    grantedBy: text('granted_by'),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    revokedBy: text('revoked_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('tier_grants_user_idx').on(t.userId), check('tier_grants_tier_paid', sql`${t.tier} in ('premium', 'elite')`)],
);
