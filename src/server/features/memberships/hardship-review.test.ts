import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { ORIGIN, get, post, signUpStaff, signUpVerified } from '#server/testing/auth-helpers';
import { emailMessages } from '#server/platform/email/schema';
import { effectiveTier } from './effective-tier';
import { hardshipApplications, membershipReminders, memberships } from './schema';
import { insertMembership } from './test-rows';

const t = setUpTestApp();
let staff: Awaited<ReturnType<typeof signUpStaff>>;
beforeAll(async () => {
  staff = await signUpStaff(t, 'super_admin');
});

const DAY = 24 * 60 * 60 * 1000;
const put = (url: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { cookie, origin: ORIGIN } });

async function approved(level: 50 | 75 | 100, reviewOn?: string) {
  const member = await signUpVerified(t);
  const applied = await post(
    t,
    '/api/memberships/hardship',
    { situation: 'Out of work since the spring, and bills keep coming.', requestedLevel: level },
    member.cookie,
  );
  const id = applied.json().id as string;
  const decided = await post(
    t,
    `/api/admin/hardship-applications/${id}/decision`,
    { decision: 'approved', ...(reviewOn ? { reviewOn } : {}) },
    staff.cookie,
  );
  expect(decided.statusCode, decided.body).toBe(200);
  return { member, id, decided: decided.json() };
}

const sentTo = async (email: string, type: string) =>
  (await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, email))).filter((m) => m.type === type);

describe('hardship review dates (decision 094)', () => {
  it('an approval is reviewed six months later unless staff choose a day; the member sees it', async () => {
    const { member, decided } = await approved(75);
    const months = (new Date(decided.reviewAt).getTime() - new Date(decided.decidedAt).getTime()) / DAY;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);
    const mine = (await get(t, '/api/memberships/hardship', member.cookie)).json().applications[0];
    expect(mine).toMatchObject({ approvedLevel: 75, reviewAt: decided.reviewAt });

    const chosen = await approved(50, '2031-02-03');
    expect(chosen.decided.reviewAt).toBe('2031-02-03T00:00:00.000Z');
  });

  it('staff move the review date; the level stops applying once it has passed', async () => {
    const { member, id } = await approved(100);
    expect((await effectiveTier(t.database.db, member.userId)).hardshipLevel).toBe(100);
    const today = new Date().toISOString().slice(0, 10);
    const moved = await put(`/api/admin/hardship-applications/${id}/review`, { reviewOn: today }, staff.cookie);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await effectiveTier(t.database.db, member.userId)).hardshipLevel).toBeNull();
    expect((await effectiveTier(t.database.db, member.userId, new Date(Date.parse(`${today}T00:00:00Z`) - 1))).hardshipLevel).toBe(100);
    const admin = await signUpStaff(t, 'admin');
    expect((await put(`/api/admin/hardship-applications/${id}/review`, { reviewOn: today }, member.cookie)).statusCode).toBe(403);
    expect((await put(`/api/admin/hardship-applications/${randomUUID()}/review`, { reviewOn: today }, admin.cookie)).statusCode).toBe(409);
  });

  it('the review page shows the level granted and the membership it prices', async () => {
    const { member, id } = await approved(100);
    await insertMembership(t.database.db, member.userId, {
      tier: 'elite',
      interval: 'year',
      provider: 'free',
      providerSubscriptionId: `free_${randomUUID()}`,
      currentPeriodEnd: new Date(Date.now() + 300 * DAY),
    });
    const list = (await get(t, '/api/admin/hardship-applications?status=approved', staff.cookie)).json().applications;
    expect(list.find((a: { id: string }) => a.id === id)).toMatchObject({
      approvedLevel: 100,
      inUse: { tier: 'elite', interval: 'year', provider: 'free', status: 'active' },
    });
  });
});

/** An approved application written straight to the table (the application route allows 5 in 15 minutes). */
async function approvedRow(level: 50 | 75 | 100, reviewOn: string) {
  const member = await signUpVerified(t);
  const [row] = await t.database.db
    .insert(hardshipApplications)
    .values({
      userId: member.userId,
      situation: 'Out of work since the spring.',
      requestedLevel: level,
      status: 'approved',
      approvedLevel: level,
      decidedAt: new Date(),
      reviewAt: new Date(`${reviewOn}T00:00:00.000Z`),
    })
    .returning();
  return { member, id: row.id };
}

describe('membership reminders', () => {
  it('reminds a member 14 days before their hardship review, once, and again for a new date', async () => {
    const soon = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const { member, id } = await approvedRow(50, soon);
    const later = new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10);
    const notYet = await approvedRow(50, later);
    expect(await t.services.sendMembershipReminders()).toBeGreaterThanOrEqual(1);
    await t.services.sendMembershipReminders();
    const mails = await sentTo(member.email, 'hardship_review_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('50% off');
    expect(mails[0].text).toContain('A membership that is free through the programme ends then instead');
    expect(await sentTo(notYet.member.email, 'hardship_review_reminder')).toHaveLength(0);

    const moved = new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10);
    await put(`/api/admin/hardship-applications/${id}/review`, { reviewOn: moved }, staff.cookie);
    await t.services.sendMembershipReminders();
    expect(await sentTo(member.email, 'hardship_review_reminder')).toHaveLength(2);
  });

  it('announces a yearly renewal 7 days ahead with its price, once; not a monthly one or one set to cancel', async () => {
    const add = async (more: Partial<typeof memberships.$inferInsert>) => {
      const member = await signUpVerified(t);
      await insertMembership(t.database.db, member.userId, { interval: 'year', currentPeriodEnd: new Date(Date.now() + 5 * DAY), ...more });
      return member;
    };
    const yearly = await add({});
    const far = await add({ currentPeriodEnd: new Date(Date.now() + 9 * DAY) });
    const monthly = await add({ interval: 'month' });
    const ending = await add({ cancelAtPeriodEnd: true });
    await t.services.sendMembershipReminders();
    await t.services.sendMembershipReminders();
    const mails = await sentTo(yearly.email, 'membership_renewal_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Price: $120 for the year');
    for (const other of [far, monthly, ending]) expect(await sentTo(other.email, 'membership_renewal_reminder')).toHaveLength(0);
    const claims = await t.database.db.select().from(membershipReminders).where(eq(membershipReminders.userId, yearly.userId));
    expect(claims).toHaveLength(1);
  });
});

describe('/admin/sales memberships', () => {
  it('reports MRR, members and months from the memberships table, test and live apart', async () => {
    const add = async (livemode: boolean, more: Partial<typeof memberships.$inferInsert> = {}) =>
      insertMembership(t.database.db, randomUUID(), {
        tier: 'elite',
        provider: livemode ? 'stripe' : 'test',
        providerSubscriptionId: `sub_${randomUUID()}`,
        livemode,
        ...more,
      });
    const live = async () => (await get(t, '/api/admin/sales/memberships?mode=live&months=2', staff.cookie)).json();
    const before = await live();
    await add(true);
    await add(true, { interval: 'year' });
    await add(false);
    const after = await live();
    expect(after.mrrCents - before.mrrCents).toBe(2900 + Math.floor(29000 / 12));
    const elite = (report: { active: { tier: string; interval: string; members: number }[] }, interval: string) =>
      report.active.find((a) => a.tier === 'elite' && a.interval === interval)!.members;
    expect(elite(after, 'month') - elite(before, 'month')).toBe(1);
    expect(elite(after, 'year') - elite(before, 'year')).toBe(1);
    expect(after.months).toHaveLength(2);
    expect(after.months[1].new - before.months[1].new).toBe(2);
    expect((await get(t, '/api/admin/sales/memberships', (await signUpStaff(t, 'admin')).cookie)).statusCode).toBe(403);
  });
});
