import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, lastChange, optionalUserId, timestamps, timestamptz, userId, uuidPrimaryKey } from '#server/platform/db/columns';

// The payment platform (issue 18; docs/design PAYMENTS.md §3). Money is integer cents plus a
// currency, never negative. Orders snapshot what was bought; payments and refunds record what the
// provider did; entitlements are what a payment grants, revoked (never deleted) by a full refund.

export const orders = pgTable(
  'orders',
  {
    id: uuidPrimaryKey(),
    /** What the buyer quotes (receipts, refund requests): RS- and eight characters. */
    publicNumber: text('public_number').notNull().unique(),
    userId: optionalUserId(),
    /** Cleared when the buyer deletes their account; the amounts stay for the accounting records. */
    email: text('email'),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    livemode: boolean('livemode').notNull().default(false),
    providerSessionId: text('provider_session_id').unique(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** False when no tax was calculated (the test provider). */
    taxCalculated: boolean('tax_calculated').notNull().default(false),
    totalCents: integer('total_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    discountCodeId: uuid('discount_code_id'),
    /** A dispute was opened with the card issuer (Stripe charge.dispute.created). */
    disputed: boolean('disputed').notNull().default(false),
    receiptSentAt: timestamptz('receipt_sent_at'),
    paidAt: timestamptz('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_created_idx').on(t.createdAt),
    check(
      'orders_money_not_negative',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`,
    ),
  ],
);

/** The order a row belongs to: it goes when its order goes. */
const orderId = () =>
  uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

export const orderItems = pgTable(
  'order_items',
  {
    id: uuidPrimaryKey(),
    orderId: orderId(),
    productId: text('product_id').notNull(),
    titleSnapshot: text('title_snapshot').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_money_not_negative', sql`${t.unitPriceCents} >= 0 and ${t.discountCents} >= 0 and ${t.quantity} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuidPrimaryKey(),
    orderId: orderId(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    livemode: boolean('livemode').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), check('payments_amount_not_negative', sql`${t.amountCents} >= 0`)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuidPrimaryKey(),
    orderId: orderId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amountCents} > 0`)],
);

/** What a payment (or, later, a membership) grants. A refund sets revoked_at; nothing is deleted. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuidPrimaryKey(),
    userId: optionalUserId(),
    /** A visitor's purchase joins the account that verifies this address. */
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    /** The file key for a download, the tier for a membership. */
    productId: text('product_id').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloadedAt: timestamptz('last_downloaded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entitlements_source_idx').on(t.sourceType, t.sourceId, t.productId),
    index('entitlements_user_idx').on(t.userId),
    index('entitlements_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Each provider event is processed once: its id is the key (a replay conflicts and does nothing). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: timestamptz('processed_at').notNull().defaultNow(),
  error: text('error'),
});

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuidPrimaryKey(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    appliesTo: jsonb('applies_to').$type<string[]>().notNull().default([]),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    expiresAt: timestamptz('expires_at'),
    active: boolean('active').notNull().default(true),
    stripeCouponId: text('stripe_coupon_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`),
    check(
      'discount_codes_one_kind',
      sql`(${t.percentOff} is not null and ${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null) or (${t.amountOffCents} is not null and ${t.amountOffCents} > 0 and ${t.percentOff} is null)`,
    ),
  ],
);

/** A code counts as used only once its order is paid: one row per paid order. */
export const discountRedemptions = pgTable('discount_redemptions', {
  id: uuidPrimaryKey(),
  codeId: uuid('code_id')
    .notNull()
    .references(() => discountCodes.id, { onDelete: 'cascade' }),
  orderId: orderId().unique(),
  createdAt: createdAt(),
});

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuidPrimaryKey(),
    productId: text('product_id').notNull(),
    userId: userId(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_reviews_one_per_buyer').on(t.productId, t.userId),
    // The review queue: a status, last changed first (decision 156).
    index('product_reviews_status_updated_idx').on(t.status, t.updatedAt, t.id),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuidPrimaryKey(),
    orderNumber: text('order_number').notNull(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    orderId: uuid('order_id'),
    refundId: uuid('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [index('refund_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * What staff changed about a product (issue 18, /admin/refill-shop): its price and whether it is on
 * sale. The authored catalogue (shared/shop/catalogue.ts) stays the source of every word; a row here
 * overrides only these two. No row: the catalogue's price, on sale.
 */
export const productSettings = pgTable(
  'product_settings',
  {
    productId: text('product_id').primaryKey(),
    priceCents: integer('price_cents').notNull(),
    available: boolean('available').notNull().default(true),
    ...lastChange(),
  },
  (t) => [check('product_settings_price_not_negative', sql`${t.priceCents} >= 0`)],
);

/** Every change to a product's price or availability: who, when, from what to what. */
export const productSettingChanges = pgTable(
  'product_setting_changes',
  {
    id: uuidPrimaryKey(),
    productId: text('product_id').notNull(),
    changedBy: text('changed_by'),
    fromPriceCents: integer('from_price_cents').notNull(),
    toPriceCents: integer('to_price_cents').notNull(),
    fromAvailable: boolean('from_available').notNull(),
    toAvailable: boolean('to_available').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_setting_changes_product_idx').on(t.productId, t.createdAt),
    check('product_setting_changes_price_not_negative', sql`${t.fromPriceCents} >= 0 and ${t.toPriceCents} >= 0`),
  ],
);
