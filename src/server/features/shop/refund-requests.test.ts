import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFUND_REQUEST_RECEIVED } from '#shared/contracts/shop-refund-requests';
import { latestEmail, post, uniqueEmail } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { expectFieldErrors, postFrom, randomIp } from '#server/testing/requests';
import { refundRequests } from './schema';
import { chooseAtTestCheckout, sessionOf } from '#server/testing/shop';

/** The public refund request form (issue 18): stored, confirmed by email, one answer for every request, rate limited. */
const t = setUpTestApp();

const ask = (payload: object, ip = randomIp('203.0')) => postFrom(t, ip, '/api/shop/refund-requests', payload);

async function paidOrder(email: string) {
  const started = await post(t, '/api/shop/checkout', { email, items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] });
  await chooseAtTestCheckout(t, sessionOf(started.json().url), 'pay');
  return started.json().orderNumber as string;
}

const stored = async (email: string) => t.database.db.select().from(refundRequests).where(eq(refundRequests.email, email));
const REASON = 'It was not what I needed right now.';

describe('POST /api/shop/refund-requests', () => {
  it('gives the same answer for a real order, a wrong email and an order that does not exist, and links only the match', async () => {
    const buyer = uniqueEmail('refund-buyer');
    const orderNumber = await paidOrder(buyer);
    const stranger = uniqueEmail('refund-stranger');
    const answers = [
      await ask({ orderNumber, email: buyer.toUpperCase(), reason: REASON }),
      await ask({ orderNumber, email: stranger, reason: REASON }),
      await ask({ orderNumber: 'RS-ZZZZZZZZ', email: buyer, reason: REASON }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(answers[0].body);
      expect(res.json()).toEqual({ message: REFUND_REQUEST_RECEIVED });
    }
    const mine = await stored(buyer);
    expect(mine.find((r) => r.orderNumber === orderNumber)).toMatchObject({ status: 'open', reason: REASON, orderId: expect.any(String) });
    expect(mine.find((r) => r.orderNumber === 'RS-ZZZZZZZZ')).toMatchObject({ orderId: null });
    expect(await stored(stranger)).toMatchObject([{ orderNumber, orderId: null }]);
  });

  it('confirms by email with the order number, never the reason', async () => {
    const email = uniqueEmail('refund-mail');
    const orderNumber = await paidOrder(email);
    await ask({ orderNumber: orderNumber.toLowerCase(), email, reason: 'Please <a href=x>click</a> here friend' });
    const mail = await latestEmail(t, email, 'refund_request_received');
    expect(mail?.subject).toBe('We have your Recalibrate refund request');
    expect(mail?.text).toContain(`Order number: ${orderNumber}`);
    expect(mail?.text).not.toContain('click');
    expect((await stored(email))[0].reason).toBe('Please a href=xclick/a here friend');
  });

  it('shows field errors and stores nothing on bad input', async () => {
    const email = uniqueEmail('refund-bad');
    const res = await ask({ orderNumber: '12345', email, reason: 'no' });
    expectFieldErrors(res, ['orderNumber', 'reason']);
    expect(await stored(email)).toEqual([]);
  });

  it('is rate limited to 5 requests per 15 minutes per address', async () => {
    const ip = randomIp('203.0');
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await ask({ orderNumber: 'RS-ABCDEFGH', email: uniqueEmail('refund-limit'), reason: REASON }, ip)).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
