import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, userId, uuidPrimaryKey } from '#server/platform/db/columns';

// Where a member's tier comes from (decision 091): their subscriptions, as the provider last told
// us (shared/memberships/subscription-state.ts), and the tiers staff gave them. Nothing is deleted
// when access ends: a subscription ends by its status, a grant by `expires_at` or `revoked_at`.

export const memberships = pgTable(
  'memberships',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    status: text('status').notNull(),
    /** stripe, test (the built-in test provider) or free (100 % hardship, no provider). */
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The end of the furthest period a paid invoice covered. */
    paidThrough: timestamptz('paid_through'),
    /** When the provider's snapshot the row holds was true; older snapshots are ignored. */
    lastEventAt: timestamptz('last_event_at').notNull(),
    livemode: boolean('livemode').notNull().default(false),
    ...timestamps(),
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
    id: uuidPrimaryKey(),
    userId: userId(),
    tier: text('tier').notNull(),
    reason: text('reason').notNull(),
    /** The staff member who gave it; null when a migration did. */
    grantedBy: text('granted_by'),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: text('revoked_by'),
    createdAt: createdAt(),
  },
  (t) => [index('tier_grants_user_idx').on(t.userId), check('tier_grants_tier_paid', sql`${t.tier} in ('premium', 'elite')`)],
);
