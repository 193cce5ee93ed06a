import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Membership billing (issue 19, decision 092): the member's customer at the provider, the
// subscriptions the app runs itself (the test provider's, and 100 % hardship memberships that
// skip the provider), and the invoices the webhooks reported.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One customer at the provider per member, stored once (PAYMENTS.md §1). */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id').primaryKey(),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull().unique(),
  livemode: boolean('livemode').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
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
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    lookupKey: text('lookup_key').notNull(),
    /** checkout (not paid yet), expired (checkout left), active, past_due, canceled. */
    status: text('status').notNull(),
    listCents: integer('list_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    hardshipLevel: integer('hardship_level'),
    currentPeriodStart: ts('current_period_start'),
    currentPeriodEnd: ts('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The invoice that failed and waits to be paid, while past due. */
    openInvoiceId: text('open_invoice_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    userId: text('user_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    number: text('number'),
    status: text('status').notNull(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    hostedUrl: text('hosted_url'),
    livemode: boolean('livemode').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('membership_invoices_user_idx').on(t.userId, t.createdAt),
    check('membership_invoices_status_known', sql`${t.status} in ('paid', 'failed')`),
    check('membership_invoices_amount', sql`${t.amountCents} >= 0`),
  ],
);
