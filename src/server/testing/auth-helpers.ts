import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { grantRole } from '../features/admin/grant';
import { users } from '../features/auth/schema';
import { emailMessages } from '../platform/email/schema';
import type { TestApp } from './test-app';

export const STRONG_PASSWORD = 'Calm-river-Stone9!';
export const ORIGIN = 'http://localhost:3000';

export function uniqueEmail(label = 'member'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** The cookie header a browser would send after this response. */
export function cookieFrom(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => [c.split('=')[0], c] as const),
  );
  const set = res.headers['set-cookie'];
  for (const line of Array.isArray(set) ? set : set ? [set] : []) {
    const pair = line.split(';')[0];
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

export async function post(t: TestApp, url: string, payload: unknown, cookie = '') {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
}

export async function get(t: TestApp, url: string, cookie = '') {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The newest email of a type to an address, as stored in the outbox. */
export async function latestEmail(t: TestApp, to: string, type: string) {
  const [row] = await t.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, to), eq(emailMessages.type, type)))
    .orderBy(desc(emailMessages.createdAt))
    .limit(1);
  return row ?? null;
}

export function tokenFromLink(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Signs up, verifies through the emailed link and returns the signed-in cookie. */
export async function signUpVerified(t: TestApp, options: { email?: string; fullName?: string; password?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const res = await post(t, '/api/account/sign-up', {
    fullName: options.fullName ?? 'Ada Lovelace',
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const mail = await latestEmail(t, email, 'signup');
  const verified = await get(t, `/api/auth/verify-email?token=${tokenFromLink(mail!.links[0])}`);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { email, password, cookie: cookieFrom(verified), userId: user.id };
}

/** Signs up, verifies and grants a staff role (admin, super_admin…); returns what signUpVerified does. */
export async function signUpStaff(t: TestApp, role: string, options: Parameters<typeof signUpVerified>[1] = {}) {
  const account = await signUpVerified(t, options);
  await grantRole(t.database.db, account.email, role);
  return account;
}

export async function signIn(t: TestApp, email: string, password: string) {
  const res = await post(t, '/api/auth/sign-in/email', { email, password });
  return { res, cookie: cookieFrom(res) };
}
