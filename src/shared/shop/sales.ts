// Sales figures for the back office (/admin/sales, issue 18): revenue, refunds and net by day, week
// or month and by product. Pure functions over paid orders and succeeded refunds; dates in UTC.

export const SALES_PERIODS = ['day', 'week', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** One line of an order as sold: what the catalogue calls it and what it came to after discounts. */
export interface SoldLine {
  productId: string;
  title: string;
  quantity: number;
  amountCents: number;
}

export interface PaidOrder {
  paidAt: Date;
  totalCents: number;
  lines: readonly SoldLine[];
}

export interface RefundMade {
  at: Date;
  amountCents: number;
  /** The lines of the refunded order: a refund is shared among them like its total was. */
  lines: readonly SoldLine[];
}

export interface SalesBucket {
  /** The first day of the day, week (Monday) or month, YYYY-MM-DD. */
  start: string;
  orders: number;
  revenueCents: number;
  refundsCents: number;
  netCents: number;
}

export interface ProductSales {
  productId: string;
  title: string;
  quantity: number;
  revenueCents: number;
  refundsCents: number;
  netCents: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The first day (UTC) of the day, ISO week (Monday) or month that holds `at`. */
export function bucketStart(at: Date, period: SalesPeriod): string {
  if (period === 'day') return day(at);
  if (period === 'month') return `${day(at).slice(0, 7)}-01`;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return day(monday);
}

/**
 * Shares `amountCents` among `weights` in proportion, in whole cents that add up exactly (the
 * largest remainders get the spare cents; ties go to the earlier weight). All-zero weights share
 * equally.
 */
export function allocate(amountCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const basis = weights.some((w) => w > 0) ? weights.map((w) => Math.max(w, 0)) : weights.map(() => 1);
  const sum = basis.reduce((a, b) => a + b, 0);
  const exact = basis.map((w) => (amountCents * w) / sum);
  const shares = exact.map(Math.floor);
  let spare = amountCents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (spare <= 0) break;
    shares[i] += 1;
    spare -= 1;
  }
  return shares;
}

/** Revenue (what was paid, by payment date), refunds (by refund date) and net per period, oldest first. */
export function salesByPeriod(orders: readonly PaidOrder[], refunds: readonly RefundMade[], period: SalesPeriod): SalesBucket[] {
  const buckets = new Map<string, SalesBucket>();
  const at = (date: Date) => {
    const start = bucketStart(date, period);
    let bucket = buckets.get(start);
    if (!bucket) buckets.set(start, (bucket = { start, orders: 0, revenueCents: 0, refundsCents: 0, netCents: 0 }));
    return bucket;
  };
  for (const order of orders) {
    const bucket = at(order.paidAt);
    bucket.orders += 1;
    bucket.revenueCents += order.totalCents;
    bucket.netCents += order.totalCents;
  }
  for (const refund of refunds) {
    const bucket = at(refund.at);
    bucket.refundsCents += refund.amountCents;
    bucket.netCents -= refund.amountCents;
  }
  return [...buckets.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The same money by product: each order's total (tax included) and each refund are shared among the
 * order's lines in proportion to what the lines came to, so the products add up to the totals.
 * Highest revenue first.
 */
export function salesByProduct(orders: readonly PaidOrder[], refunds: readonly RefundMade[]): ProductSales[] {
  const rows = new Map<string, ProductSales>();
  const row = (line: SoldLine) => {
    let found = rows.get(line.productId);
    if (!found)
      rows.set(
        line.productId,
        (found = { productId: line.productId, title: line.title, quantity: 0, revenueCents: 0, refundsCents: 0, netCents: 0 }),
      );
    return found;
  };
  /** Shares an amount among its lines and hands each line's row and share to `add`. */
  const share = (amountCents: number, lines: readonly SoldLine[], add: (r: ProductSales, line: SoldLine, cents: number) => void) => {
    const shares = allocate(
      amountCents,
      lines.map((l) => l.amountCents),
    );
    lines.forEach((line, i) => add(row(line), line, shares[i]));
  };
  for (const order of orders)
    share(order.totalCents, order.lines, (r, line, cents) => {
      r.quantity += line.quantity;
      r.revenueCents += cents;
      r.netCents += cents;
    });
  for (const refund of refunds)
    share(refund.amountCents, refund.lines, (r, _line, cents) => {
      r.refundsCents += cents;
      r.netCents -= cents;
    });
  return [...rows.values()].sort((a, b) => b.revenueCents - a.revenueCents || a.title.localeCompare(b.title));
}

/** Cents as a plain decimal for a spreadsheet: 1900 → "19.00", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
