import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SecurityOverview } from '#shared/contracts/admin-security';
import { UNUSUAL_REASONS } from '#shared/security/unusual-activity';
import { get, post, signUpVerified, waitFor } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { asActor, createTestApp, makeActor } from '#server/testing/test-app';
import { grantRole } from './grant';
import { securityEvents } from './schema';

const t = setUpTestApp();
const HOUR = 3600_000;

async function overview(): Promise<SecurityOverview> {
  const boss = await signUpVerified(t);
  await grantRole(t.database.db, boss.email, 'super_admin');
  const res = await get(t, '/api/admin/security', boss.cookie);
  expect(res.statusCode).toBe(200);
  return SecurityOverview.parse(res.json());
}

describe('the security event log (decision 141)', () => {
  it('records a failed sign-in with the account and the network, never the address, and counts it today', async () => {
    const member = await signUpVerified(t);
    const before = (await overview()).failedSignInsPerDay.at(-1)!.count;
    const res = await post(t, '/api/auth/sign-in/email', { email: member.email.toUpperCase(), password: 'Not-the-password-1!' });
    expect(res.statusCode).toBe(401);
    const rows = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, member.userId));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'sign_in_failed',
        route: '/api/auth/sign-in/email',
      }),
    ]);
    // inject's address is 127.0.0.1: kept as its /24.
    expect(rows[0]!.ipTruncated).toBe('127.0.0.0');
    const body = await overview();
    expect(body.failedSignInsPerDay).toHaveLength(14);
    expect(body.failedSignInsPerDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: expect.any(Number) });
    expect(body.failedSignInsPerDay.at(-1)!.count).toBeGreaterThan(before);
  });

  it('records a refused request by the route it matched and the caller, once a minute', async () => {
    const limited = await createTestApp({ database: t.database, env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const actor = makeActor();
    const userId = actor.kind === 'user' ? actor.userId : '';
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/session', headers: asActor(actor) })).statusCode);
      expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
      const mine = () => t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));
      const rows = await waitFor(async () => {
        const found = await mine();
        return found.length > 0 && found;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await mine()).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'rate_limited', route: '/api/session', ipTruncated: '127.0.0.0' });
    } finally {
      await limited.close();
    }
    const body = await overview();
    expect(body.rateLimitHits.find((r) => r.route === '/api/session')?.hits).toBeGreaterThanOrEqual(1);
  });

  it('lists the accounts whose last day meets the unusual-activity rule, and only those', async () => {
    const noisy = await signUpVerified(t);
    const quiet = await signUpVerified(t);
    const stale = await signUpVerified(t);
    const now = Date.now();
    const failed = (userId: string, i: number, hoursAgo = 1) => ({
      kind: 'sign_in_failed' as const,
      userId,
      ipTruncated: `10.0.${i % 3}.0`,
      country: ['NZ', 'DE', 'US'][i % 3],
      createdAt: new Date(now - hoursAgo * HOUR),
    });
    await t.database.db.insert(securityEvents).values([
      ...Array.from({ length: 10 }, (_, i) => failed(noisy.userId, i)),
      ...Array.from({ length: 2 }, (_, i) => failed(quiet.userId, i)),
      // Over a day ago: not counted.
      ...Array.from({ length: 12 }, (_, i) => failed(stale.userId, i, 25)),
    ]);
    const body = await overview();
    expect(body.unusualAccounts.find((a) => a.email === noisy.email)?.reasons).toEqual([
      UNUSUAL_REASONS.failedSignIns,
      UNUSUAL_REASONS.networks,
      UNUSUAL_REASONS.countries,
    ]);
    expect(body.unusualAccounts.map((a) => a.email)).not.toContain(quiet.email);
    expect(body.unusualAccounts.map((a) => a.email)).not.toContain(stale.email);
  });

  it('is not readable below super_admin', async () => {
    for (const role of [null, 'analyst', 'admin'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/security', headers: asActor(makeActor({ staffRole: role })) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/security' })).statusCode).toBe(401);
  });
});
