import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, userId, userIdPrimaryKey } from '#server/platform/db/columns';

// Membership billing (issue 19, decision 092): the member's customer at the provider, the
// subscriptions the app runs itself (the test provider's, and 100 % hardship memberships that
// skip the provider), and the invoices the webhooks reported.

/** One customer at the provider per member, stored once (PAYMENTS.md §1). */
export const billingCustomers = pgTable('billing_customers', {
  userId: userIdPrimaryKey(),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull().unique(),
  livemode: boolean('livemode').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A subscription the app runs itself, as a provider would: the test provider's (`test`) and a
 * 100 % hardship membership (`free`). It starts at checkout (`checkout`), and its changes reach
 * the memberships table only as signed, Stripe-shaped events through the webhook pipeline.
 */
export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    userId: userId(),
    provider: text('provider').notNull(),
    lookupKey: text('lookup_key').notNull(),
    /** checkout (not paid yet), expired (checkout left), active, past_due, canceled. */
    status: text('status').notNull(),
    listCents: integer('list_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    hardshipLevel: integer('hardship_level'),
    currentPeriodStart: timestamptz('current_period_start'),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The invoice that failed and waits to be paid, while past due. */
    openInvoiceId: text('open_invoice_id'),
    /** A lower tier chosen for the next period (decision 179): the renewal moves to it. */
    scheduledLookupKey: text('scheduled_lookup_key'),
    ...timestamps(),
  },
  (t) => [
    index('local_subscriptions_user_idx').on(t.userId),
    check('local_subscriptions_provider_known', sql`${t.provider} in ('test', 'free')`),
    check('local_subscriptions_status_known', sql`${t.status} in ('checkout', 'expired', 'active', 'past_due', 'canceled')`),
    check('local_subscriptions_amounts', sql`${t.listCents} >= 0 and ${t.discountCents} >= 0 and ${t.discountCents} <= ${t.listCents}`),
  ],
);

/** The invoices of a member's memberships, as `invoice.paid` / `invoice.payment_failed` reported them. */
export const membershipInvoices = pgTable(
  'membership_invoices',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    number: text('number'),
    status: text('status').notNull(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    hostedUrl: text('hosted_url'),
    livemode: boolean('livemode').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_invoices_user_idx').on(t.userId, t.createdAt),
    check('membership_invoices_status_known', sql`${t.status} in ('paid', 'failed')`),
    check('membership_invoices_amount', sql`${t.amountCents} >= 0`),
  ],
);
