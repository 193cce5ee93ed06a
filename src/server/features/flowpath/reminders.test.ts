import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { emailMessages } from '#server/platform/email/schema';
import { signUpVerified } from '#server/testing/auth-helpers';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { callAs } from '#server/testing/requests';
import { createFlowpathReminders } from './reminders';

const t = setUpTestApp();
const sweep = () => createFlowpathReminders({ db: t.database.db, mailer: t.services.mailer, publicUrl: 'http://localhost:3000' });
const reminders = async (userId: string) =>
  t.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.userId, userId), eq(emailMessages.type, 'flowpath_reminder')));

async function memberWithPlan(emailReminders: boolean) {
  const { userId, email } = await signUpVerified(t);
  const member: Actor = makeActor({ userId, email });
  const plan = { startOn: '2027-01-01', emailReminders, milestones: [{ horizon: 30, title: 'Talk to my manager' }] };
  expect((await callAs(t, member, 'PUT', '/api/flowpath/plan', plan)).statusCode).toBe(200);
  const experiment = {
    libraryId: null,
    kind: 'boundary',
    title: 'Phone off at seven',
    plan: '',
    startOn: '2027-01-01',
    checkBackOn: '2027-01-31',
  };
  expect((await callAs(t, member, 'POST', '/api/flowpath/experiments', experiment)).statusCode).toBe(201);
  return { userId, member };
}

describe('FlowPath reminders', () => {
  it('emails a member who asked, once, on the due day or a few days after, never before', async () => {
    const { userId } = await memberWithPlan(true);
    // The milestone is due on 2027-01-31 (day 30), the same day as the check-back.
    await sweep()(new Date('2027-01-30T09:00:00Z'));
    expect(await reminders(userId)).toHaveLength(0);
    await sweep()(new Date('2027-02-02T09:00:00Z'));
    const [mail, ...more] = await reminders(userId);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('A gentle FlowPath reminder from Recalibrate');
    expect(mail!.text).toContain('Milestone: Talk to my manager (January 31, 2027)');
    expect(mail!.text).toContain('Time to check back on your experiment: Phone off at seven (January 31, 2027). Did it give energy back?');
    expect(mail!.text).toContain('/flowpath-dashboard');
    await sweep()(new Date('2027-02-03T09:00:00Z'));
    expect(await reminders(userId)).toHaveLength(1);
  });

  it('sends nothing to a member who left reminders off, nor once the due day is long past', async () => {
    const off = await memberWithPlan(false);
    await sweep()(new Date('2027-01-31T09:00:00Z'));
    expect(await reminders(off.userId)).toHaveLength(0);
    const late = await memberWithPlan(true);
    await sweep()(new Date('2027-02-04T09:00:00Z'));
    expect(await reminders(late.userId)).toHaveLength(0);
  });

  it('leaves out a milestone marked done and an experiment with its outcome recorded', async () => {
    const { userId, member } = await memberWithPlan(true);
    const state = (await callAs(t, member, 'GET', '/api/flowpath')).json();
    await callAs(t, member, 'PATCH', `/api/flowpath/milestones/${state.plan.milestones[0].id}`, { done: true });
    await callAs(t, member, 'PATCH', `/api/flowpath/experiments/${state.experiments[0].id}`, { result: 'same' });
    await sweep()(new Date('2027-01-31T09:00:00Z'));
    expect(await reminders(userId)).toHaveLength(0);
  });
});
