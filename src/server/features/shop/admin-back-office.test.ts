import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, get, latestEmail, post, signUpVerified, uniqueEmail, signUpStaff } from '#server/testing/auth-helpers';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { auditLog } from '../admin/schema';
import { refundRequests } from './schema';
import { chooseAtTestCheckout, orderRow, sessionOf } from '#server/testing/shop';

// The sales report counts every test-mode order on the database: another file's orders must not
// land between its two readings.
const t = setUpIsolatedTestApp();
let superAdmin: { cookie: string; userId: string; email: string };
let admin: { cookie: string; userId: string };
let member: { cookie: string };
beforeAll(async () => {
  superAdmin = await signUpStaff(t, 'super_admin');
  admin = await signUpStaff(t, 'admin');
  member = await signUpVerified(t);
});

/** A visitor's order paid through the test checkout. */
async function paidOrder(productId = 'burnout-recovery-workbook', email = uniqueEmail('buyer')) {
  const started = (await post(t, '/api/shop/checkout', { email, items: [{ productId, quantity: 1 }] })).json() as {
    orderNumber: string;
    url: string;
  };
  const sessionId = sessionOf(started.url);
  await chooseAtTestCheckout(t, sessionId, 'pay');
  return { orderNumber: started.orderNumber, email, sessionId };
}

async function audits(action: string, orderNumber: string) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => r.details.orderNumber === orderNumber);
}

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });

describe('who may use the back office of the shop', () => {
  it.each([
    ['GET', '/api/admin/orders?q=example'],
    ['GET', '/api/admin/orders/RS-ABCDEFGH'],
    ['POST', '/api/admin/orders/RS-ABCDEFGH/receipt'],
    ['GET', '/api/admin/sales'],
    ['GET', '/api/admin/sales.csv'],
  ] as const)('%s %s is for super_admins only: a member and a plain admin are refused', async (method, url) => {
    expect((await send(method, url, member.cookie)).statusCode).toBe(403);
    expect((await send(method, url, admin.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method, url, headers: { origin: ORIGIN } })).statusCode).toBe(401);
    expect((await send(method, url, superAdmin.cookie)).statusCode).not.toBe(403);
  });

  it('refund requests are for admins: a member is refused', async () => {
    expect((await send('GET', '/api/admin/refund-requests', member.cookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/refund-requests', admin.cookie)).statusCode).toBe(200);
  });
});

describe('refund requests', () => {
  async function request(orderNumber: string, email: string, reason = 'It was not what I needed.') {
    const [row] = await t.database.db.insert(refundRequests).values({ orderNumber, email, reason }).returning();
    return row;
  }
  const decide = (id: string, body: object, cookie = admin.cookie) =>
    send('POST', `/api/admin/refund-requests/${id}/decision`, cookie, body);

  it('lists open requests first with the order they match, only when number and email agree', async () => {
    const order = await paidOrder();
    const mine = await request(order.orderNumber, order.email.toUpperCase());
    const stranger = await request(order.orderNumber, uniqueEmail('stranger'));
    const list = (await send('GET', '/api/admin/refund-requests?status=open', admin.cookie)).json().requests as {
      id: string;
      order: unknown;
      status: string;
    }[];
    expect(list.every((r) => r.status === 'open')).toBe(true);
    expect(list.find((r) => r.id === mine.id)?.order).toMatchObject({
      orderNumber: order.orderNumber,
      totalCents: 4700,
      refundedCents: 0,
      status: 'paid',
      livemode: false,
    });
    expect(list.find((r) => r.id === stranger.id)?.order).toBeNull();
  });

  it('approving a partial amount refunds it through the provider, emails the buyer and keeps the downloads', async () => {
    const order = await paidOrder();
    const row = await request(order.orderNumber, order.email);
    const res = await decide(row.id, {
      decision: 'approve',
      amountCents: 1200,
      reason: 'Part of it was unreadable',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      refundedCents: 1200,
      order: { refundedCents: 1200, status: 'partially_refunded' },
    });
    expect((await latestEmail(t, order.email, 'refund_issued'))?.text).toContain('$12');
    expect((await get(t, `/api/shop/orders/${order.sessionId}`)).json().downloads).toHaveLength(1);
    expect(await audits('refund_request.decide', order.orderNumber)).toMatchObject([
      { actorUserId: admin.userId, reason: 'Part of it was unreadable', details: { decision: 'approve', amountCents: 1200 } },
    ]);
    expect(await audits('order.refund', order.orderNumber)).toHaveLength(1);
    // Decided once: a second decision is refused.
    expect((await decide(row.id, { decision: 'decline', reason: 'Twice' })).statusCode).toBe(409);
  });

  it('approving the full amount revokes the downloads', async () => {
    const order = await paidOrder('burnout-autoimmunity-ebook');
    const row = await request(order.orderNumber, order.email);
    expect((await decide(row.id, { decision: 'approve', amountCents: 1900, reason: '', idempotencyKey: randomUUID() })).statusCode).toBe(
      200,
    );
    expect(await orderRow(t, order.orderNumber)).toMatchObject({ status: 'refunded', refundedCents: 1900 });
    expect((await get(t, `/api/shop/orders/${order.sessionId}`)).json().downloads).toEqual([]);
    expect((await latestEmail(t, order.email, 'refund_issued'))?.text).toContain('switched off');
  });

  it('refuses more than is left, and nothing changes', async () => {
    const order = await paidOrder('burnout-autoimmunity-ebook');
    const row = await request(order.orderNumber, order.email);
    const res = await decide(row.id, { decision: 'approve', amountCents: 1901, reason: '', idempotencyKey: randomUUID() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('amountCents');
    const [after] = await t.database.db.select().from(refundRequests).where(eq(refundRequests.id, row.id));
    expect(after.status).toBe('open');
    expect((await orderRow(t, order.orderNumber)).refundedCents).toBe(0);
  });

  it('cannot approve a request no order matches; declines it with a reason the requester is emailed', async () => {
    const email = uniqueEmail('nomatch');
    const row = await request('RS-ZZZZZZZZ', email);
    expect((await decide(row.id, { decision: 'approve', amountCents: 100, reason: '', idempotencyKey: randomUUID() })).statusCode).toBe(
      409,
    );
    expect((await decide(row.id, { decision: 'decline', reason: '' })).statusCode).toBe(400);
    const res = await decide(row.id, { decision: 'decline', reason: 'We could not find an order with that number.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', order: null });
    const mail = await latestEmail(t, email, 'refund_declined');
    expect(mail?.text).toContain('RS-ZZZZZZZZ');
    expect(mail?.text).toContain('We could not find an order with that number.');
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_request.decide'), eq(auditLog.reason, 'We could not find an order with that number.')));
    expect(logged).toHaveLength(1);
    const closed = (await send('GET', '/api/admin/refund-requests?status=closed', admin.cookie)).json().requests as { id: string }[];
    expect(closed.map((r) => r.id)).toContain(row.id);
  });
});

describe('purchases', () => {
  it('finds orders by part of the email or by the number', async () => {
    const email = uniqueEmail('findme');
    const order = await paidOrder('burnout-autoimmunity-ebook', email);
    const byEmail = (await send('GET', `/api/admin/orders?q=${encodeURIComponent(email.slice(0, 12))}`, superAdmin.cookie)).json().orders;
    expect(byEmail.map((o: { orderNumber: string }) => o.orderNumber)).toContain(order.orderNumber);
    const byNumber = (await send('GET', `/api/admin/orders?q=${order.orderNumber.toLowerCase()}`, superAdmin.cookie)).json().orders;
    expect(byNumber).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, email, livemode: false, status: 'paid' })]);
    expect((await send('GET', '/api/admin/orders?q=%25%25', superAdmin.cookie)).statusCode).toBe(400);
  });

  it("tells an order's timeline: created, paid, receipt, downloads, refund and staff actions", async () => {
    const order = await paidOrder('burnout-autoimmunity-ebook');
    const link = (await latestEmail(t, order.email, 'order_receipt'))!.links.find((l) => l.includes('/api/shop/download?token='))!;
    expect((await get(t, link.replace(/^https?:\/\/[^/]+/, ''))).statusCode).toBe(200);
    await send('POST', `/api/admin/orders/${order.orderNumber}/refunds`, superAdmin.cookie, {
      amountCents: 500,
      reason: 'Goodwill',
      idempotencyKey: randomUUID(),
    });
    const res = await send('GET', `/api/admin/orders/${order.orderNumber}`, superAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      provider: 'test',
      livemode: false,
      refundedCents: 500,
      items: [{ productId: 'burnout-autoimmunity-ebook', unitPriceCents: 1900 }],
    });
    expect(detail.downloads).toEqual([
      expect.objectContaining({ fileKey: 'burnout-autoimmunity-ebook', downloadCount: 1, revoked: false }),
    ]);
    const kinds = detail.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['created', 'paid', 'receipt', 'download', 'refund', 'staff']));
    expect(kinds[0]).toBe('created');
    expect(detail.timeline.find((e: { kind: string }) => e.kind === 'refund').text).toBe('Refunded $5. Reason: Goodwill');
    expect(detail.timeline.find((e: { kind: string }) => e.kind === 'staff').text).toMatch(
      /^Refund of \$5 issued by .+@.+\. Reason: Goodwill$/,
    );
    expect((await send('GET', '/api/admin/orders/RS-ZZZZZZZZ', superAdmin.cookie)).statusCode).toBe(404);
  });

  it('re-sends the receipt with a fresh signed link, and audits it', async () => {
    const order = await paidOrder('nervous-system-reset-cards');
    const first = await latestEmail(t, order.email, 'order_receipt');
    const res = await send('POST', `/api/admin/orders/${order.orderNumber}/receipt`, superAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: order.email });
    const again = await latestEmail(t, order.email, 'order_receipt');
    expect(again!.id).not.toBe(first!.id);
    const link = again!.links.find((l) => l.includes('/api/shop/download?token='))!;
    expect((await get(t, link.replace(/^https?:\/\/[^/]+/, ''))).statusCode).toBe(200);
    expect(await audits('order.resend_receipt', order.orderNumber)).toMatchObject([{ actorUserId: superAdmin.userId }]);
  });

  it('has no receipt to re-send for a declined order', async () => {
    const started = (
      await post(t, '/api/shop/checkout', { email: uniqueEmail(), items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] })
    ).json();
    await chooseAtTestCheckout(t, sessionOf(started.url), 'decline');
    expect((await send('POST', `/api/admin/orders/${started.orderNumber}/receipt`, superAdmin.cookie)).statusCode).toBe(409);
  });
});

describe('sales', () => {
  it('reports revenue, refunds and net by period and product, test apart from live', async () => {
    const before = (await send('GET', '/api/admin/sales?mode=test&period=month', superAdmin.cookie)).json();
    const order = await paidOrder('burnout-recovery-workbook');
    await send('POST', `/api/admin/orders/${order.orderNumber}/refunds`, superAdmin.cookie, {
      amountCents: 700,
      reason: '',
      idempotencyKey: randomUUID(),
    });
    const res = await send('GET', '/api/admin/sales?mode=test&period=month', superAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.totals.orders - before.totals.orders).toBe(1);
    expect(after.totals.revenueCents - before.totals.revenueCents).toBe(4700);
    expect(after.totals.refundsCents - before.totals.refundsCents).toBe(700);
    expect(after.totals.netCents - before.totals.netCents).toBe(4000);
    const thisMonth = `${new Date().toISOString().slice(0, 7)}-01`;
    expect(after.buckets.at(-1).start).toBe(thisMonth);
    expect(after.products.find((p: { productId: string }) => p.productId === 'burnout-recovery-workbook').quantity).toBeGreaterThanOrEqual(
      1,
    );
    // The test provider's orders are never live.
    const live = (await send('GET', '/api/admin/sales?mode=live', superAdmin.cookie)).json();
    expect(live.totals).toEqual({ orders: 0, revenueCents: 0, refundsCents: 0, netCents: 0 });
    expect((await send('GET', '/api/admin/sales?from=2026-02-01&to=2026-01-01', superAdmin.cookie)).statusCode).toBe(422);
  });

  it('exports CSV as an attachment, by period and by product', async () => {
    await paidOrder('burnout-autoimmunity-ebook');
    const res = await send('GET', '/api/admin/sales.csv?mode=test&period=day', superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="recalibrate-sales-test-by-day-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [head, ...rows] = res.body.trim().split('\r\n');
    expect(head).toBe('"Day starting","Orders","Revenue (USD)","Refunds (USD)","Net (USD)"');
    expect(rows.at(-1)).toMatch(
      new RegExp(`^"${new Date().toISOString().slice(0, 10)}",\\d+,\\d+\\.\\d\\d,\\d+\\.\\d\\d,-?\\d+\\.\\d\\d$`),
    );
    const byProduct = await send('GET', '/api/admin/sales.csv?mode=test&by=product', superAdmin.cookie);
    expect(byProduct.body.split('\r\n')[0]).toBe('"Product","Product id","Quantity","Revenue (USD)","Refunds (USD)","Net (USD)"');
    expect(byProduct.body).toContain('"burnout-autoimmunity-ebook"');
  });
});
