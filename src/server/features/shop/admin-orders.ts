import { formatCents } from '#shared/money';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { OrderDetail, OrderSummary, TimelineEntry } from '#shared/contracts/shop-admin';
import { productById } from '#shared/shop/catalogue';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { auditLog } from '../admin/schema';
import { users } from '../auth/schema';
import { orderLines, orderSummary } from './order-views';
import { entitlements, orderItems, orders, payments, refunds } from './schema';
import { containsPattern, escapeLike } from '#server/platform/db/like';

type OrderRow = typeof orders.$inferSelect;

export const NO_ORDER = 'There is no order with that number.';

const STAFF_ACTIONS: Record<string, (details: Record<string, unknown>) => string> = {
  'order.refund': (d) => `Refund of ${formatCents(Number(d.amountCents ?? 0))} issued`,
  'order.resend_receipt': () => 'Receipt re-sent',
  'refund_request.decide': (d) => (d.decision === 'decline' ? 'Refund request declined' : 'Refund request approved'),
};

/** Orders for the back office (/admin/purchases): found by email or number, and told as a timeline. */
export function createAdminOrders(db: AppDb) {
  async function byNumber(orderNumber: string): Promise<OrderRow> {
    const [order] = await db.select().from(orders).where(eq(orders.publicNumber, orderNumber.toUpperCase()));
    if (!order) throw new HttpError(404, NO_ORDER);
    return order;
  }

  /** Staff actions on the order, from the audit log (it names the order in its details). */
  async function staffEntries(order: OrderRow): Promise<TimelineEntry[]> {
    const rows = await db
      .select({ action: auditLog.action, details: auditLog.details, reason: auditLog.reason, at: auditLog.createdAt, who: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(inArray(auditLog.action, Object.keys(STAFF_ACTIONS)), sql`${auditLog.details}->>'orderNumber' = ${order.publicNumber}`))
      .orderBy(asc(auditLog.createdAt));
    return rows.map((r) => ({
      at: r.at.toISOString(),
      kind: 'staff' as const,
      text: `${STAFF_ACTIONS[r.action](r.details)} by ${r.who ?? 'a staff member'}${r.reason ? `. Reason: ${r.reason}` : ''}`,
    }));
  }

  return {
    byNumber,

    /** An order number (whole or its start) or part of an email address; newest first. */
    async search(q: string): Promise<OrderSummary[]> {
      const term = q.trim();
      const pattern = containsPattern(term);
      const rows = await db
        .select()
        .from(orders)
        .where(or(ilike(orders.publicNumber, `${escapeLike(term)}%`), ilike(orders.email, pattern)))
        .orderBy(desc(orders.createdAt))
        .limit(50);
      return rows.map(orderSummary);
    },

    async detail(orderNumber: string): Promise<OrderDetail> {
      const order = await byNumber(orderNumber);
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const paid = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt));
      const refunded = await db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt));
      const grants = items.length
        ? await db
            .select()
            .from(entitlements)
            .where(
              and(
                eq(entitlements.sourceType, 'order_item'),
                inArray(
                  entitlements.sourceId,
                  items.map((i) => i.id),
                ),
              ),
            )
        : [];
      const timeline: TimelineEntry[] = [
        {
          at: order.createdAt.toISOString(),
          kind: 'created',
          text: `Order placed by ${order.email ?? 'a buyer whose account was deleted'} (${formatCents(order.totalCents)})`,
        },
      ];
      for (const p of paid)
        timeline.push({
          at: p.createdAt.toISOString(),
          kind: 'paid',
          text: `Paid ${formatCents(p.amountCents)} through ${order.provider} (${p.providerPaymentId})`,
        });
      if (order.status === 'failed' || order.status === 'expired') {
        timeline.push({
          at: order.updatedAt.toISOString(),
          kind: order.status,
          text: order.status === 'failed' ? 'The payment failed' : 'The checkout expired unpaid',
        });
      }
      if (order.receiptSentAt)
        timeline.push({
          at: order.receiptSentAt.toISOString(),
          kind: 'receipt',
          text: `Receipt emailed to ${order.email ?? 'the buyer'} (the latest sending)`,
        });
      for (const r of refunded) {
        const state = r.status === 'succeeded' ? 'Refunded' : `Refund ${r.status}:`;
        timeline.push({
          at: r.createdAt.toISOString(),
          kind: 'refund',
          text: `${state} ${formatCents(r.amountCents)}${r.reason ? `. Reason: ${r.reason}` : ''}`,
        });
      }
      for (const g of grants) {
        const title = productById(g.productId)?.title ?? g.productId;
        if (g.lastDownloadedAt)
          timeline.push({
            at: g.lastDownloadedAt.toISOString(),
            kind: 'download',
            text: `${title} downloaded (${g.downloadCount} ${g.downloadCount === 1 ? 'time' : 'times'} in all; this was the latest)`,
          });
        if (g.revokedAt) timeline.push({ at: g.revokedAt.toISOString(), kind: 'revoked', text: `Download of ${title} switched off` });
      }
      if (order.disputed)
        timeline.push({
          at: order.updatedAt.toISOString(),
          kind: 'disputed',
          text: 'The buyer disputed the payment with their card issuer',
        });
      timeline.push(...(await staffEntries(order)));
      timeline.sort((a, b) => a.at.localeCompare(b.at));
      return {
        ...orderSummary(order),
        provider: order.provider,
        ...orderLines(order, items),
        disputed: order.disputed,
        downloads: grants.map((g) => ({
          fileKey: g.productId,
          title: productById(g.productId)?.title ?? g.productId,
          downloadCount: g.downloadCount,
          lastDownloadedAt: g.lastDownloadedAt?.toISOString() ?? null,
          revoked: g.revokedAt !== null,
        })),
        timeline,
      };
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
