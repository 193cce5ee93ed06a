import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { NextCursor, pageQuery } from './paging';
import { SALES_PERIODS } from '../shop/sales';
import { OrderLines, OrderSummary, RefundInput } from './shop';

// The Refill Shop's back office (issue 18, spec 2.7): refund requests (/admin/refunds), orders
// (/admin/purchases) and sales (/admin/sales). Money is integer cents; the pages format it.

export const REFUND_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

export { OrderSummary } from './shop';

export const RefundRequestView = z.object({
  id: Id,
  orderNumber: z.string(),
  email: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  createdAt: Timestamp,
  /** The order with this number and this email, or null when none matches both. */
  order: OrderSummary.nullable(),
  /** The refund an approval made. */
  refundedCents: z.number().int().nullable(),
});
export type RefundRequestView = z.infer<typeof RefundRequestView>;

/** Open requests first, then the newest, a page at a time (decision 156). */
export const RefundRequestQuery = z.object({ status: z.enum(['open', 'closed', 'all']).default('open'), ...pageQuery(50, 200).shape });
export type RefundRequestFilter = z.infer<typeof RefundRequestQuery>['status'];
export const RefundRequestList = z.object({ requests: z.array(RefundRequestView), nextCursor: NextCursor });
export const RefundRequestParams = z.object({ id: z.uuid() });

export const RefundDecisionInput = z.discriminatedUnion('decision', [
  RefundInput.extend({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('decline'),
    reason: z.string().trim().min(1, 'Please say why, in a sentence the buyer will read.').max(1000),
  }),
]);
export type RefundDecisionInput = z.input<typeof RefundDecisionInput>;
export type RefundDecision = z.infer<typeof RefundDecisionInput>;

export const OrderSearchQuery = z.object({
  q: z.string().trim().min(3, 'Type at least 3 characters of an email or an order number.').max(254),
});
export const OrderSearchResult = z.object({ orders: z.array(OrderSummary) });

export const TIMELINE_KINDS = [
  'created',
  'paid',
  'failed',
  'expired',
  'refund',
  'receipt',
  'download',
  'revoked',
  'disputed',
  'staff',
] as const;
export const TimelineEntry = z.object({ at: z.string(), kind: z.enum(TIMELINE_KINDS), text: z.string() });
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const OrderDownloadView = z.object({
  fileKey: z.string(),
  title: z.string(),
  downloadCount: z.number().int(),
  lastDownloadedAt: Timestamp.nullable(),
  revoked: z.boolean(),
});

export const OrderDetail = OrderSummary.extend({
  provider: z.string(),
  ...OrderLines.shape,
  disputed: z.boolean(),
  downloads: z.array(OrderDownloadView),
  /** Oldest first. */
  timeline: z.array(TimelineEntry),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const ReceiptResent = z.object({ sentTo: z.string() });

export const SALES_MODES = ['live', 'test'] as const;
export const SalesQuery = z.object({
  period: z.enum(SALES_PERIODS).default('day'),
  mode: z.enum(SALES_MODES).default('live'),
  /** The first and last day (UTC) of the report; by default the last 90 days. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type SalesQuery = z.input<typeof SalesQuery>;
export const SalesCsvQuery = SalesQuery.extend({ by: z.enum(['period', 'product']).default('period') });

const Money = { revenueCents: z.number().int(), refundsCents: z.number().int(), netCents: z.number().int() };
export const SalesReport = z.object({
  period: z.enum(SALES_PERIODS),
  mode: z.enum(SALES_MODES),
  from: z.string(),
  to: z.string(),
  totals: z.object({ orders: z.number().int(), ...Money }),
  buckets: z.array(z.object({ start: z.string(), orders: z.number().int(), ...Money })),
  products: z.array(z.object({ productId: Id, title: z.string(), quantity: z.number().int(), ...Money })),
});
export type SalesReport = z.infer<typeof SalesReport>;
