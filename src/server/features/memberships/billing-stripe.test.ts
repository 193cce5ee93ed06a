import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { callAs } from '#server/testing/requests';
import { type FakeStripeBilling, startFakeStripeBilling } from '#server/testing/fake-stripe-billing';
import { MEMBERSHIP_BILLING_API as API, type MembershipBilling } from '#shared/contracts/memberships-billing';
import { emailMessages } from '#server/platform/email/schema';
import { dataDeletionRequests } from '../privacy/schema';
import { createHardshipPriceSync } from './hardship-prices';
import { billingCustomers, hardshipApplications, memberships } from './schema';
import { insertMember, type TestMember } from './test-rows';
import { deliverWebhook } from '#server/testing/shop';

// Issue 19, "Done when": memberships through Stripe, against the local fake Stripe server (the
// real SDK) with deliveries signed by Stripe's own scheme, duplicates and out of order included.

let fake: FakeStripeBilling;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripeBilling();
  t = await createTestApp({ env: fake.env });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
type Obj = Record<string, unknown>;

const member = (hardshipLevel?: 50 | 75 | 100) => insertMember(db(), hardshipLevel);
type Member = TestMember;

function deliver(type: string, object: Obj, created?: number) {
  const event = { ...fake.event(type, object), ...(created ? { created } : {}) };
  const payload = JSON.stringify(event);
  return deliverWebhook(t, payload, fake.sign(payload));
}

async function billing(m: Member): Promise<MembershipBilling> {
  return (await callAs(t, m.actor, 'GET', API.billing)).json();
}

/** Subscribes; answers the session the fake Stripe holds. */
async function startCheckout(m: Member, tier = 'premium', interval = 'month') {
  const res = await callAs(t, m.actor, 'POST', API.subscribe, { tier, interval });
  expect(res.statusCode, res.body).toBe(200);
  const { url, free } = res.json() as { url: string; free: boolean };
  expect(free).toBe(false);
  const sessionId = url.split('/').pop()!;
  return fake.subscriptionSession(sessionId)!;
}

async function subscribed(m: Member, tier = 'premium', interval = 'month') {
  const session = await startCheckout(m, tier, interval);
  const { subscription, invoice } = fake.completeSubscription(session.id as string);
  expect((await deliver('customer.subscription.created', subscription)).statusCode).toBe(200);
  expect((await deliver('invoice.paid', invoice)).statusCode).toBe(200);
  return { id: subscription.id as string, subscription, invoice };
}

describe('subscribing through Stripe', () => {
  it('opens Checkout in subscription mode: the price by lookup key, one customer, the member id in the metadata', async () => {
    const m = await member();
    const before = fake.requests.length;
    await startCheckout(m, 'elite', 'year');
    await startCheckout(m, 'premium', 'month');
    const sent = fake.requests.slice(before);
    expect(sent.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    const sessions = sent.filter((r) => r.path === '/v1/checkout/sessions').map((r) => r.params);
    expect(sessions[0]).toMatchObject({
      mode: 'subscription',
      client_reference_id: m.userId,
      line_items: [{ price: 'price_elite_year', quantity: '1' }],
      subscription_data: { metadata: { userId: m.userId } },
    });
    expect(sessions[0].discounts).toBeUndefined();
    const [customer] = await db().select().from(billingCustomers).where(eq(billingCustomers.userId, m.userId));
    expect(sessions[1].customer).toBe(customer.customerId);
    expect(sent.filter((r) => r.path === '/v1/prices').map((r) => r.params.lookup_keys)).toEqual([['elite_year'], ['premium_month']]);
  });

  it('becomes active from the signed events and opens the customer portal', async () => {
    const m = await member();
    const { id } = await subscribed(m);
    const view = await billing(m);
    expect(view).toMatchObject({ mode: 'stripe', tier: 'premium', source: 'subscription' });
    expect(view.membership).toMatchObject({ provider: 'stripe', status: 'active', priceCents: 1200 });
    const invoices = (await callAs(t, m.actor, 'GET', API.invoices)).json().invoices;
    expect(invoices).toMatchObject([{ status: 'paid', amountCents: 1200, hostedUrl: `https://invoice.stripe.test/i/${id}` }]);

    const portal = await callAs(t, m.actor, 'POST', API.portal);
    expect(portal.json()).toMatchObject({ kind: 'stripe', url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) });
    expect(fake.requests.at(-1)?.params).toMatchObject({ return_url: expect.stringMatching(/\/account-profile$/) });
    expect((await callAs(t, m.actor, 'POST', API.testPortal, { action: 'cancel' })).statusCode).toBe(409);
  });

  it("applies 50 % hardship as the session's one coupon; 100 % never reaches Stripe", async () => {
    const half = await member(50);
    const before = fake.requests.length;
    const session = await startCheckout(half);
    expect(session.coupon).toBe('hardship_50');
    expect(fake.coupons.get('hardship_50')).toMatchObject({ percent_off: 50, duration: 'forever' });
    const { invoice } = fake.completeSubscription(session.id as string);
    expect(invoice.amount_paid).toBe(600);

    const full = await member(100);
    const count = fake.requests.length;
    const res = await callAs(t, full.actor, 'POST', API.subscribe, { tier: 'elite', interval: 'month' });
    expect(res.json()).toMatchObject({ free: true });
    expect(fake.requests.length).toBe(count);
    expect((await billing(full)).membership).toMatchObject({ provider: 'free', status: 'active', priceCents: 0 });
    expect(before).toBeLessThan(count);
  });
});

describe('membership receipts by email', () => {
  it('sends one receipt for a paid invoice, even when Stripe sends that invoice again in a new event', async () => {
    const m = await member();
    const { invoice } = await subscribed(m);
    expect((await deliver('invoice.paid', invoice)).statusCode).toBe(200);
    const receipts = await db()
      .select({ text: emailMessages.text })
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, m.email), eq(emailMessages.type, 'membership_payment_received')));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('- Your plan: Premium, monthly\n- Paid: $12\n');
  });
});

describe('the lifecycle from Stripe events', () => {
  it('renews, fails and recovers, cancels at period end, resumes, upgrades and is deleted', async () => {
    const m = await member();
    const { id } = await subscribed(m);
    const renewal = fake.renew(id, true);
    await deliver('invoice.paid', renewal.invoice);
    expect((await billing(m)).membership!.currentPeriodEnd).toBe(
      new Date((renewal.invoice.lines as { data: { period: { end: number } }[] }).data[0].period.end * 1000).toISOString(),
    );

    const failed = fake.renew(id, false);
    await deliver('invoice.payment_failed', failed.invoice);
    expect((await billing(m)).membership).toMatchObject({ status: 'past_due', pastDue: true });
    fake.update(id, { status: 'active' });
    await deliver('invoice.paid', { ...failed.invoice, status: 'paid', amount_paid: failed.invoice.amount_due });
    expect((await billing(m)).membership).toMatchObject({ status: 'active', pastDue: false });

    fake.update(id, { cancelAtPeriodEnd: true });
    await deliver('customer.subscription.updated', fake.subscription(id));
    expect((await billing(m)).membership).toMatchObject({ cancelAtPeriodEnd: true, renewsAt: null });
    fake.update(id, { cancelAtPeriodEnd: false, lookupKey: 'elite_month' });
    await deliver('customer.subscription.updated', fake.subscription(id));
    expect(await billing(m)).toMatchObject({ tier: 'elite', membership: { cancelAtPeriodEnd: false, tier: 'elite' } });
    // Stripe prorates on its own terms (decision 179): the test provider's rules add nothing here, and
    // the change's email names no charge; the welcome was for the new membership only.
    expect((await billing(m)).membership).toMatchObject({ currentPeriodStart: null, scheduledChange: null });
    const sent = await db()
      .select({ type: emailMessages.type, text: emailMessages.text })
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, m.email));
    expect(sent.filter((e) => e.type === 'membership_welcome')).toHaveLength(1);
    const [changed] = sent.filter((e) => e.type === 'membership_plan_changed');
    expect(changed.text).toContain('- Your plan: Elite, monthly\n- Renews on ');
    expect(changed.text).not.toContain('charged');

    fake.update(id, { status: 'canceled' });
    await deliver('customer.subscription.deleted', fake.subscription(id));
    const ended = (await billing(m)).membership!;
    expect(ended.status).toBe('canceled');
    expect(ended.endsAt).not.toBeNull();
  });

  it('reads the subscription from Stripe, so a late or reordered event cannot move it backwards', async () => {
    const m = await member();
    const session = await startCheckout(m);
    const { subscription, invoice } = fake.completeSubscription(session.id as string);
    const id = subscription.id as string;
    const created = structuredClone(subscription);
    // The member cancels, then resumes within the same second; the events come in the other order,
    // then the first events of the subscription, late. Only the subscription as Stripe has it now counts.
    const second = Math.floor(Date.now() / 1000);
    const canceled = structuredClone(fake.update(id, { cancelAtPeriodEnd: true }));
    const resumed = structuredClone(fake.update(id, { cancelAtPeriodEnd: false }));
    await deliver('customer.subscription.updated', resumed, second);
    await deliver('customer.subscription.updated', canceled, second);
    await deliver('invoice.paid', invoice, second - 60);
    await deliver('customer.subscription.created', created, second - 120);
    const [row] = await db().select().from(memberships).where(eq(memberships.providerSubscriptionId, id));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(row.paidThrough).not.toBeNull();
  });

  it('answers a repeated delivery as a duplicate and refuses an unsigned one', async () => {
    const m = await member();
    const { id } = await subscribed(m);
    const event = fake.event('customer.subscription.updated', fake.subscription(id));
    const payload = JSON.stringify(event);
    const send = (signature: string) => deliverWebhook(t, payload, signature);
    expect((await send(fake.sign(payload))).json()).toEqual({ received: true, duplicate: false });
    expect((await send(fake.sign(payload))).json()).toEqual({ received: true, duplicate: true });
    expect((await send(fake.sign(payload, undefined, 'whsec_wrong'))).statusCode).toBe(400);
  });
});

describe('a hardship level reaching its review date', () => {
  it('takes the coupon off the next invoices once, without proration; the period paid keeps its price', async () => {
    const m = await member(50);
    const { id } = await subscribed(m);
    expect(fake.renew(id, true).invoice.amount_due).toBe(600);
    const sync = createHardshipPriceSync({ db: db(), subscriptions: t.services.payments.subscriptions! });
    expect(await sync()).toBe(0); // the level still holds

    const reviewAt = new Date(Date.now() - 60_000);
    await db().update(hardshipApplications).set({ reviewAt }).where(eq(hardshipApplications.userId, m.userId));
    const before = fake.requests.length;
    expect(await sync()).toBe(1);
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /v1/subscriptions/${id}/discount`]);
    expect(fake.subscription(id).discount).toBeNull();
    expect(fake.renew(id, true).invoice.amount_due).toBe(1200);

    expect(await sync()).toBe(0); // once per award
    expect(fake.requests.length).toBe(before + 1);
  });

  it("moves to a later award's level instead", async () => {
    const m = await member(75);
    const { id } = await subscribed(m);
    await db()
      .update(hardshipApplications)
      .set({ reviewAt: new Date(Date.now() - 60_000) })
      .where(eq(hardshipApplications.userId, m.userId));
    await db().insert(hardshipApplications).values({
      userId: m.userId,
      situation: 'Still caring for my father.',
      requestedLevel: 50,
      status: 'approved',
      approvedLevel: 50,
    });
    const sync = createHardshipPriceSync({ db: db(), subscriptions: t.services.payments.subscriptions! });
    expect(await sync()).toBe(1);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${id}`, params: { proration_behavior: 'none' } });
    expect(fake.renew(id, true).invoice.amount_due).toBe(600);
  });
});

describe('deleting the account of a member who subscribes', () => {
  it('cancels the Stripe subscription first; a late event keeps nothing of them', async () => {
    const m = await member();
    const { id } = await subscribed(m);
    const [request] = await db()
      .insert(dataDeletionRequests)
      .values({ userId: m.userId, email: `${m.userId}@example.test`, status: 'pending', scheduledFor: new Date(Date.now() - 1000) })
      .returning();
    expect(await t.services.privacy.runDeletion(request.id)).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${id}` });
    expect(fake.subscription(id).status).toBe('canceled');

    expect((await deliver('customer.subscription.deleted', fake.subscription(id))).statusCode).toBe(200);
    expect(await db().select().from(memberships).where(eq(memberships.userId, m.userId))).toEqual([]);
  });
});
