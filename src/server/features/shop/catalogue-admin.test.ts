import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ProductSales } from '#shared/contracts/shop-catalogue-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { ORIGIN, get, post, signUpVerified, uniqueEmail } from '#server/testing/auth-helpers';
import { grantRole } from '../admin/grant';
import { auditLog } from '../admin/schema';
import { productReviews } from './schema';
import { chooseAtTestCheckout, orderRow, sessionOf } from '#server/testing/shop';

// /admin/refill-shop's API: prices and availability staff set (used by the catalogue and at
// checkout), per-product sales, and the review queue. Each staff action is audited.

// Prices are global state: this file changes them on a database of its own, so checkout tests
// running beside it (on a shared PostgreSQL) never see a changed price.
const t = setUpIsolatedTestApp();
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let member: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  admin = await signUpVerified(t, { fullName: 'Grace Hopper' });
  await grantRole(t.database.db, admin.email, 'admin');
  member = await signUpVerified(t);
});

const patch = (productId: string, payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/shop/products/${productId}`, payload, headers: { origin: ORIGIN, cookie } });
const audits = (action: string, actor: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, actor)));
const offer = async (id: string) => (await get(t, '/api/shop/catalogue')).json().products.find((p: { id: string }) => p.id === id);

describe('who may use it', () => {
  it.each([
    ['GET', '/api/admin/shop/products'],
    ['PATCH', '/api/admin/shop/products/burnout-recovery-workbook'],
    ['GET', '/api/admin/shop/product-sales'],
    ['GET', '/api/admin/shop/review-queue'],
    ['POST', `/api/admin/shop/review-queue/${randomUUID()}/decision`],
  ] as const)('%s %s: a visitor is asked to sign in, a member is refused', async (method, url) => {
    const payload = method === 'GET' ? undefined : method === 'PATCH' ? { priceCents: 1 } : { decision: 'approve' };
    const visitor = await t.app.inject({ method, url, payload, headers: { origin: ORIGIN } });
    expect(visitor.statusCode).toBe(401);
    const refused = await t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: member.cookie } });
    expect(refused.statusCode).toBe(403);
  });
});

describe('prices and availability', () => {
  it('lists every product at its catalogue price, on sale', async () => {
    const res = await get(t, '/api/admin/shop/products', admin.cookie);
    expect(res.statusCode).toBe(200);
    const products = res.json().products;
    expect(products.map((p: { id: string }) => p.id)).toEqual([
      'burnout-autoimmunity-ebook',
      'burnout-recovery-workbook',
      'nervous-system-reset-cards',
      'recovery-bundle',
    ]);
    expect(products[1]).toMatchObject({
      title: 'The Burnout Recovery Workbook',
      kind: 'Workbook',
      cataloguePriceCents: 4700,
      priceCents: 4700,
      available: true,
    });
  });

  it.each([
    [{ priceCents: -100 }, 'A price cannot be below $0.'],
    [{ priceCents: 19.5 }, 'Enter the price in dollars and cents, for example 47 or 19.50.'],
    [{ priceCents: 100_001 }, 'A price can be at most $1,000.'],
  ])('refuses %j with a field error', async (payload, message) => {
    const res = await patch('burnout-recovery-workbook', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'priceCents', message }]);
  });

  it('refuses an empty change and an unknown product', async () => {
    expect((await patch('burnout-recovery-workbook', {})).statusCode).toBe(400);
    expect((await patch('free-stuff', { priceCents: 100 })).statusCode).toBe(400);
  });

  it('a new price is recorded with who and when, audited, shown in the catalogue and charged at checkout', async () => {
    // Count on what this test adds, not on an empty history.
    const before = (await get(t, '/api/admin/shop/products', admin.cookie)).json().products[1].changes.length;
    const res = await patch('burnout-recovery-workbook', { priceCents: 3900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 3900, cataloguePriceCents: 4700, available: true });
    expect(res.json().changes[0]).toMatchObject({
      by: 'Grace Hopper',
      fromPriceCents: 4700,
      toPriceCents: 3900,
      fromAvailable: true,
      toAvailable: true,
    });
    expect(Date.now() - Date.parse(res.json().changes[0].at)).toBeLessThan(60_000);
    const [audit] = await audits('product.update', admin.userId);
    expect(audit.details).toEqual({
      productId: 'burnout-recovery-workbook',
      from: { priceCents: 4700, available: true },
      to: { priceCents: 3900, available: true },
    });
    expect(await offer('burnout-recovery-workbook')).toEqual({ id: 'burnout-recovery-workbook', priceCents: 3900, available: true });

    // The cart's own figure is never used: the server's price is.
    const started = await post(t, '/api/shop/checkout', {
      email: uniqueEmail(),
      items: [{ productId: 'burnout-recovery-workbook', quantity: 2, price: 4700 }],
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await orderRow(t, started.json().orderNumber)).toMatchObject({ subtotalCents: 7800, totalCents: 7800 });

    // The same price again changes nothing and records nothing.
    const again = await patch('burnout-recovery-workbook', { priceCents: 3900 });
    expect(again.json().changes).toHaveLength(Math.min(before + 1, 20));
    expect(await audits('product.update', admin.userId)).toHaveLength(1);
    expect((await patch('burnout-recovery-workbook', { priceCents: 4700 })).json().changes[0]).toMatchObject({
      fromPriceCents: 3900,
      toPriceCents: 4700,
    });
  });

  it('a product taken off sale is marked so in the catalogue and refused at checkout, with or without a code', async () => {
    const res = await patch('nervous-system-reset-cards', { available: false });
    expect(res.json()).toMatchObject({ available: false, priceCents: 1200, changes: [{ fromAvailable: true, toAvailable: false }] });
    expect(await offer('nervous-system-reset-cards')).toMatchObject({ available: false });
    const message = 'Nervous System Reset Cards is not available right now. Please remove it from your cart.';
    for (const discountCode of [undefined, 'NO-SUCH-CODE']) {
      const refused = await post(t, '/api/shop/checkout', {
        email: uniqueEmail(),
        items: [
          { productId: 'burnout-autoimmunity-ebook', quantity: 1 },
          { productId: 'nervous-system-reset-cards', quantity: 1 },
        ],
        discountCode,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe(message);
    }
    await patch('nervous-system-reset-cards', { available: true });
    const sold = await post(t, '/api/shop/checkout', {
      email: uniqueEmail(),
      items: [{ productId: 'nervous-system-reset-cards', quantity: 1 }],
    });
    expect(sold.statusCode).toBe(200);
  });
});

describe('per-product sales', () => {
  it('counts paid orders by product, test apart from live, with refunds shared over the items', async () => {
    const before: ProductSales[] = (await get(t, '/api/admin/shop/product-sales', admin.cookie)).json().sales;
    const row = (
      sales: ProductSales[],
      id: string,
    ): Partial<ProductSales> & Pick<ProductSales, 'orders' | 'units' | 'revenueCents' | 'refundedCents'> =>
      sales.find((s) => s.productId === id && !s.livemode) ?? { orders: 0, units: 0, revenueCents: 0, refundedCents: 0 };

    const started = await post(t, '/api/shop/checkout', {
      email: uniqueEmail(),
      items: [
        { productId: 'burnout-autoimmunity-ebook', quantity: 2 },
        { productId: 'nervous-system-reset-cards', quantity: 1 },
      ],
    });
    await chooseAtTestCheckout(t, sessionOf(started.json().url), 'pay');
    // A pending order is not a sale.
    await post(t, '/api/shop/checkout', { email: uniqueEmail(), items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${started.json().orderNumber}/refunds`,
      payload: { amountCents: 2500, reason: '', idempotencyKey: randomUUID() },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const after: ProductSales[] = (await get(t, '/api/admin/shop/product-sales', admin.cookie)).json().sales;
    const ebook = row(after, 'burnout-autoimmunity-ebook');
    const cards = row(after, 'nervous-system-reset-cards');
    const was = { ebook: row(before, 'burnout-autoimmunity-ebook'), cards: row(before, 'nervous-system-reset-cards') };
    // $38 of ebooks and $12 of cards; the $25 refund is split 38:12.
    expect(ebook).toMatchObject({ title: 'Burnout and Autoimmunity: What the Research Says', livemode: false });
    expect(ebook.orders - was.ebook.orders).toBe(1);
    expect(ebook.units - was.ebook.units).toBe(2);
    expect(ebook.revenueCents - was.ebook.revenueCents).toBe(3800);
    expect(ebook.refundedCents - was.ebook.refundedCents).toBe(1900);
    expect(cards.units - was.cards.units).toBe(1);
    expect(cards.revenueCents - was.cards.revenueCents).toBe(1200);
    expect(cards.refundedCents - was.cards.refundedCents).toBe(600);
    expect(after.some((s) => s.livemode)).toBe(false);
  });
});

describe('the review queue', () => {
  async function review(body = 'Helped me plan my return to work.') {
    const buyer = await signUpVerified(t, { fullName: 'Ada Lovelace' });
    const [row] = await t.database.db
      .insert(productReviews)
      .values({ productId: 'burnout-recovery-workbook', userId: buyer.userId, rating: 4, body })
      .returning();
    return row;
  }

  it('lists pending reviews with the product, stars, author and text as written', async () => {
    const row = await review('<b>Bold</b> claim & more');
    const res = await get(t, '/api/admin/shop/review-queue?status=pending', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().reviews).toContainEqual(
      expect.objectContaining({
        id: row.id,
        productTitle: 'The Burnout Recovery Workbook',
        rating: 4,
        author: 'Ada Lovelace',
        body: '<b>Bold</b> claim & more',
        status: 'pending',
      }),
    );
  });

  it('approves and rejects: the review moves out of the queue and the decision is audited', async () => {
    const approved = await review();
    const rejected = await review();
    const decide = (id: string, decision: string) => post(t, `/api/admin/shop/review-queue/${id}/decision`, { decision }, admin.cookie);
    const yes = await decide(approved.id, 'approve');
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({ id: approved.id, status: 'approved' });
    expect((await decide(rejected.id, 'reject')).json()).toMatchObject({ status: 'rejected' });
    expect((await decide(rejected.id, 'maybe')).statusCode).toBe(400);
    expect((await decide(randomUUID(), 'approve')).statusCode).toBe(404);

    const pending = (await get(t, '/api/admin/shop/review-queue', admin.cookie)).json().reviews.map((r: { id: string }) => r.id);
    expect(pending).not.toContain(approved.id);
    expect(pending).not.toContain(rejected.id);
    expect(
      (await get(t, '/api/admin/shop/review-queue?status=approved', admin.cookie)).json().reviews.map((r: { id: string }) => r.id),
    ).toContain(approved.id);
    const [row] = await t.database.db.select().from(productReviews).where(eq(productReviews.id, approved.id));
    expect(row).toMatchObject({ status: 'approved', decidedBy: admin.userId });
    const decisions = await audits('review.decide', admin.userId);
    expect(decisions.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { reviewId: approved.id, productId: 'burnout-recovery-workbook', decision: 'approved' },
        { reviewId: rejected.id, productId: 'burnout-recovery-workbook', decision: 'rejected' },
      ]),
    );
  });
});
