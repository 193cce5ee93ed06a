import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POLICY_VERSION, SIGN_UP_MESSAGE } from '#shared/contracts/auth';
import {
  STRONG_PASSWORD,
  cookieFrom,
  get,
  latestEmail,
  post,
  signIn,
  signUpVerified,
  tokenFromLink,
  uniqueEmail,
  waitFor,
} from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { expectFieldErrors } from '#server/testing/requests';
import { users } from './schema';

const t = setUpTestApp();

const form = (email: string, over: Record<string, unknown> = {}) => ({
  fullName: 'Grace Hopper',
  email,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  acceptTerms: true,
  ...over,
});

describe('sign-up', () => {
  it('creates an unverified account, records the policy version and emails a confirmation link', async () => {
    const email = uniqueEmail();
    const res = await post(t, '/api/account/sign-up', form(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGN_UP_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Grace Hopper', emailVerified: false, termsVersion: POLICY_VERSION, tier: 'free', role: 'user' });
    expect(user.referralCode).toMatch(/^[a-z0-9]{8}$/);
    const mail = await latestEmail(t, email, 'signup');
    expect(mail?.subject).toContain('Recalibrate');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/confirm\?type=signup&token=/);
    // The dev outbox delivers it through the job queue.
    const delivered = await waitFor(async () => {
      const m = await latestEmail(t, email, 'signup');
      return m?.status === 'sent' ? m : null;
    });
    expect(delivered.transport).toBe('outbox');
  });

  it('carries where the visitor was going into the confirmation link (issue 16)', async () => {
    const email = uniqueEmail();
    const res = await post(t, '/api/account/sign-up', form(email, { redirect: '/assessment/operating-system-audit' }));
    expect(res.statusCode).toBe(200);
    const first = (await latestEmail(t, email, 'signup'))!;
    const link = new URL(first.links[0]);
    expect(link.pathname).toBe('/auth/confirm');
    expect(link.searchParams.get('next')).toBe('/assessment/operating-system-audit');
    // A fresh link asked for later keeps the destination too.
    const resent = await post(t, '/api/auth/send-verification-email', { email, callbackURL: '/assessment/operating-system-audit' });
    expect(resent.statusCode, resent.body).toBe(200);
    const again = await waitFor(async () => {
      const m = await latestEmail(t, email, 'signup');
      return m && m.id !== first.id ? m : null;
    });
    expect(new URL(again.links[0]).searchParams.get('next')).toBe('/assessment/operating-system-audit');
  });

  it('sends no destination without one, and refuses one off the site', async () => {
    const email = uniqueEmail();
    await post(t, '/api/account/sign-up', form(email));
    expect(new URL((await latestEmail(t, email, 'signup'))!.links[0]).searchParams.has('next')).toBe(false);
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await post(t, '/api/account/sign-up', form(uniqueEmail(), { redirect }));
      expect(res.statusCode, redirect).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'redirect' })]);
    }
  });

  it('signs the person in when they open the link', async () => {
    const { cookie, email } = await signUpVerified(t, { fullName: 'Mae Jemison' });
    const session = await get(t, '/api/session', cookie);
    expect(session.json().user).toMatchObject({ email, fullName: 'Mae Jemison', preferredName: null, staffRole: null, tier: 'free' });
  });

  it('refuses to sign in before the email is confirmed', async () => {
    const email = uniqueEmail();
    await post(t, '/api/account/sign-up', form(email));
    const { res } = await signIn(t, email, STRONG_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('answers an expired or broken link with a code the page can show', async () => {
    const res = await get(t, '/api/auth/verify-email?token=not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toMatch(/INVALID_TOKEN|TOKEN_EXPIRED/);
  });

  it('counts a referral when someone joins through a personal link', async () => {
    const referrer = await signUpVerified(t);
    const profile = (await get(t, '/api/account/profile', referrer.cookie)).json();
    await post(t, '/api/account/sign-up', form(uniqueEmail(), { referralCode: profile.referralCode }));
    const after = (await get(t, '/api/account/profile', referrer.cookie)).json();
    expect(after.referralCount).toBe(profile.referralCount + 1);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a short name', { fullName: 'A' }, 'fullName'],
    ['digits in the name', { fullName: 'R2 D2' }, 'fullName'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a weak password', { password: 'password', confirmPassword: 'password' }, 'password'],
    ['different passwords', { confirmPassword: 'Other-Stone9!' }, 'confirmPassword'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
  ];
  for (const [what, over, field] of invalid) {
    it(`rejects ${what} with a field error on ${field}`, async () => {
      const res = await post(t, '/api/account/sign-up', form(uniqueEmail(), over));
      expectFieldErrors(res, [field]);
    });
  }
});

describe('enumeration safety', () => {
  it('answers sign-up for a taken address exactly as for a new one, without a second account', async () => {
    const { email } = await signUpVerified(t);
    const res = await post(t, '/api/account/sign-up', form(email, { fullName: 'Someone Else' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGN_UP_MESSAGE });
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('Ada Lovelace');
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const { email } = await signUpVerified(t);
    const unknown = await signIn(t, uniqueEmail('nobody'), STRONG_PASSWORD);
    const wrong = await signIn(t, email, 'Wrong-Stone9!');
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.json()).toEqual(wrong.res.json());
  });

  it('takes about the same time either way (the password is hashed for unknown addresses too)', async () => {
    const { email } = await signUpVerified(t);
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(() => signIn(t, email, 'Wrong-Stone9!')));
      unknown.push(await time(() => signIn(t, uniqueEmail('nobody'), 'Wrong-Stone9!')));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(unknown) / median(known);
    // Without the dummy hash an unknown address answers ~10x faster; allow for a busy machine.
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('answers a reset request for an unknown address like one for a real account', async () => {
    const { email } = await signUpVerified(t);
    const real = await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/password-reset' });
    const unknown = await post(t, '/api/auth/request-password-reset', { email: uniqueEmail('nobody'), redirectTo: '/password-reset' });
    expect(real.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(real.json());
  });

  it('answers a magic-link request for an unknown address like one for a real account, and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await post(t, '/api/auth/sign-in/magic-link', { email: nobody });
    expect(res.statusCode).toBe(200);
    expect(await latestEmail(t, nobody, 'magic_link')).toBeNull();
  });
});

describe('magic link', () => {
  it('signs in from the emailed link', async () => {
    const { email } = await signUpVerified(t);
    const res = await post(t, '/api/auth/sign-in/magic-link', { email });
    expect(res.statusCode).toBe(200);
    const mail = await latestEmail(t, email, 'magic_link');
    expect(mail?.links[0]).toMatch(/\/auth\/confirm\?type=magic_link&token=/);
    const verified = await get(t, `/api/auth/magic-link/verify?token=${tokenFromLink(mail!.links[0])}`);
    expect(verified.statusCode).toBe(200);
    const session = await get(t, '/api/session', cookieFrom(verified));
    expect(session.json().user.email).toBe(email);
  });
});

describe('a used or broken magic link', () => {
  it('answers a problem with the code instead of a redirect', async () => {
    const res = await get(t, '/api/auth/magic-link/verify?token=not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
  });
});

describe('sign-out', () => {
  it('ends the session', async () => {
    const { cookie } = await signUpVerified(t);
    const out = await post(t, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await get(t, '/api/session', cookie)).json().user).toBeNull();
  });
});

describe('better-auth endpoints we do not expose', () => {
  for (const path of ['/api/auth/sign-up/email', '/api/auth/admin/set-role', '/api/auth/update-user', '/api/auth/delete-user']) {
    it(`refuses ${path}`, async () => {
      const res = await post(t, path, { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'X', role: 'super_admin', userId: 'x' });
      expect(res.statusCode).toBe(404);
    });
  }
});
