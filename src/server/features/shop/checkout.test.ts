import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, get, latestEmail, post, signUpVerified, uniqueEmail, signUpStaff } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { getOrCreateSecret } from '#server/platform/secrets';
import { stripeClient } from '#server/platform/payments/stripe-client';
import { discountCodes, entitlements, orders, webhookEvents } from './schema';
import { chooseAtTestCheckout, deliverWebhook, orderRow, sessionOf } from '#server/testing/shop';

const t = setUpTestApp();
let staff: { cookie: string };
beforeAll(async () => {
  staff = await signUpStaff(t, 'admin');
});

async function checkout(payload: object, cookie = '') {
  const res = await post(t, '/api/shop/checkout', payload, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderNumber: string; url: string };
}

describe('checkout with the test provider', () => {
  it('prices the order from the catalogue, never from the cart it is sent', async () => {
    const started = await checkout({
      email: uniqueEmail('buyer'),
      items: [{ productId: 'burnout-recovery-workbook', quantity: 1, price: 1, total: 1 }],
    });
    expect(started.url).toMatch(/\/refill-shop\/checkout\?session_id=test_cs_/);
    const order = await orderRow(t, started.orderNumber);
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'test',
      livemode: false,
      subtotalCents: 4700,
      totalCents: 4700,
      taxCents: 0,
      taxCalculated: false,
    });
    const shown = await get(t, `/api/shop/test-checkout/${sessionOf(started.url)}`);
    expect(shown.json()).toMatchObject({
      totalCents: 4700,
      items: [{ productId: 'burnout-recovery-workbook', unitPriceCents: 4700, quantity: 1 }],
    });
  });

  it('refuses unknown products and asks a visitor for an email', async () => {
    expect(
      (await post(t, '/api/shop/checkout', { email: uniqueEmail(), items: [{ productId: 'free-stuff', quantity: 1 }] })).statusCode,
    ).toBe(400);
    const noEmail = await post(t, '/api/shop/checkout', { items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors[0].field).toBe('email');
  });

  it('pays: the order is paid, the receipt is emailed with a signed link, and the link downloads a stamped PDF', async () => {
    const email = uniqueEmail('payer');
    const started = await checkout({ email, items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] });
    const paid = await chooseAtTestCheckout(t, sessionOf(started.url), 'pay');
    expect(paid).toMatchObject({ status: 'paid', totalCents: 1900, downloads: [{ fileKey: 'burnout-autoimmunity-ebook' }] });
    const receipt = await latestEmail(t, email, 'order_receipt');
    expect(receipt?.text).toContain(started.orderNumber);
    expect(receipt?.text).toContain('TEST MODE');
    const link = receipt!.links.find((l) => l.includes('/api/shop/download?token='))!;
    const file = await get(t, link.replace(/^https?:\/\/[^/]+/, ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="burnout-autoimmunity-ebook.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(file.rawPayload.toString('latin1')).toContain(`Licensed to ${email}`);
  });

  it('refuses a tampered download token', async () => {
    const email = uniqueEmail('tamper');
    const started = await checkout({ email, items: [{ productId: 'nervous-system-reset-cards', quantity: 1 }] });
    const { downloads } = await chooseAtTestCheckout(t, sessionOf(started.url), 'pay');
    const url: string = downloads[0].url;
    const tampered = url.slice(0, -3) + (url.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await get(t, tampered)).statusCode).toBe(403);
  });

  it('decline leaves the order failed and grants nothing', async () => {
    const started = await checkout({ email: uniqueEmail('decline'), items: [{ productId: 'burnout-recovery-workbook', quantity: 1 }] });
    const declined = await chooseAtTestCheckout(t, sessionOf(started.url), 'decline');
    expect(declined).toMatchObject({ status: 'failed', downloads: [] });
    const order = await orderRow(t, started.orderNumber);
    const rows = await t.database.db.select().from(entitlements).where(eq(entitlements.email, order.email!));
    expect(rows).toEqual([]);
  });

  it('pay later keeps the order pending until the delayed payment succeeds', async () => {
    const started = await checkout({ email: uniqueEmail('later'), items: [{ productId: 'burnout-recovery-workbook', quantity: 1 }] });
    expect(await chooseAtTestCheckout(t, sessionOf(started.url), 'later')).toMatchObject({ status: 'pending', downloads: [] });
    expect(await chooseAtTestCheckout(t, sessionOf(started.url), 'complete_later')).toMatchObject({ status: 'paid' });
  });

  it('a bundle grants each of its documents', async () => {
    const started = await checkout({ email: uniqueEmail('bundle'), items: [{ productId: 'recovery-bundle', quantity: 1 }] });
    const paid = await chooseAtTestCheckout(t, sessionOf(started.url), 'pay');
    expect(paid.downloads.map((d: { fileKey: string }) => d.fileKey).sort()).toEqual([
      'burnout-autoimmunity-ebook',
      'burnout-recovery-workbook',
      'nervous-system-reset-cards',
    ]);
  });
});

describe('the webhook', () => {
  async function pendingOrder() {
    const started = await checkout({ email: uniqueEmail('hook'), items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] });
    const order = await orderRow(t, started.orderNumber);
    const event = t.services.testPayments!.eventFor('pay', {
      sessionId: sessionOf(started.url),
      orderId: order.id,
      totalCents: order.totalCents,
      currency: 'usd',
    });
    return { started, event };
  }

  it('accepts a valid delivery once; a replay is answered 200 and changes nothing', async () => {
    const { started, event } = await pendingOrder();
    const { payload, signature } = await t.services.testPayments!.signedEvent(event);
    const first = await deliverWebhook(t, payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(t, started.orderNumber)).status).toBe('paid');
    const replay = await deliverWebhook(t, payload, signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toHaveLength(1);
  });

  it('refuses a tampered byte, a missing signature and an old timestamp', async () => {
    const { started, event } = await pendingOrder();
    const { payload, signature } = await t.services.testPayments!.signedEvent(event);
    const tampered = payload.replace('"amount_total":1900', '"amount_total":1800');
    expect(tampered).not.toBe(payload);
    expect((await deliverWebhook(t, tampered, signature)).statusCode).toBe(400);
    expect((await deliverWebhook(t, payload, '')).statusCode).toBe(400);
    const secret = `whsec_${await getOrCreateSecret(t.database.db, 'payments-test-webhook')}`;
    const old = (await stripeClient('sk_test_x')).webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const stale = await deliverWebhook(t, payload, old);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toMatch(/tolerance/i);
    expect((await orderRow(t, started.orderNumber)).status).toBe('pending');
  });
});

describe("a member's purchases, a page at a time (decision 156)", () => {
  it('walks every paid order once, newest first, and refuses a page over the maximum', async () => {
    const email = uniqueEmail('pages');
    // Three paid orders made here, a second apart (checkouts would spend this file's rate limit).
    const numbers = ['RS-PAGEA234', 'RS-PAGEB234', 'RS-PAGEC234'].map((n) => `${n}${randomUUID().slice(0, 4).toUpperCase()}`);
    for (const [i, publicNumber] of numbers.entries()) {
      await t.database.db.insert(orders).values({
        publicNumber,
        provider: 'test',
        email,
        status: 'paid',
        subtotalCents: 1900,
        totalCents: 1900,
        createdAt: new Date(Date.now() - (3 - i) * 1000),
      });
    }
    const member = await signUpVerified(t, { email });
    const first = (await get(t, '/api/shop/purchases?limit=2', member.cookie)).json();
    expect(first.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([numbers[2], numbers[1]]);
    const second = (await get(t, `/api/shop/purchases?limit=2&cursor=${first.nextCursor}`, member.cookie)).json();
    expect(second).toMatchObject({ orders: [{ orderNumber: numbers[0] }], nextCursor: null });
    expect((await get(t, '/api/shop/purchases?limit=101', member.cookie)).statusCode).toBe(400);
  });
});

describe('members, refunds and discounts', () => {
  it('a visitor purchase joins the account that verifies the address; a full refund revokes the download', async () => {
    const email = uniqueEmail('joiner');
    const started = await checkout({ email, items: [{ productId: 'burnout-recovery-workbook', quantity: 1 }] });
    await chooseAtTestCheckout(t, sessionOf(started.url), 'pay');
    const member = await signUpVerified(t, { email });
    const purchases = (await get(t, '/api/shop/purchases', member.cookie)).json().orders;
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      orderNumber: started.orderNumber,
      status: 'paid',
      downloads: [{ url: '/api/shop/files/burnout-recovery-workbook' }],
    });
    const file = await get(t, '/api/shop/files/burnout-recovery-workbook', member.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // Another member cannot download it.
    const other = await signUpVerified(t);
    expect((await get(t, '/api/shop/files/burnout-recovery-workbook', other.cookie)).statusCode).toBe(403);

    const key = randomUUID();
    const refund = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${started.orderNumber}/refunds`,
        payload: { amountCents, reason: 'Changed my mind', idempotencyKey: key },
        headers: { origin: ORIGIN, cookie: staff.cookie },
      });
    const first = await refund(4700);
    expect(first.statusCode, first.body).toBe(200);
    const again = await refund(4700);
    expect(again.json()).toMatchObject({ refundId: first.json().refundId, repeated: true });
    expect(await orderRow(t, started.orderNumber)).toMatchObject({ status: 'refunded', refundedCents: 4700 });
    expect((await latestEmail(t, email, 'refund_issued'))?.text).toContain('$47');
    expect((await get(t, '/api/shop/files/burnout-recovery-workbook', member.cookie)).statusCode).toBe(403);
  });

  it('a partial refund keeps the download; more than what is left is refused', async () => {
    const started = await checkout({ email: uniqueEmail('partial'), items: [{ productId: 'burnout-recovery-workbook', quantity: 1 }] });
    await chooseAtTestCheckout(t, sessionOf(started.url), 'pay');
    const refund = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${started.orderNumber}/refunds`,
        payload: { amountCents, reason: '', idempotencyKey: randomUUID() },
        headers: { origin: ORIGIN, cookie: staff.cookie },
      });
    expect((await refund(1000)).statusCode).toBe(200);
    expect(await orderRow(t, started.orderNumber)).toMatchObject({ status: 'partially_refunded', refundedCents: 1000 });
    expect((await refund(3701)).statusCode).toBe(422);
    const view = (await get(t, `/api/shop/orders/${(await orderRow(t, started.orderNumber)).providerSessionId}`)).json();
    expect(view.downloads).toHaveLength(1);
  });

  it('only staff may refund', async () => {
    const member = await signUpVerified(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/RS-ABCDEFGH/refunds',
      payload: { amountCents: 100, reason: '', idempotencyKey: randomUUID() },
      headers: { origin: ORIGIN, cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('applies one discount code on the server, says why one cannot apply, and counts it only when paid', async () => {
    const db = t.database.db;
    const code = `CALM${randomUUID().slice(0, 6)}`;
    const [row] = await db
      .insert(discountCodes)
      .values({ code, percentOff: 25, appliesTo: ['burnout-recovery-workbook'], maxRedemptions: 1 })
      .returning();
    await db.insert(discountCodes).values({ code: `${code}OLD`, percentOff: 10, expiresAt: new Date(Date.now() - 1000) });
    const wrong = await post(t, '/api/shop/checkout', {
      email: uniqueEmail(),
      items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }],
      discountCode: code,
    });
    expect(wrong.json().errors[0]).toEqual({ field: 'discountCode', message: 'That code is not for the items in your cart.' });
    const expired = await post(t, '/api/shop/checkout', {
      email: uniqueEmail(),
      items: [{ productId: 'burnout-recovery-workbook', quantity: 1 }],
      discountCode: `${code}old`,
    });
    expect(expired.json().detail).toBe('That code has expired.');
    const unknown = await post(t, '/api/shop/checkout', {
      email: uniqueEmail(),
      items: [{ productId: 'burnout-recovery-workbook', quantity: 1 }],
      discountCode: 'NOPE-NOPE',
    });
    expect(unknown.json().detail).toBe('We do not recognise that code. Check the spelling and try again.');

    const started = await checkout({
      email: uniqueEmail(),
      items: [
        { productId: 'burnout-recovery-workbook', quantity: 1 },
        { productId: 'burnout-autoimmunity-ebook', quantity: 1 },
      ],
      discountCode: code.toLowerCase(),
    });
    expect(await orderRow(t, started.orderNumber)).toMatchObject({ subtotalCents: 6600, discountCents: 1175, totalCents: 5425 });
    const [before] = await db.select().from(discountCodes).where(eq(discountCodes.id, row.id));
    expect(before.redemptions).toBe(0);
    await chooseAtTestCheckout(t, sessionOf(started.url), 'pay');
    const [after] = await db.select().from(discountCodes).where(eq(discountCodes.id, row.id));
    expect(after.redemptions).toBe(1);
    const usedUp = await post(t, '/api/shop/checkout', {
      email: uniqueEmail(),
      items: [{ productId: 'burnout-recovery-workbook', quantity: 1 }],
      discountCode: code,
    });
    expect(usedUp.json().detail).toBe('That code has been used as many times as it allows.');
  });

  it('a $0 order skips the provider and is fulfilled as free', async () => {
    const code = `FREE${randomUUID().slice(0, 6)}`;
    await t.database.db.insert(discountCodes).values({ code, percentOff: 100 });
    const started = await checkout({
      email: uniqueEmail('free'),
      items: [{ productId: 'nervous-system-reset-cards', quantity: 1 }],
      discountCode: code,
    });
    expect(started.url).toContain('/refill-shop/success?session_id=free_');
    expect(await orderRow(t, started.orderNumber)).toMatchObject({ provider: 'free', status: 'paid', totalCents: 0 });
  });
});
