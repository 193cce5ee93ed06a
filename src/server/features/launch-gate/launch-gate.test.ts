import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { ORIGIN, cookieFrom, get, post, uniqueEmail, signUpStaff } from '#server/testing/auth-helpers';
import { accessCodeUses, betaWaitlist } from './schema';
import { CODE_MESSAGES, launchedAt } from './service';

// The gate switch is global, so this file runs on its own database.
const t = setUpIsolatedTestApp();
let boss: { cookie: string };
beforeAll(async () => {
  boss = await signUpStaff(t, 'super_admin');
});

const put = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie, origin: ORIGIN } });
const patch = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: { cookie, origin: ORIGIN } });

async function setGate(gated: boolean) {
  const res = await put('/api/admin/settings/launch-gate', { gated }, boss.cookie);
  expect(res.statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, 2100)); // every instance sees the switch within 2 s
}

async function createCode(over: Record<string, unknown> = {}) {
  const code = `CALM-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const res = await post(
    t,
    '/api/admin/access-codes',
    { code, name: 'Founding circle', description: 'Friends and family', ...over },
    boss.cookie,
  );
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('launch gate', () => {
  it('is open by default', async () => {
    expect((await get(t, '/api/launch-gate/status')).json()).toEqual({ gated: false, hasAccess: false });
  });

  it('when gated, refuses gated API content to visitors but keeps sign-in reachable', async () => {
    await setGate(true);
    expect((await get(t, '/api/launch-gate/status')).json()).toEqual({ gated: true, hasAccess: false });
    const page = await get(t, '/api/site/pages/help');
    expect(page.statusCode).toBe(403);
    expect(page.json().code).toBe('LAUNCH_GATED');
    expect((await get(t, '/api/health')).statusCode).toBe(200);
    expect((await get(t, '/api/session')).statusCode).toBe(200);
    expect((await post(t, '/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: '/password-reset' })).statusCode).toBe(
      200,
    );
    expect((await post(t, '/api/privacy/deletion/cancel-by-token', { token: 'x'.repeat(30) })).statusCode).toBe(404);
    expect(
      (
        await post(t, '/api/shop/refund-requests', {
          orderNumber: 'RS-ABCDEFGH',
          email: uniqueEmail(),
          reason: 'Not what I needed after all.',
        })
      ).statusCode,
    ).toBe(202);
    // A signed-in member passes.
    expect((await get(t, '/api/site/pages/help', boss.cookie)).statusCode).toBe(200);
  });

  it('a valid code returns its name and description, and its cookie opens the API', async () => {
    await setGate(true);
    const code = await createCode();
    const res = await post(t, '/api/launch-gate/validate', { input_code: code.code.toLowerCase(), user_agent: 'TestBrowser' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      valid: true,
      message: CODE_MESSAGES.granted,
      code_name: 'Founding circle',
      code_description: 'Friends and family',
    });
    expect(body.session_id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = cookieFrom(res);
    expect((await get(t, '/api/site/pages/help', cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/launch-gate/status', cookie)).json()).toEqual({ gated: true, hasAccess: true });
    // A forged cookie does not.
    expect((await get(t, '/api/site/pages/help', 'rc_launch=forged-session')).statusCode).toBe(403);
    const uses = (await get(t, `/api/admin/access-codes/${code.id}/uses`, boss.cookie)).json().uses;
    expect(uses).toEqual([expect.objectContaining({ sessionId: body.session_id, userAgent: 'TestBrowser' })]);
  });

  it("stores the caller's network address with the use, not an address the caller claims", async () => {
    const code = await createCode();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/launch-gate/validate',
      remoteAddress: '203.0.113.41',
      // Without a trusted proxy in front (TRUST_PROXY_HOPS 0), a forwarded-for header is the caller's say-so.
      headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.77' },
      payload: { input_code: code.code },
    });
    expect(res.json().valid).toBe(true);
    const uses = (await get(t, `/api/admin/access-codes/${code.id}/uses`, boss.cookie)).json().uses;
    expect(uses).toEqual([expect.objectContaining({ sessionId: res.json().session_id, ipAddress: '203.0.113.41' })]);
    const [row] = await t.database.db.select().from(accessCodeUses).where(eq(accessCodeUses.codeId, code.id));
    expect(row.ipAddress).toBe('203.0.113.41');
  });

  const failures: [string, (() => Record<string, unknown>) | null, string][] = [
    ['an unknown code', null, CODE_MESSAGES.invalid],
    ['an expired code', () => ({ expiresAt: new Date(Date.now() + 1500).toISOString() }), CODE_MESSAGES.expired],
  ];
  for (const [what, over, message] of failures) {
    it(`refuses ${what}`, async () => {
      const input = over ? (await createCode(over())).code : 'NOT-A-CODE';
      if (over) await new Promise((r) => setTimeout(r, 1600)); // let the short expiry pass
      const res = await post(t, '/api/launch-gate/validate', { input_code: input });
      expect(res.json()).toEqual({ valid: false, message, session_id: null, code_name: null, code_description: null });
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  }

  it('stops a code at its maximum uses', async () => {
    const code = await createCode({ maxUses: 2 });
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await post(t, '/api/launch-gate/validate', { input_code: code.code })).json().valid);
    expect(results).toEqual([true, true, false]);
    const list = (await get(t, '/api/admin/access-codes', boss.cookie)).json().codes;
    expect(list.find((c: { id: string }) => c.id === code.id).uses).toBe(2);
  });

  it('a disabled code is refused', async () => {
    const code = await createCode();
    expect((await patch(`/api/admin/access-codes/${code.id}`, { disabled: true }, boss.cookie)).json().disabled).toBe(true);
    expect((await post(t, '/api/launch-gate/validate', { input_code: code.code })).json()).toMatchObject({
      valid: false,
      message: CODE_MESSAGES.invalid,
    });
  });

  it('refuses an expiry in the past when staff create a code', async () => {
    const res = await post(
      t,
      '/api/admin/access-codes',
      { code: 'PAST-CODE', name: 'Old', expiresAt: new Date(Date.now() - 60_000).toISOString() },
      boss.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('expiresAt');
  });

  it('refuses a duplicate code when staff create one', async () => {
    const code = await createCode();
    const res = await post(t, '/api/admin/access-codes', { code: code.code, name: 'Again' }, boss.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('code');
  });
});

describe('waitlist (spec 7 beta_waitlist)', () => {
  it("stores the email with source launch_gate, then answers a duplicate with 409 and spec 8's words, no database code", async () => {
    const email = uniqueEmail('early');
    const first = await post(t, '/api/launch-gate/waitlist', { email, user_agent: 'TestBrowser', metadata: { referrer: 'friend' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'You are in' });
    const [row] = await t.database.db.select().from(betaWaitlist).where(eq(betaWaitlist.email, email));
    expect(row).toMatchObject({ source: 'launch_gate', userAgent: 'TestBrowser', metadata: { referrer: 'friend' } });
    const again = await post(t, '/api/launch-gate/waitlist', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'You are already on the list', code: 'ALREADY_ON_LIST' });
    expect(again.body).not.toContain('23505');
  });

  it("answers a malformed email with 'Invalid email'", async () => {
    const res = await post(t, '/api/launch-gate/waitlist', { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Invalid email' }]);
  });
});

describe('gate settings', () => {
  it('only super_admins switch the gate and manage codes', async () => {
    const admin = await signUpStaff(t, 'admin');
    expect((await put('/api/admin/settings/launch-gate', { gated: false }, admin.cookie)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/access-codes', admin.cookie)).statusCode).toBe(403);
  });
});

describe('launch moment (for the retention of code uses and the waitlist)', () => {
  it('is when staff last opened the gate, and there is none while it is closed', async () => {
    await setGate(true);
    expect(await launchedAt(t.database.db)).toBeNull();
    const before = Date.now();
    await setGate(false);
    const at = await launchedAt(t.database.db);
    expect(at).toBeInstanceOf(Date);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
