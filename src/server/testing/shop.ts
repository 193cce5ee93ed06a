import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../features/shop/schema';
import { post } from './auth-helpers';
import type { TestApp } from './test-app';

/** An order as the database holds it, found by its public number. */
export async function orderRow(t: TestApp, orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.publicNumber, orderNumber));
  return row;
}

/** The checkout session named in the url a checkout answers with. */
export const sessionOf = (url: string) => new URL(url).searchParams.get('session_id')!;

/** The buyer's choice on the test provider's checkout page ('pay', 'decline', 'later', …); the page must take it. */
export async function chooseAtTestCheckout(t: TestApp, sessionId: string, outcome: string) {
  const res = await post(t, `/api/shop/test-checkout/${sessionId}`, { outcome });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A payment provider's event delivered as it posts one: the raw JSON and its Stripe-Signature header. */
export function deliverWebhook(t: TestApp, payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}
