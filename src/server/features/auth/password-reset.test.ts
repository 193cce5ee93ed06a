import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, get, latestEmail, post, signIn, signUpVerified, tokenFromLink, uniqueEmail } from '#server/testing/auth-helpers';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { postFrom, randomIp } from '#server/testing/requests';
import { RESET_LIMIT } from './auth';
import { verifications } from './schema';
import { eq } from 'drizzle-orm';

const t = setUpTestApp();

const NEW_PASSWORD = 'Quiet-harbour-Light7?';

async function requestReset(email: string) {
  const res = await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/password-reset' });
  expect(res.statusCode).toBe(200);
  const mail = await latestEmail(t, email, 'recovery');
  return { mail, token: mail ? tokenFromLink(mail.links[0]) : '' };
}

describe('password reset (spec 2.11)', () => {
  it('emails a /password-reset link with the token and type=recovery', async () => {
    const { email } = await signUpVerified(t);
    const { mail } = await requestReset(email);
    const link = new URL(mail!.links[0]);
    expect(link.pathname).toBe('/password-reset');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('confirms a known token and refuses an unknown one', async () => {
    const { email } = await signUpVerified(t);
    const { token } = await requestReset(email);
    expect((await get(t, `/api/account/reset-token?token=${token}`)).json()).toEqual({ valid: true, reason: 'ok' });
    expect((await get(t, '/api/account/reset-token?token=nope')).json()).toEqual({ valid: false, reason: 'invalid' });
  });

  it('reports an expired token as expired', async () => {
    const { email } = await signUpVerified(t);
    const { token } = await requestReset(email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect((await get(t, `/api/account/reset-token?token=${token}`)).json()).toEqual({ valid: false, reason: 'expired' });
  });

  it('sets the new password, ends every other session, and the new password signs in', async () => {
    const account = await signUpVerified(t);
    const other = await signIn(t, account.email, account.password);
    expect((await get(t, '/api/session', other.cookie)).json().user).not.toBeNull();
    const { token } = await requestReset(account.email);
    const res = await post(t, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    // Both earlier sessions are gone.
    expect((await get(t, '/api/session', account.cookie)).json().user).toBeNull();
    expect((await get(t, '/api/session', other.cookie)).json().user).toBeNull();
    expect((await signIn(t, account.email, account.password)).res.statusCode).toBe(401);
    expect((await signIn(t, account.email, NEW_PASSWORD)).res.statusCode).toBe(200);
    // The token works once.
    const again = await post(t, '/api/auth/reset-password', { token, newPassword: 'Another-Stone8!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a password that breaks the rules of spec 5, keeping the token usable', async () => {
    const { email } = await signUpVerified(t);
    const { token } = await requestReset(email);
    const res = await post(t, '/api/auth/reset-password', { token, newPassword: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect((await get(t, `/api/account/reset-token?token=${token}`)).json().valid).toBe(true);
  });

  it('refuses the password the account already has, in the words the page maps (spec 8), keeping the token usable', async () => {
    const account = await signUpVerified(t);
    const { token } = await requestReset(account.email);
    const res = await post(t, '/api/auth/reset-password', { token, newPassword: account.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_UNCHANGED', detail: expect.stringMatching(/^New password should be different/) });
    expect((await get(t, `/api/account/reset-token?token=${token}`)).json().valid).toBe(true);
    expect((await get(t, '/api/session', account.cookie)).json().user).not.toBeNull();
    expect((await post(t, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an unknown token with INVALID_TOKEN', async () => {
    const res = await post(t, '/api/auth/reset-password', { token: 'made-up', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});

describe('rate limits (enabled here, stored in the database)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ database: t.database, env: { AUTH_RATE_LIMIT: 'true' } });
  });
  afterAll(() => limited.close());

  it(`allows ${RESET_LIMIT.max} reset requests per ${RESET_LIMIT.window / 60} minutes, then says how long to wait`, async () => {
    const ip = randomIp('10.9');
    const send = () => postFrom(limited, ip, '/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: '/password-reset' });
    const codes: number[] = [];
    for (let i = 0; i < RESET_LIMIT.max; i++) codes.push((await send()).statusCode);
    expect(codes).toEqual([200, 200, 200]);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body.status).toBe(429);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(RESET_LIMIT.window);
    // Every 429 says when to come back in the header too, not only in the body.
    expect(blocked.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  });

  it('counts per client address, shared by every instance through the database', async () => {
    const other = await createTestApp({ database: t.database, env: { AUTH_RATE_LIMIT: 'true' } });
    try {
      const ip = randomIp('10.8');
      const send = (app: TestApp) =>
        postFrom(app, ip, '/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: '/password-reset' });
      expect((await send(limited)).statusCode).toBe(200);
      expect((await send(other)).statusCode).toBe(200);
      expect((await send(limited)).statusCode).toBe(200);
      expect((await send(other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('limits sign-in attempts too', async () => {
    const ip = randomIp('10.7');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postFrom(limited, ip, '/api/auth/sign-in/email', { email: uniqueEmail(), password: STRONG_PASSWORD });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
