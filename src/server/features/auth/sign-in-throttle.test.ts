import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORIGIN, STRONG_PASSWORD, latestEmail, signUpVerified, uniqueEmail } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { postFrom } from '#server/testing/requests';
import { emailMessages } from '#server/platform/email/schema';
import { CONSTANT_TIME_MS } from './handler';
import { signInThrottle } from './schema';
import {
  FIRST_DELAY_SECONDS,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  NOTIFY_AT_FAILURES,
  delayAfterFailures,
  throttleKey,
} from './sign-in-throttle';

describe('delay after failures in a row', () => {
  it.each([
    [0, 0],
    [1, 0],
    [FREE_FAILURES, 0],
    [FREE_FAILURES + 1, FIRST_DELAY_SECONDS],
    [FREE_FAILURES + 2, FIRST_DELAY_SECONDS * 2],
    [FREE_FAILURES + 3, FIRST_DELAY_SECONDS * 4],
    [FREE_FAILURES + 5, FIRST_DELAY_SECONDS * 16],
    [FREE_FAILURES + 6, MAX_DELAY_SECONDS],
    [100, MAX_DELAY_SECONDS],
  ])('%i failures wait %i seconds', (failures, seconds) => {
    expect(delayAfterFailures(failures)).toBe(seconds);
  });
});

const t = setUpTestApp();

const signInFrom = (address: string, email: string, password: string) =>
  postFrom(t, address, '/api/auth/sign-in/email', { email, password });

describe('sign-in throttling per account', () => {
  it('slows an account down however many addresses the guesses come from, without locking the owner out', async () => {
    const { email } = await signUpVerified(t);
    const codes: number[] = [];
    for (let i = 0; i < 20; i += 1) codes.push((await signInFrom(`10.44.${i % 4}.1`, email, `Wrong-Guess${i}!`)).statusCode);
    expect(codes.slice(0, FREE_FAILURES + 1)).toEqual(Array(FREE_FAILURES + 1).fill(401));
    expect(codes.slice(FREE_FAILURES + 1).every((c) => c === 429)).toBe(true);

    // The right password from a fifth address waits too.
    const right = await signInFrom('10.44.9.9', email, STRONG_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_THROTTLED' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
    expect(setsCookie(right)).toBe(false);

    // A sign-in link still works: no lockout the attacker can hold against the owner.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { origin: ORIGIN },
      payload: { email },
    });
    expect(link.statusCode).toBe(200);

    // Once the wait is over, the right password signs in and clears the count.
    await t.database.db
      .update(signInThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInThrottle.id, throttleKey(email)));
    const later = await signInFrom('10.44.9.9', email, STRONG_PASSWORD);
    expect(later.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(signInThrottle)
        .where(eq(signInThrottle.id, throttleKey(email))),
    ).toEqual([]);
  });

  it('emails the owner once the failures look like guessing', async () => {
    const { email } = await signUpVerified(t);
    for (let i = 0; i < NOTIFY_AT_FAILURES; i += 1) {
      await t.database.db
        .update(signInThrottle)
        .set({ lockedUntil: null })
        .where(eq(signInThrottle.id, throttleKey(email)));
      expect((await signInFrom('10.45.0.1', email, `Wrong-Guess${i}!`)).statusCode).toBe(401);
    }
    const mail = await latestEmail(t, email, 'sign_in_attempts');
    expect(mail?.subject).toContain('trying to sign in');
    // Further failures that day send no second email.
    await t.database.db
      .update(signInThrottle)
      .set({ lockedUntil: null })
      .where(eq(signInThrottle.id, throttleKey(email)));
    await signInFrom('10.45.0.1', email, 'Wrong-Guess-again1!');
    const sent = await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, email));
    expect(sent.filter((m) => m.type === 'sign_in_attempts')).toHaveLength(1);
  });

  it('counts guesses for an address without an account the same way (no hint that it exists)', async () => {
    const email = uniqueEmail('nobody');
    const codes: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i += 1) codes.push((await signInFrom('10.46.0.1', email, STRONG_PASSWORD)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});

function setsCookie(res: { headers: Record<string, unknown> }): boolean {
  return res.headers['set-cookie'] !== undefined;
}

describe('answers that must not tell whether an account exists', () => {
  it.each(['/api/auth/request-password-reset', '/api/auth/sign-in/magic-link'])('%s answers in the same time for both', async (url) => {
    const { email } = await signUpVerified(t);
    const time = async (address: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN },
        payload: { email: address, redirectTo: '/password-reset' },
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('nobody')));
    }
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(CONSTANT_TIME_MS - 5);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  });
});
