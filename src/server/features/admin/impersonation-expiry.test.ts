import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '#server/platform/email/schema';
import type { Mailer } from '#server/platform/email/mailer';
import { post, signUpVerified, waitFor, signUpStaff } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { EXPIRY_GRACE_MS, EXPIRY_LOOKBACK_MS, IMPERSONATION_EXPIRY_QUEUE, createImpersonationExpirySweep } from './impersonation-expiry';
import { auditLog } from './schema';
import { startImpersonation } from '#server/testing/impersonation';

const t = setUpTestApp();
let admin: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  admin = await signUpStaff(t, 'super_admin', { fullName: 'Sam Support' });
});

/** A member and a real impersonation session of hers, started with a confirmed reason. */
async function viewedMember(reason = 'Plan will not load') {
  const member = await signUpVerified(t, { fullName: 'Maya Member' });
  const { sessionId, asMember } = await startImpersonation(t, admin, member.userId, reason);
  return { member, sessionId, asMember };
}

/** Moves the view's audited expiry (what the sweep reads) to `ago` milliseconds in the past. */
async function ranOut(sessionId: string, ago: number) {
  const expiresAt = new Date(Date.now() - ago).toISOString();
  await t.database.db
    .update(auditLog)
    .set({ details: sql`jsonb_set(${auditLog.details}, '{expiresAt}', to_jsonb(${expiresAt}::text))` })
    .where(and(eq(auditLog.action, 'impersonation.start'), sql`${auditLog.details}->>'sessionId' = ${sessionId}`));
  return expiresAt;
}

async function supportViewEmails(email: string) {
  return t.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.type, 'support_view')));
}

const sweep = () => t.services.emailExpiredSupportViews();

describe('a support view that runs out without being ended (issue 16, decision 074)', () => {
  it('emails the member who, when and why, once', async () => {
    const { member, sessionId } = await viewedMember();
    await ranOut(sessionId, 5 * 60 * 1000);
    await sweep();
    await sweep();
    const mails = await supportViewEmails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('A member of the Recalibrate team viewed your account');
    expect(mails[0].text).toContain(`Who: Sam Support (${admin.email})`);
    expect(mails[0].text).toMatch(/When: from \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC to \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mails[0].text).toContain('Reason: Plan will not load');
    const claims = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.expire'), eq(auditLog.targetUserId, member.userId)));
    expect(claims).toEqual([expect.objectContaining({ actorUserId: admin.userId, details: expect.objectContaining({ sessionId }) })]);
  });

  it('sends one email when several instances sweep at the same moment', async () => {
    const { member, sessionId } = await viewedMember();
    await ranOut(sessionId, 5 * 60 * 1000);
    const deps = { db: t.database.db, mailer: t.services.mailer, publicUrl: 'http://localhost:3000' };
    const counts = await Promise.all([createImpersonationExpirySweep(deps)(), createImpersonationExpirySweep(deps)(), sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await supportViewEmails(member.email)).toHaveLength(1);
  });

  it('adds nothing to a view that was ended (its end sent the email), or that still runs, or ran out long ago', async () => {
    const ended = await viewedMember();
    expect((await post(t, '/api/impersonation/end', {}, ended.asMember)).statusCode).toBe(200);
    await ranOut(ended.sessionId, 5 * 60 * 1000);
    const running = await viewedMember();
    const justNow = await viewedMember();
    await ranOut(justNow.sessionId, EXPIRY_GRACE_MS / 2);
    const old = await viewedMember();
    await ranOut(old.sessionId, EXPIRY_LOOKBACK_MS + 60_000);
    await sweep();
    expect(await supportViewEmails(ended.member.email)).toHaveLength(1);
    for (const { member } of [running, justNow, old]) expect(await supportViewEmails(member.email)).toHaveLength(0);
  });

  it('tries again on the next sweep when the email could not be queued', async () => {
    const { member, sessionId } = await viewedMember();
    await ranOut(sessionId, 5 * 60 * 1000);
    const broken = { ...t.services.mailer, send: () => Promise.reject(new Error('outbox down')) } as Mailer;
    const errors: string[] = [];
    const failing = createImpersonationExpirySweep({
      db: t.database.db,
      mailer: broken,
      publicUrl: 'http://localhost:3000',
      log: { error: (_d, message) => errors.push(message) },
    });
    expect(await failing()).toBe(0);
    expect(errors).toHaveLength(1);
    expect(await supportViewEmails(member.email)).toHaveLength(0);
    await sweep();
    expect(await supportViewEmails(member.email)).toHaveLength(1);
  });

  it('runs as a job on the queue', async () => {
    const { member, sessionId } = await viewedMember();
    await ranOut(sessionId, 5 * 60 * 1000);
    await t.services.queue.send(IMPERSONATION_EXPIRY_QUEUE, {});
    await waitFor(async () => (await supportViewEmails(member.email)).length === 1);
  });
});
