import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, get, post, signUpVerified, uniqueEmail, signUpStaff } from '#server/testing/auth-helpers';
import { type FakeStripe, startFakeStripe } from '#server/testing/fake-stripe';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { STRIPE_API_VERSION } from '#server/platform/payments/stripe-client';
import { emailMessages } from '#server/platform/email/schema';
import { discountCodes, entitlements, orderItems, orders, payments, refunds, webhookEvents } from './schema';
import { orderRow } from '#server/testing/shop';

// Issue 18, "Done when": the Stripe provider against a local fake Stripe server (the real SDK,
// pointed at it by host, port and protocol) and deliveries signed with Stripe's own scheme.

let fake: FakeStripe;
let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
  staffCookie = (await signUpStaff(t, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
type Obj = Record<string, unknown>;

/** A visitor checks out; the session is created at the fake Stripe. */
async function checkout(productId = 'burnout-autoimmunity-ebook', email = uniqueEmail('stripe')) {
  const res = await post(t, '/api/shop/checkout', { email, items: [{ productId, quantity: 1 }] });
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json() as { orderNumber: string; url: string };
  const order = await orderRow(t, started.orderNumber);
  return { ...started, email, order, sessionId: order.providerSessionId! };
}

/** Posts a delivery as Stripe does: raw JSON bytes, its own content type, a Stripe-Signature header. */
function deliverRaw(payload: string, signature: string, app = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/shop/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}
function deliver(event: Obj, app = t) {
  const payload = JSON.stringify(event, null, 2);
  return deliverRaw(payload, fake.sign(payload), app);
}

async function grantsOf(orderId: string) {
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const rows = await db().select().from(entitlements).where(eq(entitlements.sourceId, items[0].id));
  return rows;
}

const receipts = async (email: string) =>
  (await db().select().from(emailMessages).where(eq(emailMessages.toAddress, email))).filter((m) => m.type === 'order_receipt');

function refund(orderNumber: string, amountCents: number, idempotencyKey = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refunds`,
    payload: { amountCents, reason: 'Asked for by the buyer', idempotencyKey },
    headers: { origin: ORIGIN, cookie: staffCookie },
  });
}

/** An order paid by card at the fake, with the completed event delivered. */
async function paidOrder(productId = 'burnout-recovery-workbook') {
  const started = await checkout(productId);
  const session = fake.pay(started.sessionId);
  expect((await deliver(fake.event('checkout.session.completed', session))).statusCode).toBe(200);
  return { ...started, paymentIntent: session.payment_intent as string };
}

describe('checkout with Stripe', () => {
  it('creates a Checkout Session at Stripe, priced from the catalogue, and returns its url', async () => {
    const email = uniqueEmail('priced');
    // A crafted body: prices and totals of the client's choosing are not part of the contract.
    const res = await post(t, '/api/shop/checkout', {
      email,
      totalCents: 1,
      items: [{ productId: 'burnout-recovery-workbook', quantity: 2, unitPriceCents: 1, price: 1, total: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json();
    const order = await orderRow(t, started.orderNumber);
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      livemode: false,
      subtotalCents: 9400,
      totalCents: 9400,
      taxCalculated: false,
    });
    expect(order.providerSessionId).toMatch(/^cs_test_/);
    const session = fake.session(order.providerSessionId!);
    expect(started.url).toBe(session.url);
    expect(started.url.startsWith(fake.url)).toBe(true);
    expect(session).toMatchObject({
      amount_total: 9400,
      currency: 'usd',
      client_reference_id: order.id,
      customer_email: email,
      metadata: { orderId: order.id, orderNumber: order.publicNumber },
    });
    expect(session.success_url).toBe('http://localhost:3000/refill-shop/success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.line_items_requested).toEqual([
      { quantity: '2', price_data: { currency: 'usd', unit_amount: '4700', product_data: { name: 'The Burnout Recovery Workbook' } } },
    ]);
    const request = fake.requests.find((r) => r.method === 'POST' && r.params.client_reference_id === order.id)!;
    expect(request.stripeVersion).toBe(STRIPE_API_VERSION);
    // Stripe Tax is asked for only when STRIPE_AUTOMATIC_TAX says the account has it (below).
    expect(request.params.automatic_tax).toBeUndefined();
  });

  it('charges exactly the discounted total when a discount does not divide by the quantity', async () => {
    const code = `ODD${randomUUID().slice(0, 6)}`;
    await db().insert(discountCodes).values({ code, amountOffCents: 1001 });
    const res = await post(t, '/api/shop/checkout', {
      email: uniqueEmail('odd'),
      items: [{ productId: 'burnout-recovery-workbook', quantity: 2 }],
      discountCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(t, res.json().orderNumber);
    expect(order).toMatchObject({ subtotalCents: 9400, discountCents: 1001, totalCents: 8399 });
    const session = fake.session(order.providerSessionId!);
    expect(session.amount_total).toBe(8399);
    expect(
      (session.line_items_requested as { quantity: string; price_data: { unit_amount: string } }[]).map((l) => [
        l.quantity,
        l.price_data.unit_amount,
      ]),
    ).toEqual([
      ['1', '4199'],
      ['1', '4200'],
    ]);
  });

  it('marks the order failed and says so when Stripe does not answer', async () => {
    fake.failNext('/v1/checkout/sessions', 'error');
    const email = uniqueEmail('down');
    const res = await post(t, '/api/shop/checkout', { email, items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toMatch(/Nothing was charged/);
    const [order] = await db().select().from(orders).where(eq(orders.email, email));
    expect(order.status).toBe('failed');
  });

  it('the success page fulfils an order Stripe says is paid before the webhook comes; the late webhook adds nothing', async () => {
    const started = await checkout();
    const session = fake.pay(started.sessionId);
    const shown = await get(t, `/api/shop/orders/${started.sessionId}`);
    expect(shown.json()).toMatchObject({ status: 'paid', provider: 'stripe', downloads: [{ fileKey: 'burnout-autoimmunity-ebook' }] });
    const late = await deliver(fake.event('checkout.session.completed', session));
    expect(late.json()).toEqual({ received: true, duplicate: false });
    expect(await db().select().from(payments).where(eq(payments.orderId, started.order.id))).toHaveLength(1);
    expect(await receipts(started.email)).toHaveLength(1);
  });
});

describe('Stripe webhook deliveries', () => {
  it('a valid checkout.session.completed fulfils the order: payment, downloads and one receipt', async () => {
    const started = await checkout();
    const session = fake.pay(started.sessionId);
    const res = await deliver(fake.event('checkout.session.completed', session));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(t, started.orderNumber)).toMatchObject({ status: 'paid', taxCents: 0 });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, started.order.id));
    expect(payment).toMatchObject({
      provider: 'stripe',
      providerPaymentId: session.payment_intent,
      amountCents: 1900,
      status: 'succeeded',
      livemode: false,
    });
    expect(await grantsOf(started.order.id)).toMatchObject([
      { productId: 'burnout-autoimmunity-ebook', email: started.email, revokedAt: null },
    ]);
    expect(await receipts(started.email)).toHaveLength(1);
  });

  it('a replay of the same event id is answered 200 and does nothing', async () => {
    const started = await checkout();
    const event = fake.event('checkout.session.completed', fake.pay(started.sessionId));
    const payload = JSON.stringify(event);
    expect((await deliverRaw(payload, fake.sign(payload))).json()).toEqual({ received: true, duplicate: false });
    // Stripe retries with a fresh signature; the event id is what counts.
    const replay = await deliverRaw(payload, fake.sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toMatchObject([
      { provider: 'stripe', type: 'checkout.session.completed' },
    ]);
    expect(await db().select().from(payments).where(eq(payments.orderId, started.order.id))).toHaveLength(1);
    expect(await grantsOf(started.order.id)).toHaveLength(1);
    expect(await receipts(started.email)).toHaveLength(1);
  });

  it('refuses a tampered byte, another secret and an old timestamp, and changes nothing', async () => {
    const started = await checkout();
    const event = fake.event('checkout.session.completed', fake.pay(started.sessionId));
    const payload = JSON.stringify(event);
    const signature = fake.sign(payload);
    const at = payload.indexOf('"amount_total":1900') + '"amount_total":1'.length;
    const tampered = `${payload.slice(0, at)}8${payload.slice(at + 1)}`;
    expect(tampered).toHaveLength(payload.length);
    const refused = await deliverRaw(tampered, signature);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^Webhook signature verification failed/);
    expect((await deliverRaw(payload, fake.sign(payload, undefined, 'whsec_someone_else'))).statusCode).toBe(400);
    expect((await deliverRaw(payload, 'garbage')).statusCode).toBe(400);
    const stale = await deliverRaw(payload, fake.sign(payload, Math.floor(Date.now() / 1000) - 360));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toMatch(/tolerance/i);
    expect(await orderRow(t, started.orderNumber)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toEqual([]);
    // Within the 300 s tolerance the same delivery is accepted.
    expect((await deliverRaw(payload, fake.sign(payload, Math.floor(Date.now() / 1000) - 240))).statusCode).toBe(200);
    expect((await orderRow(t, started.orderNumber)).status).toBe('paid');
  });

  it('a delayed payment waits, then async_payment_failed leaves the order failed and grants nothing', async () => {
    const started = await checkout();
    const completed = await deliver(fake.event('checkout.session.completed', fake.pay(started.sessionId, 'delayed')));
    expect(completed.statusCode).toBe(200);
    expect((await orderRow(t, started.orderNumber)).status).toBe('pending');
    await deliver(fake.event('checkout.session.async_payment_failed', fake.settle(started.sessionId, false)));
    expect((await orderRow(t, started.orderNumber)).status).toBe('failed');
    expect(await grantsOf(started.order.id)).toEqual([]);
    expect(await db().select().from(payments).where(eq(payments.orderId, started.order.id))).toEqual([]);
    expect(await receipts(started.email)).toEqual([]);
  });

  it('a delayed payment that succeeds fulfils on async_payment_succeeded', async () => {
    const started = await checkout();
    await deliver(fake.event('checkout.session.completed', fake.pay(started.sessionId, 'delayed')));
    await deliver(fake.event('checkout.session.async_payment_succeeded', fake.settle(started.sessionId, true)));
    expect((await orderRow(t, started.orderNumber)).status).toBe('paid');
    expect(await grantsOf(started.order.id)).toHaveLength(1);
  });

  it('an expired session leaves the order expired and grants nothing', async () => {
    const started = await checkout();
    await deliver(fake.event('checkout.session.expired', fake.expire(started.sessionId)));
    expect((await orderRow(t, started.orderNumber)).status).toBe('expired');
    expect(await grantsOf(started.order.id)).toEqual([]);
    const shown = await get(t, `/api/shop/orders/${started.sessionId}`);
    expect(shown.json()).toMatchObject({ status: 'expired', downloads: [] });
  });

  it('charge.dispute.created marks the order disputed', async () => {
    const paid = await paidOrder();
    expect((await orderRow(t, paid.orderNumber)).disputed).toBe(false);
    await deliver(fake.event('charge.dispute.created', fake.dispute(paid.paymentIntent)));
    expect((await orderRow(t, paid.orderNumber)).disputed).toBe(true);
  });
});

describe('refunds through Stripe', () => {
  it('goes to Stripe with the idempotency key; a retry after a lost answer does not refund twice; a full refund revokes the download', async () => {
    const paid = await paidOrder();
    const member = await signUpVerified(t, { email: paid.email });
    expect((await get(t, '/api/shop/files/burnout-recovery-workbook', member.cookie)).statusCode).toBe(200);

    const key = randomUUID();
    // Stripe does the refund but the answer is lost, twice: the SDK's own retry of a closed
    // connection and then the request fail; staff ask again with the same key.
    fake.failNext('/v1/refunds', 'drop');
    fake.failNext('/v1/refunds', 'drop');
    const lost = await refund(paid.orderNumber, 4700, key);
    expect(lost.statusCode).toBe(502);
    expect(fake.refunds(paid.paymentIntent)).toHaveLength(1);
    expect((await orderRow(t, paid.orderNumber)).status).toBe('paid');

    const retried = await refund(paid.orderNumber, 4700, key);
    expect(retried.statusCode, retried.body).toBe(200);
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === paid.paymentIntent);
    expect(sent.map((r) => r.idempotencyKey)).toEqual([`refund:${key}`, `refund:${key}`, `refund:${key}`]);
    expect(sent[0].params.amount).toBe('4700');
    expect(fake.refunds(paid.paymentIntent)).toHaveLength(1);
    expect(fake.charge(paid.paymentIntent)).toMatchObject({ amount_refunded: 4700, refunded: true });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, paid.order.id));
    expect(row).toMatchObject({ status: 'succeeded', amountCents: 4700, providerRefundId: fake.refunds(paid.paymentIntent)[0].id });

    // Asked again with the same key, nothing more goes to Stripe.
    expect((await refund(paid.orderNumber, 4700, key)).json()).toMatchObject({ refundId: row.id, repeated: true });
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === paid.paymentIntent)).toHaveLength(3);

    expect(await orderRow(t, paid.orderNumber)).toMatchObject({ status: 'refunded', refundedCents: 4700 });
    expect((await grantsOf(paid.order.id))[0].revokedAt).not.toBeNull();
    expect((await get(t, '/api/shop/files/burnout-recovery-workbook', member.cookie)).statusCode).toBe(403);

    // Stripe's charge.refunded for our own refund counts once.
    const reported = await deliver(fake.event('charge.refunded', fake.charge(paid.paymentIntent)!));
    expect(reported.statusCode).toBe(200);
    expect(await orderRow(t, paid.orderNumber)).toMatchObject({ status: 'refunded', refundedCents: 4700 });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, paid.order.id))).toHaveLength(1);
  });

  it('refunds made in the Dashboard arrive as charge.refunded: a part keeps the download, the rest revokes it', async () => {
    const paid = await paidOrder();
    fake.refundInDashboard(paid.paymentIntent, 1200);
    const part = fake.event('charge.refunded', fake.charge(paid.paymentIntent)!);
    expect((await deliver(part)).statusCode).toBe(200);
    expect(await orderRow(t, paid.orderNumber)).toMatchObject({ status: 'partially_refunded', refundedCents: 1200 });
    expect((await grantsOf(paid.order.id))[0].revokedAt).toBeNull();
    expect((await deliver(part)).json()).toEqual({ received: true, duplicate: true });

    fake.refundInDashboard(paid.paymentIntent, 3500);
    await deliver(fake.event('charge.refunded', fake.charge(paid.paymentIntent)!));
    expect(await orderRow(t, paid.orderNumber)).toMatchObject({ status: 'refunded', refundedCents: 4700 });
    expect((await grantsOf(paid.order.id))[0].revokedAt).not.toBeNull();
    expect(await db().select().from(refunds).where(eq(refunds.orderId, paid.order.id))).toHaveLength(2);
  });

  it("Stripe's charge.refunded overtaking the answer to our own partial refund counts it once", async () => {
    const paid = await paidOrder();
    let overtaken: { statusCode: number } | null = null;
    fake.holdNext('/v1/refunds', async () => (overtaken = await deliver(fake.event('charge.refunded', fake.charge(paid.paymentIntent)!))));
    expect((await refund(paid.orderNumber, 1000)).statusCode).toBe(200);
    expect(overtaken).toMatchObject({ statusCode: 200 });
    expect(await orderRow(t, paid.orderNumber)).toMatchObject({ status: 'partially_refunded', refundedCents: 1000 });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, paid.order.id))).toMatchObject([
      { amountCents: 1000, status: 'succeeded' },
    ]);
    expect((await grantsOf(paid.order.id))[0].revokedAt).toBeNull();
  });

  it('a refund Stripe refuses changes nothing and can be asked for again', async () => {
    const paid = await paidOrder('burnout-autoimmunity-ebook');
    fake.failNext('/v1/refunds', 'error');
    expect((await refund(paid.orderNumber, 500)).statusCode).toBe(502);
    expect(fake.refunds(paid.paymentIntent)).toEqual([]);
    expect(await orderRow(t, paid.orderNumber)).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect((await refund(paid.orderNumber, 500)).statusCode).toBe(200);
    expect(await orderRow(t, paid.orderNumber)).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
  });
});

describe('Stripe Tax (STRIPE_AUTOMATIC_TAX)', () => {
  let taxed: TestApp;
  beforeAll(async () => {
    taxed = await createTestApp({ env: { ...fake.env, STRIPE_AUTOMATIC_TAX: 'true' } });
  });
  afterAll(() => taxed.close());

  it('asks Stripe for tax and records what it calculated; an account without Stripe Tax refuses the session', async () => {
    const items = [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }];
    const refused = await post(taxed, '/api/shop/checkout', { email: uniqueEmail('untaxed'), items });
    expect(refused.statusCode).toBe(502);
    Object.assign(fake.tax, { activated: true, rateBasisPoints: 800 });
    try {
      const res = await post(taxed, '/api/shop/checkout', { email: uniqueEmail('taxed'), items });
      expect(res.statusCode, res.body).toBe(200);
      const order = await orderRow(t, res.json().orderNumber);
      expect(order).toMatchObject({ taxCalculated: true, taxCents: 0, totalCents: 1900 });
      expect(fake.session(order.providerSessionId!).automatic_tax).toMatchObject({ enabled: true });
      const session = fake.pay(order.providerSessionId!);
      expect((await deliver(fake.event('checkout.session.completed', session), taxed)).statusCode).toBe(200);
      expect(await orderRow(t, order.publicNumber)).toMatchObject({ status: 'paid', taxCents: 152, totalCents: 2052 });
      const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment.amountCents).toBe(2052);
      // A full refund returns the tax too.
      const full = await refund(order.publicNumber, 2052);
      expect(full.statusCode, full.body).toBe(200);
      expect(fake.charge(session.payment_intent as string)).toMatchObject({ amount_refunded: 2052, refunded: true });
      expect(await orderRow(t, order.publicNumber)).toMatchObject({ status: 'refunded', refundedCents: 2052 });
    } finally {
      Object.assign(fake.tax, { activated: false, rateBasisPoints: 0 });
    }
  });
});
