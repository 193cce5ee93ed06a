import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { SalesReport } from '#shared/contracts/shop-admin';
import {
  centsToDecimal,
  type PaidOrder,
  type RefundMade,
  type SalesPeriod,
  type SoldLine,
  salesByPeriod,
  salesByProduct,
} from '#shared/shop/sales';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { orderItems, orders, refunds } from './schema';
import { addDaysToKey, daysBetweenKeys, utcDayKey } from '#shared/dates';

/** The default report: the last 90 days. The longest: a little over two years. */
const DEFAULT_DAYS = 90;
const MAX_DAYS = 800;

export interface SalesOptions {
  period: SalesPeriod;
  mode: 'live' | 'test';
  from?: string;
  to?: string;
}

/** The first and last day of a report, checked: from before to, not too long. */
export function reportRange(from: string | undefined, to: string | undefined, now = new Date()): { from: string; to: string } {
  const end = to ?? utcDayKey(now);
  const start = from ?? addDaysToKey(end, 1 - DEFAULT_DAYS);
  const days = daysBetweenKeys(start, end) + 1;
  if (!(days >= 1))
    throw new HttpError(422, 'The first day must not be after the last day.', {
      errors: [{ field: 'from', message: 'The first day must not be after the last day.' }],
    });
  if (days > MAX_DAYS)
    throw new HttpError(422, `A report can cover at most ${MAX_DAYS} days.`, {
      errors: [{ field: 'from', message: `A report can cover at most ${MAX_DAYS} days.` }],
    });
  return { from: start, to: end };
}

/**
 * Sales for /admin/sales (super_admin): paid orders by payment date and succeeded refunds by refund
 * date, live and test apart (test-mode orders and $0 orders are never live), in UTC days.
 */
export function createAdminSales(db: AppDb) {
  async function linesOf(orderIds: string[]): Promise<Map<string, SoldLine[]>> {
    const byOrder = new Map<string, SoldLine[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
    for (const r of rows) {
      const lines = byOrder.get(r.orderId) ?? [];
      lines.push({
        productId: r.productId,
        title: r.titleSnapshot,
        quantity: r.quantity,
        amountCents: r.unitPriceCents * r.quantity - r.discountCents,
      });
      byOrder.set(r.orderId, lines);
    }
    return byOrder;
  }

  return {
    async report(options: SalesOptions): Promise<SalesReport> {
      const { from, to } = reportRange(options.from, options.to);
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(`${addDaysToKey(to, 1)}T00:00:00Z`);
      const live = eq(orders.livemode, options.mode === 'live');
      const paidRows = await db
        .select({ id: orders.id, paidAt: orders.paidAt, totalCents: orders.totalCents })
        .from(orders)
        .where(and(live, isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end)));
      const refundRows = await db
        .select({ orderId: refunds.orderId, at: refunds.createdAt, amountCents: refunds.amountCents })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(live, eq(refunds.status, 'succeeded'), gte(refunds.createdAt, start), lt(refunds.createdAt, end)));
      const lines = await linesOf([...new Set([...paidRows.map((r) => r.id), ...refundRows.map((r) => r.orderId)])]);
      const paid: PaidOrder[] = paidRows.map((r) => ({ paidAt: r.paidAt!, totalCents: r.totalCents, lines: lines.get(r.id) ?? [] }));
      const refunded: RefundMade[] = refundRows.map((r) => ({ at: r.at, amountCents: r.amountCents, lines: lines.get(r.orderId) ?? [] }));
      const buckets = salesByPeriod(paid, refunded, options.period);
      const sum = (key: 'orders' | 'revenueCents' | 'refundsCents' | 'netCents') => buckets.reduce((a, b) => a + b[key], 0);
      return {
        period: options.period,
        mode: options.mode,
        from,
        to,
        totals: { orders: sum('orders'), revenueCents: sum('revenueCents'), refundsCents: sum('refundsCents'), netCents: sum('netCents') },
        buckets,
        products: salesByProduct(paid, refunded),
      };
    },
  };
}

/** A cell that a spreadsheet takes as text, never as a formula. */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The report as CSV (amounts in dollars with two decimals), by period or by product. */
export function salesCsv(report: SalesReport, by: 'period' | 'product'): string {
  const money = (r: { revenueCents: number; refundsCents: number; netCents: number }) => [
    centsToDecimal(r.revenueCents),
    centsToDecimal(r.refundsCents),
    centsToDecimal(r.netCents),
  ];
  const currency = 'USD';
  const rows: (string | number)[][] =
    by === 'period'
      ? [
          [
            `${report.period[0].toUpperCase()}${report.period.slice(1)} starting`,
            'Orders',
            `Revenue (${currency})`,
            `Refunds (${currency})`,
            `Net (${currency})`,
          ],
          ...report.buckets.map((b) => [b.start, b.orders, ...money(b)]),
        ]
      : [
          ['Product', 'Product id', 'Quantity', `Revenue (${currency})`, `Refunds (${currency})`, `Net (${currency})`],
          ...report.products.map((p) => [p.title, p.productId, p.quantity, ...money(p)]),
        ];
  return `${rows.map((r) => r.map((v) => (typeof v === 'string' && /^-?\d+\.\d\d$/.test(v) ? v : cell(v))).join(',')).join('\r\n')}\r\n`;
}
