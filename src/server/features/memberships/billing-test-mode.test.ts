import { addDays } from 'date-fns/addDays';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { latestEmail, waitFor } from '#server/testing/auth-helpers';
import { makeActor } from '#server/testing/test-app';
import { callAs } from '#server/testing/requests';
import { emailMessages } from '#server/platform/email/schema';
import {
  MEMBERSHIP_BILLING_API as API,
  type MembershipBilling,
  type MembershipInvoiceList,
  type PortalAction,
} from '#shared/contracts/memberships-billing';
import { dataDeletionRequests } from '../privacy/schema';
import { webhookEvents } from '../shop/schema';
import { longDate } from './billing-emails';
import { effectiveTier } from './effective-tier';
import { LOCAL_RENEWALS_QUEUE } from './local-renewals';
import { hardshipApplications, localSubscriptions, memberships } from './schema';
import { insertMember, type TestMember } from './test-rows';
import { deliverWebhook } from '#server/testing/shop';

// Issue 19, "Done when": the lifecycle of a membership with the built-in test provider, every
// change delivered as a signed event through the shop's webhook pipeline.

const t = setUpTestApp();
let staff: ReturnType<typeof makeActor>;
beforeAll(async () => {
  staff = makeActor({ staffRole: 'admin' });
});

const db = () => t.database.db;

const member = (hardshipLevel?: 50 | 75 | 100) => insertMember(db(), hardshipLevel);
type Member = TestMember;

async function billing(m: Member): Promise<MembershipBilling> {
  const res = await callAs(t, m.actor, 'GET', API.billing);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Subscribes and pays on the test checkout; answers the checkout's view. */
async function subscribe(m: Member, tier: 'premium' | 'elite' = 'premium', interval: 'month' | 'year' = 'month') {
  const started = await callAs(t, m.actor, 'POST', API.subscribe, { tier, interval });
  expect(started.statusCode, started.body).toBe(200);
  const { url, free } = started.json() as { url: string; free: boolean };
  expect(free).toBe(false);
  const sessionId = new URL(url, 'http://x').searchParams.get('session_id')!;
  const view = await callAs(t, m.actor, 'GET', `${API.testCheckout}/${sessionId}`);
  expect(view.statusCode, view.body).toBe(200);
  const paid = await callAs(t, m.actor, 'POST', `${API.testCheckout}/${sessionId}`, { outcome: 'pay' });
  expect(paid.statusCode, paid.body).toBe(200);
  return view.json() as { totalCents: number; discountCents: number; hardshipLevel: number | null; status: string };
}

async function renew(m: Member, outcome: 'paid' | 'failed') {
  const res = await callAs(t, staff, 'POST', API.adminTestRenewal, { email: m.email, outcome });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { membership: NonNullable<MembershipBilling['membership']> };
}

async function portal(m: Member, action: PortalAction) {
  const res = await callAs(t, m.actor, 'POST', API.testPortal, action);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MembershipBilling;
}

async function invoices(m: Member) {
  return ((await callAs(t, m.actor, 'GET', API.invoices)).json() as MembershipInvoiceList).invoices;
}

async function emailTypes(m: Member) {
  const rows = await db().select({ type: emailMessages.type }).from(emailMessages).where(eq(emailMessages.toAddress, m.email));
  return rows.map((r) => r.type).sort();
}

describe('subscribing in test mode', () => {
  it('goes through the test checkout and the signed webhook pipeline to an active membership', async () => {
    const m = await member();
    expect((await billing(m)).tier).toBe('free');
    const checkout = await subscribe(m);
    expect(checkout).toMatchObject({ totalCents: 1200, discountCents: 0, hardshipLevel: null, status: 'open' });

    const view = await billing(m);
    expect(view).toMatchObject({ mode: 'test', tier: 'premium', source: 'subscription', canSubscribe: false, hardshipLevel: null });
    expect(view.membership).toMatchObject({
      provider: 'test',
      tier: 'premium',
      interval: 'month',
      status: 'active',
      pastDue: false,
      priceCents: 1200,
    });
    const end = new Date(view.membership!.currentPeriodEnd);
    expect(end.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(view.membership!.renewsAt).toBe(view.membership!.currentPeriodEnd);
    expect(await invoices(m)).toMatchObject([{ status: 'paid', amountCents: 1200, tier: 'premium', interval: 'month' }]);
    expect(await emailTypes(m)).toEqual(['membership_payment_received', 'membership_welcome']);
    const receipt = await latestEmail(t, m.email, 'membership_payment_received');
    expect(receipt!.subject).toBe('Your Recalibrate membership receipt');
    expect(receipt!.text).toContain('- Your plan: Premium, monthly\n- Paid: $12\n');
    expect(receipt!.text).toContain(`- For ${longDate(new Date())} to ${longDate(end)}`);
    expect(receipt!.links).toEqual(['http://localhost:3000/account-profile']);

    const [row] = await db().select().from(memberships).where(eq(memberships.userId, m.userId));
    const delivered = await db().select().from(webhookEvents).where(eq(webhookEvents.provider, 'test'));
    expect(delivered.map((e) => e.type)).toEqual(expect.arrayContaining(['customer.subscription.created', 'invoice.paid']));
    expect(row.providerSubscriptionId).toMatch(/^test_sub_/);

    const again = await callAs(t, m.actor, 'POST', API.subscribe, { tier: 'elite', interval: 'month' });
    expect(again.statusCode).toBe(409);
  });

  it('leaves nothing behind when the member cancels on the test checkout, and a paid checkout cannot be paid twice', async () => {
    const m = await member();
    const started = (await callAs(t, m.actor, 'POST', API.subscribe, { tier: 'elite', interval: 'year' })).json() as { url: string };
    const sessionId = new URL(started.url, 'http://x').searchParams.get('session_id')!;
    const other = await member();
    expect((await callAs(t, other.actor, 'GET', `${API.testCheckout}/${sessionId}`)).statusCode).toBe(404);
    const left = await callAs(t, m.actor, 'POST', `${API.testCheckout}/${sessionId}`, { outcome: 'cancel' });
    expect(left.json()).toEqual({ url: '/memberships' });
    expect((await billing(m)).membership).toBeNull();
    await callAs(t, m.actor, 'POST', `${API.testCheckout}/${sessionId}`, { outcome: 'pay' });
    expect((await billing(m)).tier).toBe('free');
  });
});

describe('renewals staff trigger', () => {
  it('renews: a new period and a second receipt', async () => {
    const m = await member();
    await subscribe(m);
    const before = (await billing(m)).membership!;
    const { membership } = await renew(m, 'paid');
    expect(membership.status).toBe('active');
    expect(new Date(membership.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(before.currentPeriodEnd).getTime() + 27 * 86_400_000);
    expect((await invoices(m)).map((i) => i.status)).toEqual(['paid', 'paid']);
    // A receipt for each payment: the first, and the renewal's.
    expect(await emailTypes(m)).toEqual(['membership_payment_received', 'membership_payment_received', 'membership_welcome']);
  });

  it('fails and recovers: past due with a 7-day grace, an email on how to fix it, then paid again', async () => {
    const m = await member();
    await subscribe(m);
    const paidThrough = (await billing(m)).membership!.currentPeriodEnd;
    const { membership } = await renew(m, 'failed');
    expect(membership).toMatchObject({ status: 'past_due', pastDue: true, graceEndsAt: addDays(new Date(paidThrough), 7).toISOString() });
    expect((await billing(m)).tier).toBe('premium');
    expect(await emailTypes(m)).toEqual(['membership_payment_failed', 'membership_payment_received', 'membership_welcome']);
    const failedMail = await latestEmail(t, m.email, 'membership_payment_failed');
    expect(failedMail!.text).toContain(`Please update your payment by ${longDate(new Date(membership.graceEndsAt!))}`);
    expect(failedMail!.text).toContain('Choose Manage membership on your profile');
    expect(failedMail!.links).toEqual(['http://localhost:3000/account-profile']);
    expect((await invoices(m)).map((i) => i.status)).toEqual(['failed', 'paid']);

    const fixed = await portal(m, { action: 'retry_payment' });
    expect(fixed.membership).toMatchObject({ status: 'active', pastDue: false, graceEndsAt: null });
    expect((await invoices(m)).map((i) => i.status)).toEqual(['paid', 'paid']);
    // Paying the failed invoice brings its receipt; the failure's email is not sent again.
    expect(await emailTypes(m)).toEqual([
      'membership_payment_failed',
      'membership_payment_received',
      'membership_payment_received',
      'membership_welcome',
    ]);
  });

  it('fails past the grace: no tier after it, and a second failure ends the membership', async () => {
    const m = await member();
    await subscribe(m);
    const { membership } = await renew(m, 'failed');
    const graceEnd = new Date(membership.graceEndsAt!);
    expect((await effectiveTier(db(), m.userId, new Date(graceEnd.getTime() - 1000))).tier).toBe('premium');
    expect((await effectiveTier(db(), m.userId, graceEnd)).tier).toBe('free');

    const ended = await renew(m, 'failed');
    expect(ended.membership.status).toMatch(/^(canceled|ended)$/);
    expect(ended.membership.renewsAt).toBeNull();
    expect((await billing(m)).canSubscribe).toBe(true);
    expect(await emailTypes(m)).toEqual([
      'membership_ended_unpaid',
      'membership_payment_failed',
      'membership_payment_received',
      'membership_welcome',
    ]);
    const endMail = await latestEmail(t, m.email, 'membership_ended_unpaid');
    expect(endMail!.text).toContain('it still did not go through, so your membership has ended');
    expect(endMail!.text).not.toContain('as you asked');
  });

  it('is for admins, in test mode, of members with a test membership', async () => {
    const m = await member();
    expect((await callAs(t, m.actor, 'POST', API.adminTestRenewal, { email: m.email, outcome: 'paid' })).statusCode).toBe(403);
    expect((await callAs(t, staff, 'POST', API.adminTestRenewal, { email: m.email, outcome: 'paid' })).statusCode).toBe(404);
    expect((await callAs(t, staff, 'POST', API.adminTestRenewal, { outcome: 'paid' })).statusCode).toBe(400);
  });
});

describe('the in-app test portal', () => {
  it('cancels at period end and resumes', async () => {
    const m = await member();
    await subscribe(m);
    const opened = await callAs(t, m.actor, 'POST', API.portal);
    expect(opened.json()).toEqual({ kind: 'test', url: '/memberships/test-portal' });

    const canceled = await portal(m, { action: 'cancel' });
    expect(canceled.membership).toMatchObject({ cancelAtPeriodEnd: true, renewsAt: null, status: 'active' });
    expect(canceled.membership!.endsAt).toBe(canceled.membership!.currentPeriodEnd);
    expect(canceled.tier).toBe('premium');
    const end = new Date(canceled.membership!.endsAt!);
    expect((await effectiveTier(db(), m.userId, end)).tier).toBe('free');
    expect(await emailTypes(m)).toEqual(['membership_canceled', 'membership_payment_received', 'membership_welcome']);

    const resumed = await portal(m, { action: 'resume' });
    expect(resumed.membership).toMatchObject({ cancelAtPeriodEnd: false, endsAt: null, renewsAt: resumed.membership!.currentPeriodEnd });
    expect((await effectiveTier(db(), m.userId, end)).tier).toBe('premium');
  });

  it('ends a membership set to cancel when its period ends', async () => {
    const m = await member();
    await subscribe(m);
    await portal(m, { action: 'cancel' });
    const { membership } = await renew(m, 'paid');
    expect(membership.status).toBe('canceled');
    expect((await invoices(m)).length).toBe(1);
  });

  it('changes interval at once: a new period paid in full, a plan-changed email and its receipt, no welcome', async () => {
    const m = await member();
    await subscribe(m);
    const down = await portal(m, { action: 'change', tier: 'premium', interval: 'year' });
    expect(down).toMatchObject({ tier: 'premium', membership: { tier: 'premium', interval: 'year', priceCents: 12000 } });
    expect(new Date(down.membership!.currentPeriodEnd).getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect((await invoices(m)).map((i) => [i.interval, i.amountCents])).toEqual([
      ['year', 12000],
      ['month', 1200],
    ]);
    expect(await emailTypes(m)).toEqual([
      'membership_payment_received',
      'membership_payment_received',
      'membership_plan_changed',
      'membership_welcome',
    ]);
    const receipt = await latestEmail(t, m.email, 'membership_payment_received');
    expect(receipt!.text).toContain('- Your plan: Premium, yearly\n- Paid: $120\n');
    expect(receipt!.text).toContain(`to ${longDate(new Date(down.membership!.currentPeriodEnd))}`);
    const changed = await latestEmail(t, m.email, 'membership_plan_changed');
    expect(changed!.subject).toBe('Your Recalibrate plan is changed');
    expect(changed!.text).toContain(
      `- Your plan: Premium, yearly\n- Charged today: $120\n- Renews on ${longDate(new Date(down.membership!.currentPeriodEnd))} unless you cancel before then`,
    );
  });

  it('answers 409 without a membership', async () => {
    const m = await member();
    expect((await callAs(t, m.actor, 'POST', API.testPortal, { action: 'cancel' })).statusCode).toBe(409);
    expect((await callAs(t, m.actor, 'POST', API.portal)).statusCode).toBe(409);
  });
});

/** Moves a member's test subscription to a period that started `daysAgo` days ago (to the second) and lasts `days`. */
async function periodStartedDaysAgo(m: Member, daysAgo: number, days: number) {
  const started = addDays(new Date(Math.floor(Date.now() / 1000) * 1000), -daysAgo);
  await db()
    .update(localSubscriptions)
    .set({ currentPeriodStart: started, currentPeriodEnd: addDays(started, days) })
    .where(eq(localSubscriptions.userId, m.userId));
  return addDays(started, days);
}

describe('changing tier on the test portal (decision 179)', () => {
  it('upgrades now, keeps the period and charges today the difference for the days left, with a receipt', async () => {
    const m = await member();
    await subscribe(m, 'premium', 'month');
    const end = await periodStartedDaysAgo(m, 10, 30);
    const up = await portal(m, { action: 'change', tier: 'elite', interval: 'month' });
    expect(up).toMatchObject({ tier: 'elite', membership: { tier: 'elite', interval: 'month', priceCents: 2900, scheduledChange: null } });
    expect(up.membership!.currentPeriodEnd).toBe(end.toISOString());
    // $17 a month more, for 20 of 30 days: $11.33.
    const [upgrade] = await invoices(m);
    expect(upgrade).toMatchObject({ status: 'paid', tier: 'elite', interval: 'month', amountCents: 1133, periodEnd: end.toISOString() });
    expect(Math.abs(new Date(upgrade.periodStart).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await emailTypes(m)).toEqual([
      'membership_payment_received',
      'membership_payment_received',
      'membership_plan_changed',
      'membership_welcome',
    ]);
    const changed = await latestEmail(t, m.email, 'membership_plan_changed');
    expect(changed!.text).toContain(
      `- Your plan: Elite, monthly\n- Charged today: $11.33\n- Renews on ${longDate(end)} unless you cancel before then`,
    );
    expect((await latestEmail(t, m.email, 'membership_payment_received'))!.text).toContain('- Your plan: Elite, monthly\n- Paid: $11.33\n');
    // The renewal is at the new plan's price.
    await renew(m, 'paid');
    expect((await invoices(m))[0]).toMatchObject({ tier: 'elite', amountCents: 2900 });
  });

  it("charges the difference at the member's hardship price: a year just paid at 50 % off", async () => {
    const m = await member(50);
    await subscribe(m, 'premium', 'year');
    await portal(m, { action: 'change', tier: 'elite', interval: 'year' });
    expect((await invoices(m)).map((i) => i.amountCents)).toEqual([8500, 6000]);
    expect((await billing(m)).membership).toMatchObject({ tier: 'elite', priceCents: 14500 });
  });

  it('schedules a downgrade for the end of the period: the higher tier stays until then, and it can be taken back', async () => {
    const m = await member();
    await subscribe(m, 'elite', 'year');
    const before = await billing(m);
    const end = before.membership!.currentPeriodEnd;
    const down = await portal(m, { action: 'change', tier: 'premium', interval: 'year' });
    expect(down).toMatchObject({
      tier: 'elite',
      membership: {
        tier: 'elite',
        interval: 'year',
        priceCents: 29000,
        currentPeriodEnd: end,
        renewsAt: end,
        scheduledChange: { tier: 'premium', interval: 'year', startsAt: end, priceCents: 12000 },
      },
    });
    expect((await effectiveTier(db(), m.userId, addDays(new Date(end), -1))).tier).toBe('elite');
    expect((await invoices(m)).length).toBe(1);
    expect(await emailTypes(m)).toEqual(['membership_payment_received', 'membership_plan_changed', 'membership_welcome']);
    const scheduled = await latestEmail(t, m.email, 'membership_plan_changed');
    const day = longDate(new Date(end));
    expect(scheduled!.text).toContain(
      `- Your plan until ${day}: Elite, yearly, as now\n- From ${day}: Premium, yearly, at $120 a year\n- Nothing is charged today`,
    );

    // The current plan again takes it back, with no email.
    const kept = await portal(m, { action: 'change', tier: 'elite', interval: 'year' });
    expect(kept.membership).toMatchObject({ tier: 'elite', scheduledChange: null });
    expect((await emailTypes(m)).length).toBe(3);

    // Chosen again, it starts at the renewal, at the lower tier's price.
    await portal(m, { action: 'change', tier: 'premium', interval: 'year' });
    const { membership } = await renew(m, 'paid');
    expect(membership).toMatchObject({ tier: 'premium', interval: 'year', priceCents: 12000, scheduledChange: null, status: 'active' });
    expect((await invoices(m)).map((i) => [i.tier, i.amountCents])).toEqual([
      ['premium', 12000],
      ['elite', 29000],
    ]);
    const [local] = await db().select().from(localSubscriptions).where(eq(localSubscriptions.userId, m.userId));
    expect(local).toMatchObject({ lookupKey: 'premium_year', scheduledLookupKey: null });
    const started = await latestEmail(t, m.email, 'membership_plan_changed');
    expect(started!.text).toContain('- Your plan: Premium, yearly\n- Charged today: $120\n');
    expect((await emailTypes(m)).filter((type) => type === 'membership_welcome')).toHaveLength(1);
  });

  it('keeps a cancellation the member set: an upgrade is charged and still ends; a downgrade never starts', async () => {
    const m = await member();
    await subscribe(m, 'premium', 'month');
    const end = await periodStartedDaysAgo(m, 0, 30);
    await portal(m, { action: 'cancel' });
    const up = await portal(m, { action: 'change', tier: 'elite', interval: 'month' });
    expect(up.membership).toMatchObject({ tier: 'elite', cancelAtPeriodEnd: true, renewsAt: null, endsAt: end.toISOString() });
    expect((await invoices(m))[0].amountCents).toBe(1700);
    expect((await latestEmail(t, m.email, 'membership_plan_changed'))!.text).toContain(
      `- It still ends on ${longDate(end)}. It will not renew`,
    );

    const down = await portal(m, { action: 'change', tier: 'premium', interval: 'month' });
    expect(down.membership).toMatchObject({ tier: 'elite', cancelAtPeriodEnd: true, scheduledChange: { tier: 'premium' } });
    expect((await latestEmail(t, m.email, 'membership_plan_changed'))!.text).toContain(
      `- Your membership is still set to end on ${longDate(end)}, so the new plan starts only if you keep it`,
    );
    const { membership } = await renew(m, 'paid');
    expect(membership).toMatchObject({ status: 'canceled', tier: 'elite' });
    expect((await invoices(m)).length).toBe(2);
  });

  it('keeps a cancellation through an interval change too', async () => {
    const m = await member();
    await subscribe(m, 'premium', 'month');
    await portal(m, { action: 'cancel' });
    const yearly = await portal(m, { action: 'change', tier: 'premium', interval: 'year' });
    expect(yearly.membership).toMatchObject({ interval: 'year', cancelAtPeriodEnd: true, renewsAt: null });
    expect(yearly.membership!.endsAt).toBe(yearly.membership!.currentPeriodEnd);
  });
});

describe('hardship prices at membership checkout', () => {
  it('takes 50 % off as the one discount, at checkout and at renewal', async () => {
    const m = await member(50);
    const checkout = await subscribe(m, 'elite', 'month');
    expect(checkout).toMatchObject({ totalCents: 1450, discountCents: 1450, hardshipLevel: 50 });
    const view = await billing(m);
    expect(view).toMatchObject({ tier: 'elite', hardshipLevel: 50, membership: { priceCents: 1450 } });
    await renew(m, 'paid');
    expect((await invoices(m)).map((i) => i.amountCents)).toEqual([1450, 1450]);
  });

  it('at 100 % skips the provider: a free membership, still with periods and renewals', async () => {
    const m = await member(100);
    const res = await callAs(t, m.actor, 'POST', API.subscribe, { tier: 'premium', interval: 'year' });
    expect(res.json()).toEqual({ url: '/account-profile?membership=started', free: true });
    const view = await billing(m);
    expect(view).toMatchObject({ tier: 'premium', source: 'subscription', hardshipLevel: 100 });
    expect(view.membership).toMatchObject({ provider: 'free', status: 'active', priceCents: 0, interval: 'year' });
    expect(new Date(view.membership!.currentPeriodEnd).getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(await invoices(m)).toMatchObject([{ amountCents: 0, status: 'paid' }]);
    const [local] = await db().select().from(localSubscriptions).where(eq(localSubscriptions.userId, m.userId));
    expect(local).toMatchObject({ provider: 'free', listCents: 12000, discountCents: 12000, hardshipLevel: 100 });
    expect((await renew(m, 'paid')).membership.status).toBe('active');
  });
});

describe('deliveries', () => {
  it('answers a repeated delivery as a duplicate and changes nothing', async () => {
    const m = await member();
    await subscribe(m);
    const [row] = await db().select().from(memberships).where(eq(memberships.userId, m.userId));
    const local = await db().select().from(localSubscriptions).where(eq(localSubscriptions.userId, m.userId));
    const event = {
      id: `test_evt_${randomUUID()}`,
      type: 'customer.subscription.updated',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: local[0].id, object: 'subscription' } },
    };
    const testProvider = t.services.testPayments!;
    const send = async () => {
      const { payload, signature } = await testProvider.signedEvent(event);
      return deliverWebhook(t, payload, signature);
    };
    expect((await send()).json()).toEqual({ received: true, duplicate: false });
    expect((await send()).json()).toEqual({ received: true, duplicate: true });
    const [after] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, m.userId)));
    expect({ ...after, lastEventAt: null, updatedAt: null }).toEqual({ ...row, lastEventAt: null, updatedAt: null });
  });
});

/** Ends the members' periods a minute ago and runs the hourly renewal; answers the first member's subscription once renewed. */
async function hourlyRenewalAfterPeriodEnd(members: Member[]) {
  const ended = new Date(Date.now() - 60_000);
  for (const m of members)
    await db().update(localSubscriptions).set({ currentPeriodEnd: ended }).where(eq(localSubscriptions.userId, m.userId));
  await t.services.queue.send(LOCAL_RENEWALS_QUEUE, {});
  const renewed = await waitFor(async () => {
    const [row] = await db().select().from(localSubscriptions).where(eq(localSubscriptions.userId, members[0].userId));
    return row.currentPeriodEnd!.getTime() > ended.getTime() && row;
  });
  return { ended, renewed };
}

describe('the hourly renewal of memberships the app runs itself', () => {
  it('renews a test membership whose period ended, and ends a free one whose award no longer covers it', async () => {
    const paying = await member();
    await subscribe(paying);
    const free = await member(100);
    await callAs(t, free.actor, 'POST', API.subscribe, { tier: 'premium', interval: 'month' });
    await db().update(hardshipApplications).set({ status: 'declined' }).where(eq(hardshipApplications.userId, free.userId));
    const { ended, renewed } = await hourlyRenewalAfterPeriodEnd([paying, free]);
    expect(renewed.status).toBe('active');
    await waitFor(async () => (await invoices(paying)).length === 2);
    const gone = await waitFor(async () => {
      const view = await billing(free);
      return view.membership?.status === 'canceled' && view;
    });
    expect(gone.membership!.renewsAt).toBeNull();
    const ends = await waitFor(async () => {
      const types = await emailTypes(free);
      return types.includes('membership_hardship_ended') && types;
    });
    expect(ends).toEqual(['membership_hardship_ended', 'membership_welcome']);
    const endMail = await latestEmail(t, free.email, 'membership_hardship_ended');
    expect(endMail!.text).toContain('Your hardship level no longer covers your whole membership');
    expect(endMail!.text).toContain(`It ended on ${longDate(ended)}`);
  });
});

describe('the hourly renewal and a lower tier chosen for it', () => {
  it('renews onto the lower tier at its price', async () => {
    const m = await member();
    await subscribe(m, 'elite', 'month');
    await portal(m, { action: 'change', tier: 'premium', interval: 'month' });
    const { renewed } = await hourlyRenewalAfterPeriodEnd([m]);
    expect(renewed).toMatchObject({ lookupKey: 'premium_month', scheduledLookupKey: null, listCents: 1200, status: 'active' });
    await waitFor(async () => (await invoices(m)).length === 2);
    // (The period was moved back by hand, so the receipts' order says nothing here.)
    expect((await invoices(m)).map((i) => [i.tier, i.amountCents]).sort()).toEqual([
      ['elite', 2900],
      ['premium', 1200],
    ]);
  });
});

describe('deleting the account of a member who subscribes', () => {
  it('ends the test membership first, so nothing renews for an account that is gone', async () => {
    const m = await member();
    await subscribe(m);
    const [request] = await db()
      .insert(dataDeletionRequests)
      .values({ userId: m.userId, email: m.email, status: 'pending', scheduledFor: new Date(Date.now() - 1000) })
      .returning();
    const endings = async () =>
      (await db().select().from(webhookEvents).where(eq(webhookEvents.type, 'customer.subscription.deleted'))).length;
    const before = await endings();
    expect(await t.services.privacy.runDeletion(request.id)).toBe(true);
    expect(await endings()).toBe(before + 1);
    expect(await db().select().from(localSubscriptions).where(eq(localSubscriptions.userId, m.userId))).toEqual([]);
    expect(await db().select().from(memberships).where(eq(memberships.userId, m.userId))).toEqual([]);
  });
});
