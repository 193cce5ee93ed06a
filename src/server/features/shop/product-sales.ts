import { sql } from 'drizzle-orm';
import type { ProductSales } from '#shared/contracts/shop-catalogue-admin';
import { PRODUCTS, productById } from '#shared/shop/catalogue';
import type { AppDb } from '#server/platform/db/client';

/** Orders that were paid at some point: refunded ones still sold, and their refunds are counted. */
const SOLD = ['paid', 'partially_refunded', 'refunded'];

/**
 * Per product and mode (live or test): paid orders, units, revenue after discounts, and refunds. An
 * order's refunds are shared over its items in proportion to what each cost, since a refund is
 * made on the order, not on an item.
 */
export async function productSales(db: AppDb): Promise<ProductSales[]> {
  const result = await db.execute(sql`
    select i.product_id, o.livemode,
      count(distinct o.id) as orders,
      coalesce(sum(i.quantity), 0) as units,
      coalesce(sum(i.unit_price_cents * i.quantity - i.discount_cents), 0) as revenue,
      coalesce(round(sum(case when o.subtotal_cents - o.discount_cents > 0
        then least(o.refunded_cents, o.subtotal_cents - o.discount_cents)::numeric * (i.unit_price_cents * i.quantity - i.discount_cents) / (o.subtotal_cents - o.discount_cents)
        else 0 end)), 0) as refunded
    from order_items i join orders o on o.id = i.order_id
    where o.status in (${sql.join(
      SOLD.map((s) => sql`${s}`),
      sql`, `,
    )})
    group by i.product_id, o.livemode
  `);
  const { rows } = result as unknown as {
    rows: {
      product_id: string;
      livemode: boolean;
      orders: string | number;
      units: string | number;
      revenue: string | number;
      refunded: string | number;
    }[];
  };
  const order = new Map(PRODUCTS.map((p, i) => [p.id as string, i]));
  return rows
    .map((r) => ({
      productId: r.product_id,
      title: productById(r.product_id)?.title ?? r.product_id,
      livemode: r.livemode,
      orders: Number(r.orders),
      units: Number(r.units),
      revenueCents: Number(r.revenue),
      refundedCents: Number(r.refunded),
    }))
    .sort((a, b) => Number(b.livemode) - Number(a.livemode) || (order.get(a.productId) ?? 99) - (order.get(b.productId) ?? 99));
}
