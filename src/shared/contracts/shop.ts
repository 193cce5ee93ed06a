import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { MAX_QUANTITY, PRODUCT_IDS } from '../shop/catalogue';
import { ORDER_STATUSES } from '../shop/order-state';
import { NextCursor, pageQuery } from './paging';

/** Checkout sends ids and quantities only: the server prices the order from its own catalogue. */
export const CheckoutInput = z.object({
  items: z
    .array(
      z.object({
        productId: z.enum(PRODUCT_IDS, { message: 'There is no such product.' }),
        quantity: z.number().int().min(1).max(MAX_QUANTITY),
      }),
    )
    .min(1, 'Your cart is empty.')
    .max(PRODUCT_IDS.length),
  /** A visitor's address (members buy with their own). */
  email: z.email('Please enter a valid email address.').max(254).optional(),
  discountCode: z.string().trim().max(40).optional(),
});
export type CheckoutInput = z.input<typeof CheckoutInput>;

export const CheckoutStarted = z.object({ orderNumber: z.string(), url: z.string() });

export const OrderItemView = z.object({
  productId: Id,
  title: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  discountCents: z.number().int(),
});

export const DownloadLink = z.object({ fileKey: z.string(), title: z.string(), url: z.string() });

/** An order in a list: enough to find it and see where it stands. */
export const OrderSummary = z.object({
  orderNumber: z.string(),
  email: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  livemode: z.boolean(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  createdAt: Timestamp,
  paidAt: Timestamp.nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** What an order holds and what it came to before the total (its buyer and staff see the same). */
export const OrderLines = z.object({
  items: z.array(OrderItemView),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  taxCalculated: z.boolean(),
});
export type OrderLines = z.infer<typeof OrderLines>;

export const OrderView = OrderSummary.extend({
  provider: z.enum(['stripe', 'test', 'free']),
  ...OrderLines.shape,
  /** Downloads this order holds now (none unless paid, none after a full refund). */
  downloads: z.array(DownloadLink),
});
export type OrderView = z.infer<typeof OrderView>;

export const SessionParams = z.object({
  sessionId: z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\w-]+$/),
});

export const TestCheckoutView = OrderView.pick({
  orderNumber: true,
  email: true,
  status: true,
  items: true,
  subtotalCents: true,
  discountCents: true,
  totalCents: true,
  currency: true,
});

export const TestCheckoutInput = z.object({ outcome: z.enum(['pay', 'decline', 'later', 'complete_later']) });

/** Decision 156: 100 a page, the most the purchases page asked for before pages. */
export const PurchasesQuery = pageQuery(100, 100);
export const PurchasesView = z.object({ orders: z.array(OrderView), nextCursor: NextCursor });

export const FileParams = z.object({
  fileKey: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/),
});
export const DownloadQuery = z.object({ token: z.string().min(10).max(400) });

export const PaymentsConfig = z.object({ mode: z.enum(['stripe', 'test']), livemode: z.boolean() });

export const OrderNumberParams = z.object({ orderNumber: z.string().regex(/^RS-[0-9A-Z]{8}$/, 'An order number looks like RS-ABCD2345.') });

export const RefundInput = z.object({
  amountCents: z.number().int().positive('The refund must be more than $0.'),
  reason: z.string().trim().max(1000).default(''),
  /** Made once by the form, so a double click or a retry never refunds twice. */
  idempotencyKey: z.string().uuid(),
});
export type RefundInput = z.input<typeof RefundInput>;
export const RefundResult = z.object({ refundId: Id, repeated: z.boolean() });
