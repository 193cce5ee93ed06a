import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RefundDecision, RefundRequestFilter, RefundRequestView } from '#shared/contracts/shop-admin';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, readPage } from '#server/platform/paging';
import { writeAudit } from '../admin/audit';
import { orderSummary } from './order-views';
import type { Refunds } from './refunds';
import { orders, refundRequests, refunds } from './schema';

type RequestRow = typeof refundRequests.$inferSelect;

const FILTERS: Record<RefundRequestFilter, string[] | null> = { open: ['open'], closed: ['approved', 'declined'], all: null };

/**
 * Refund requests from /refund-request, for /admin/refunds (admin). A request is matched to the
 * order only when both its number and its email agree, so a stranger's guess shows no order. Staff
 * approve (through the refunds service: provider, refund row, email, downloads off when in full)
 * or decline with a reason the buyer is emailed. Both are audited.
 */
export function createAdminRefundRequests(deps: { db: AppDb; refunds: Refunds; mailer: Mailer }) {
  const { db, mailer } = deps;

  async function matchedOrder(request: RequestRow) {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        request.orderId
          ? eq(orders.id, request.orderId)
          : and(
              eq(orders.publicNumber, request.orderNumber.trim().toUpperCase()),
              eq(sql`lower(${orders.email})`, request.email.trim().toLowerCase()),
            ),
      );
    return order ?? null;
  }

  async function view(request: RequestRow): Promise<RefundRequestView> {
    const order = await matchedOrder(request);
    const [refund] = request.refundId
      ? await db.select({ amountCents: refunds.amountCents }).from(refunds).where(eq(refunds.id, request.refundId))
      : [];
    return {
      id: request.id,
      orderNumber: request.orderNumber,
      email: request.email,
      reason: request.reason,
      status: request.status as RefundRequestView['status'],
      createdAt: request.createdAt.toISOString(),
      order: order ? orderSummary(order) : null,
      refundedCents: refund?.amountCents ?? null,
    };
  }

  return {
    /** Open requests first, then newest first, a page at a time (decision 156). */
    async list(filter: RefundRequestFilter, request: PageRequest) {
      const statuses = FILTERS[filter];
      const where = statuses ? inArray(refundRequests.status, statuses) : undefined;
      const page = await readPage(db, refundRequests, where, request, sql`${refundRequests.status} = 'open'`);
      return { requests: await Promise.all(page.rows.map(view)), nextCursor: page.nextCursor };
    },

    async decide(id: string, input: RefundDecision, staffUserId: string | null): Promise<RefundRequestView> {
      const [request] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      if (!request) throw new HttpError(404, 'That refund request was not found.');
      if (request.status !== 'open') throw new HttpError(409, 'This request has already been decided. Reload the page to see how.');
      const order = await matchedOrder(request);
      if (input.decision === 'approve') {
        if (!order)
          throw new HttpError(
            409,
            'No order matches this number and email, so there is nothing to refund. Decline the request with a word on why.',
          );
        const result = await deps.refunds.refund({
          orderNumber: order.publicNumber,
          amountCents: input.amountCents,
          reason: input.reason,
          idempotencyKey: input.idempotencyKey,
          staffUserId,
        });
        await db
          .update(refundRequests)
          .set({ status: 'approved', orderId: order.id, refundId: result.refundId })
          .where(eq(refundRequests.id, id));
      } else {
        await db
          .update(refundRequests)
          .set({ status: 'declined', orderId: order?.id ?? null })
          .where(eq(refundRequests.id, id));
        await mailer.send({
          type: 'refund_declined',
          to: request.email,
          userId: order?.userId ?? null,
          vars: { lines: [`Order ${request.orderNumber}`], note: input.reason },
        });
      }
      await writeAudit(db, {
        actorUserId: staffUserId,
        action: 'refund_request.decide',
        targetUserId: order?.userId ?? null,
        reason: input.reason || null,
        details: {
          requestId: id,
          orderNumber: order?.publicNumber ?? request.orderNumber,
          decision: input.decision,
          ...(input.decision === 'approve' ? { amountCents: input.amountCents } : {}),
        },
      });
      const [saved] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      return view(saved);
    },
  };
}
