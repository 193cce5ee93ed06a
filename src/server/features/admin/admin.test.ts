import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/access/policy';
import { DEFAULT_IMPERSONATION_REASON } from '#shared/contracts/admin';
import { ORIGIN, cookieFrom, get, latestEmail, post, signUpVerified, uniqueEmail, waitFor } from '#server/testing/auth-helpers';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { sessions } from '../auth/schema';
import { grantRole } from './grant';
import { auditLog } from './schema';
import { startImpersonation } from '#server/testing/impersonation';

const t = setUpTestApp();

async function staff(role: StaffRole | null, app: TestApp = t) {
  const account = await signUpVerified(app);
  if (role) await grantRole(app.database.db, account.email, role);
  return account;
}

const put = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie, origin: ORIGIN } });

describe('admin check (spec 6 is_admin)', () => {
  const table: [StaffRole | null, boolean][] = [
    [null, false],
    ['analyst', true],
    ['admin', true],
    ['super_admin', true],
  ];
  for (const [role, isAdmin] of table) {
    it(`${role ?? 'member'} → isAdmin ${isAdmin}`, async () => {
      const { cookie } = await staff(role);
      expect((await get(t, '/api/admin/check', cookie)).json()).toEqual({ isAdmin, role });
    });
  }
});

describe('staff roles with real sessions', () => {
  const table: [StaffRole | null, number, number][] = [
    // role, GET /api/admin/users and GET /api/admin/staff: both super_admin, like their pages (spec 2.7)
    [null, 403, 403],
    ['analyst', 403, 403],
    ['admin', 403, 403],
    ['super_admin', 200, 200],
  ];
  for (const [role, usersStatus, staffStatus] of table) {
    it(`${role ?? 'member'}: user search ${usersStatus}, staff list ${staffStatus}`, async () => {
      const { cookie } = await staff(role);
      expect((await get(t, '/api/admin/users?q=example', cookie)).statusCode).toBe(usersStatus);
      expect((await get(t, '/api/admin/staff', cookie)).statusCode).toBe(staffStatus);
    });
  }

  it('a super_admin grants, changes and revokes a role, and each change is audited', async () => {
    const boss = await staff('super_admin');
    const helper = await staff(null);
    expect((await put(`/api/admin/staff/${helper.userId}`, { role: 'admin' }, boss.cookie)).json().staffRole).toBe('admin');
    expect((await get(t, '/api/admin/check', helper.cookie)).json()).toEqual({ isAdmin: true, role: 'admin' });
    expect((await put(`/api/admin/staff/${helper.userId}`, { role: 'analyst' }, boss.cookie)).json().staffRole).toBe('analyst');
    expect((await put(`/api/admin/staff/${helper.userId}`, { role: null }, boss.cookie)).json().staffRole).toBeNull();
    expect((await get(t, '/api/admin/check', helper.cookie)).json().isAdmin).toBe(false);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, helper.userId), eq(auditLog.actorUserId, boss.userId)));
    expect(entries.map((e) => e.details.to)).toEqual(expect.arrayContaining(['admin', 'analyst', null]));
    const audit = (await get(t, '/api/admin/audit', boss.cookie)).json().entries;
    expect(
      audit.find((e: { targetUserId: string; details: { to?: string } }) => e.targetUserId === helper.userId && e.details.to === 'admin'),
    ).toMatchObject({
      action: 'staff_role.set',
      actorEmail: boss.email,
    });
  });

  it('nobody changes their own role', async () => {
    const boss = await staff('super_admin');
    expect((await put(`/api/admin/staff/${boss.userId}`, { role: null }, boss.cookie)).statusCode).toBe(409);
  });

  it('a super_admin grants a member a tier with a reason (premium access); an admin may not', async () => {
    const admin = await staff('super_admin');
    const member = await staff(null);
    const grant = { tier: 'premium', reason: 'Beta tester' };
    expect((await post(t, `/api/admin/users/${member.userId}/grants`, grant, (await staff('admin')).cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/admin/users/${member.userId}`, (await staff('admin')).cookie)).statusCode).toBe(403);
    const res = await post(t, `/api/admin/users/${member.userId}/grants`, grant, admin.cookie);
    expect(res.json().tier).toBe('premium');
    expect((await get(t, '/api/session', member.cookie)).json().user.tier).toBe('premium');
    expect((await get(t, `/api/admin/users/${member.userId}`, admin.cookie)).json()).toMatchObject({
      tier: 'premium',
      membership: { source: 'grant', status: 'granted' },
    });
  });

  it('staff cannot give themselves a tier', async () => {
    const boss = await staff('super_admin');
    const res = await post(t, `/api/admin/users/${boss.userId}/grants`, { tier: 'elite', reason: 'Mine' }, boss.cookie);
    expect(res.statusCode).toBe(409);
    expect((await get(t, '/api/session', boss.cookie)).json().user.tier).toBe('free');
  });

  it('finds members by name or email', async () => {
    const admin = await staff('super_admin');
    const member = await signUpVerified(t, { fullName: 'Zora Neale Hurston' });
    const byName = (await get(t, '/api/admin/users?q=Neale', admin.cookie)).json().users;
    expect(byName.map((u: { id: string }) => u.id)).toContain(member.userId);
    const byEmail = (await get(t, `/api/admin/users?q=${encodeURIComponent(member.email)}`, admin.cookie)).json().users;
    expect(byEmail).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('a super_admin invites someone; the invite link signs them in and confirms the address', async () => {
    const admin = await staff('super_admin');
    const email = uniqueEmail('invited');
    expect(
      (await post(t, '/api/admin/users/invite', { email, fullName: 'Katherine Johnson' }, (await staff('admin')).cookie)).statusCode,
    ).toBe(403);
    const res = await post(t, '/api/admin/users/invite', { email, fullName: 'Katherine Johnson' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    const mail = await latestEmail(t, email, 'invite');
    expect(mail?.links[0]).toMatch(/\/auth\/confirm\?type=invite&token=/);
    const token = new URL(mail!.links[0]).searchParams.get('token');
    const opened = await get(t, `/api/auth/magic-link/verify?token=${token}`);
    expect(opened.statusCode).toBe(200);
    const profile = (await get(t, '/api/account/profile', cookieFrom(opened))).json();
    expect(profile).toMatchObject({ email, fullName: 'Katherine Johnson', emailVerified: true, hasPassword: false });
  });

  it('sends a fresh invitation to someone invited before who has no password yet (the link lasts 15 minutes)', async () => {
    const admin = await staff('super_admin');
    const email = uniqueEmail('invited-again');
    expect((await post(t, '/api/admin/users/invite', { email, fullName: 'Dorothy Vaughan' }, admin.cookie)).statusCode).toBe(200);
    const first = await latestEmail(t, email, 'invite');
    const again = await post(t, '/api/admin/users/invite', { email, fullName: 'Dorothy Vaughan' }, admin.cookie);
    expect(again.statusCode).toBe(200);
    const second = await latestEmail(t, email, 'invite');
    expect(second?.links[0]).not.toBe(first?.links[0]);
    const token = new URL(second!.links[0]).searchParams.get('token');
    expect((await get(t, `/api/auth/magic-link/verify?token=${token}`)).statusCode).toBe(200);
  });

  it('lets the invited person choose a first password without a current one, once', async () => {
    const admin = await staff('super_admin');
    const email = uniqueEmail('first-password');
    await post(t, '/api/admin/users/invite', { email, fullName: 'Mary Jackson' }, admin.cookie);
    const token = new URL((await latestEmail(t, email, 'invite'))!.links[0]).searchParams.get('token');
    const cookie = cookieFrom(await get(t, `/api/auth/magic-link/verify?token=${token}`));
    const first = (body: object) => post(t, '/api/account/password/first', body, cookie);
    const guessable = await first({ newPassword: 'Password1!', confirmPassword: 'Password1!' });
    expect(guessable.statusCode).toBe(400);
    expect(guessable.json().errors[0].field).toBe('newPassword');
    const set = await first({ newPassword: 'Quiet-harbour-Lantern7!', confirmPassword: 'Quiet-harbour-Lantern7!' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await get(t, '/api/account/profile', cookie)).json().hasPassword).toBe(true);
    const signedIn = await post(t, '/api/auth/sign-in/email', { email, password: 'Quiet-harbour-Lantern7!' }, undefined);
    expect(signedIn.statusCode).toBe(200);
    // A second "first" password is refused: the current one is needed to change it.
    const again = await first({ newPassword: 'Another-quiet-Harbour8!', confirmPassword: 'Another-quiet-Harbour8!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HAS_PASSWORD');
  });

  it('refuses to invite an address that has an account', async () => {
    const admin = await staff('super_admin');
    const member = await signUpVerified(t);
    const res = await post(t, '/api/admin/users/invite', { email: member.email, fullName: 'Someone' }, admin.cookie);
    expect(res.statusCode).toBe(409);
  });
});

describe('bootstrap super admins', () => {
  it('an account created with a BOOTSTRAP_SUPER_ADMINS address is super_admin', async () => {
    const email = uniqueEmail('founder');
    const boot = await createTestApp({
      database: t.database,
      env: { BOOTSTRAP_SUPER_ADMINS: `other@example.test, ${email.toUpperCase()}` },
    });
    try {
      const account = await signUpVerified(boot, { email });
      expect((await get(boot, '/api/admin/check', account.cookie)).json()).toEqual({ isAdmin: true, role: 'super_admin' });
      const regular = await signUpVerified(boot);
      expect((await get(boot, '/api/admin/check', regular.cookie)).json().isAdmin).toBe(false);
    } finally {
      await boot.close();
    }
  });
});

describe('admin:grant command', () => {
  it('refuses an unknown role and an unknown email', async () => {
    await expect(grantRole(t.database.db, uniqueEmail(), 'admin')).rejects.toThrow(/No account/);
    await expect(grantRole(t.database.db, 'x@example.test', 'king')).rejects.toThrow(/Unknown role/);
  });
});

describe('impersonation (spec 4, 6, 7)', () => {
  it('a super_admin acts as a member for 24 hours, with the reason audited, then ends it', async () => {
    const admin = await staff('super_admin');
    const member = await signUpVerified(t, { fullName: 'Rosalind Franklin' });
    const { start, asMember } = await startImpersonation(t, admin, member.userId, 'Checking a broken plan');
    const body = start.json();
    expect(body.user).toEqual({ id: member.userId, email: member.email, full_name: 'Rosalind Franklin' });
    const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const session = (await get(t, '/api/session', asMember)).json();
    expect(session.user.id).toBe(member.userId);
    expect(session.impersonation).toMatchObject({ staffUserId: admin.userId, staffEmail: admin.email });

    const [started] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.targetUserId, member.userId)));
    expect(started).toMatchObject({ actorUserId: admin.userId, reason: 'Checking a broken plan' });

    // Staff visits while impersonating are never recorded as the member's page views.
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: true }, member.cookie);
    const view = await post(
      t,
      '/api/tracking/page-views',
      { session_id: 'impersonated-1', page_path: '/dashboard', page_title: 'Dashboard' },
      asMember,
    );
    expect(view.json()).toEqual({ id: null, recorded: false });

    const end = await post(t, '/api/impersonation/end', {}, asMember);
    expect(end.statusCode).toBe(200);
    const back = (await get(t, '/api/session', cookieFrom(end, asMember))).json();
    expect(back.user.id).toBe(admin.userId);
    expect(back.impersonation).toBeNull();
    const [ended] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.end'), eq(auditLog.targetUserId, member.userId)));
    expect(ended.actorUserId).toBe(admin.userId);
  });

  it(`uses '${DEFAULT_IMPERSONATION_REASON}' when no reason is given`, async () => {
    const admin = await staff('super_admin');
    const member = await signUpVerified(t);
    expect(
      (await post(t, '/api/admin/impersonation', { target_user_id: member.userId, reason_confirmed: true }, admin.cookie)).statusCode,
    ).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.targetUserId, member.userId)))
      .orderBy(desc(auditLog.createdAt));
    expect(entry.reason).toBe(DEFAULT_IMPERSONATION_REASON);
  });

  const limits: [StaffRole, StaffRole | null, number][] = [
    ['admin', null, 403],
    ['super_admin', null, 200],
    ['super_admin', 'analyst', 200],
    ['super_admin', 'admin', 200],
    ['super_admin', 'super_admin', 403],
  ];
  for (const [actorRole, targetRole, status] of limits) {
    it(`${actorRole} impersonating ${targetRole ?? 'a member'} → ${status}`, async () => {
      const actor = await staff(actorRole);
      const target = await staff(targetRole);
      const res = await post(t, '/api/admin/impersonation', { target_user_id: target.userId, reason_confirmed: true }, actor.cookie);
      expect(res.statusCode).toBe(status);
    });
  }

  it('is refused to admins, analysts and members, and to visitors', async () => {
    const target = await signUpVerified(t);
    for (const role of ['admin', 'analyst', null] as const) {
      const actor = await staff(role);
      expect(
        (await post(t, '/api/admin/impersonation', { target_user_id: target.userId, reason_confirmed: true }, actor.cookie)).statusCode,
      ).toBe(403);
    }
    expect((await post(t, '/api/admin/impersonation', { target_user_id: target.userId, reason_confirmed: true })).statusCode).toBe(401);
  });

  it('the impersonated session expires after 24 hours', async () => {
    const admin = await staff('super_admin');
    const member = await signUpVerified(t);
    const { asMember, sessionId } = await startImpersonation(t, admin, member.userId);
    expect((await get(t, '/api/session', asMember)).json().user.id).toBe(member.userId);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    const session = (await get(t, '/api/session', asMember)).json();
    expect(session.user?.id).not.toBe(member.userId);
  });
});

describe('email management (super_admin)', () => {
  it('lists the outbox, sends a test email and resends', async () => {
    const boss = await staff('super_admin');
    const to = uniqueEmail('test');
    expect((await post(t, '/api/admin/emails/test', { to }, boss.cookie)).statusCode).toBe(200);
    const sent = await waitFor(async () => {
      const m = await latestEmail(t, to, 'test');
      return m?.status === 'sent' ? m : null;
    });
    const list = (await get(t, `/api/admin/emails?q=${encodeURIComponent(to)}`, boss.cookie)).json().messages;
    expect(list).toEqual([expect.objectContaining({ id: sent.id, to, type: 'test', status: 'sent', transport: 'outbox' })]);
    expect((await post(t, `/api/admin/emails/${sent.id}/resend`, {}, boss.cookie)).statusCode).toBe(200);
    const again = await waitFor(async () => {
      const m = await latestEmail(t, to, 'test');
      return m?.status === 'sent' && m.sentAt! > sent.sentAt! ? m : null;
    });
    expect(again.attempts).toBe(1);
  });

  it('is for super_admins only', async () => {
    const admin = await staff('admin');
    expect((await get(t, '/api/admin/emails', admin.cookie)).statusCode).toBe(403);
  });

  it("says 'Failed to send email' when the transport refuses the test email or a resend (spec 8)", async () => {
    // Nothing listens on port 9 here: the SMTP transport fails at once.
    const broken = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const boss = await staff('super_admin', broken);
      const to = uniqueEmail('unsent');
      const test = await post(broken, '/api/admin/emails/test', { to }, boss.cookie);
      expect(test.statusCode).toBe(502);
      expect(test.json()).toMatchObject({ detail: 'Failed to send email', transportError: expect.stringMatching(/ECONNREFUSED|connect/i) });
      const stored = await latestEmail(broken, to, 'test');
      expect(stored).toMatchObject({ status: 'failed' });
      const resent = await post(broken, `/api/admin/emails/${stored!.id}/resend`, {}, boss.cookie);
      expect(resent.statusCode).toBe(502);
      expect(resent.json().detail).toBe('Failed to send email');
    } finally {
      await broken.close();
    }
  });
});

describe('/api/admin/security (super_admin)', () => {
  it('is for super_admin only', async () => {
    for (const [role, status] of [
      [null, 403],
      ['analyst', 403],
      ['admin', 403],
    ] as const) {
      const { cookie } = await staff(role);
      expect((await get(t, '/api/admin/security', cookie)).statusCode).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/security' })).statusCode).toBe(401);
  });

  it('shows failed sign-ins by account, staff sessions, impersonations and the headers, and revokes a staff session', async () => {
    const boss = await staff('super_admin');
    const helper = await staff('admin');
    const member = await staff(null);
    await post(t, '/api/auth/sign-in/email', { email: member.email, password: 'Not-the-password-1!' });
    await t.database.db
      .insert(auditLog)
      .values({ actorUserId: boss.userId, action: 'impersonation.start', targetUserId: member.userId, reason: 'Checking a report' });

    const res = await get(t, '/api/admin/security', boss.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.failedSignIns).toContainEqual(expect.objectContaining({ email: member.email, failures: 1 }));
    const helperSession = body.staffSessions.find((s: { email: string }) => s.email === helper.email);
    expect(helperSession).toMatchObject({ role: 'admin' });
    expect(body.staffSessions.some((s: { email: string }) => s.email === member.email)).toBe(false);
    expect(body.headers).toContainEqual({ name: 'x-content-type-options', value: 'nosniff' });
    expect(body.headers.find((h: { name: string }) => h.name === 'content-security-policy').value).toContain("default-src 'self'");
    expect(body.https).toBe(false);
    expect(body.impersonations).toContainEqual(
      expect.objectContaining({
        action: 'impersonation.start',
        actorEmail: boss.email,
        targetEmail: member.email,
        reason: 'Checking a report',
      }),
    );

    // A member's session is not a staff session: nothing is revoked.
    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/security/sessions/${id}`, headers: { cookie: boss.cookie, origin: ORIGIN } });
    const [memberSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    expect((await del(memberSession.id)).json()).toEqual({ revoked: false });

    expect((await del(helperSession.id)).json()).toEqual({ revoked: true });
    expect((await get(t, '/api/admin/check', helper.cookie)).statusCode).toBe(401);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.revoke'), eq(auditLog.targetUserId, helper.userId)));
    expect(audit.actorUserId).toBe(boss.userId);
  });
});
