import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { MIGRATIONS_DIR } from '#server/platform/db/client';
import { users } from '../auth/schema';
import { effectiveTier } from './effective-tier';
import { hardshipApplications, memberships, tierGrants } from './schema';
import { insertMembership } from './test-rows';

const t = setUpTestApp();

const at = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const NOW = at('2026-02-10');
const P1 = at('2026-02-01');
const P2 = at('2026-03-01');

/** A Premium monthly membership, active in test mode, paid through P2; returns its subscription id. */
async function subscribe(userId: string, more: Partial<typeof memberships.$inferInsert> = {}): Promise<string> {
  const id = `test_sub_${randomUUID()}`;
  await insertMembership(t.database.db, userId, {
    providerSubscriptionId: id,
    currentPeriodEnd: P2,
    paidThrough: P2,
    lastEventAt: P1,
    ...more,
  });
  return id;
}

async function grant(userId: string, more: Partial<typeof tierGrants.$inferInsert> = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(tierGrants)
    .values({ userId, tier: 'elite', reason: 'Beta tester', ...more })
    .returning({ id: tierGrants.id });
  return row.id;
}

describe('effectiveTier', () => {
  it('is Free with nothing stored', async () => {
    expect(await effectiveTier(t.database.db, randomUUID(), NOW)).toEqual({ tier: 'free', source: { kind: 'none' }, hardshipLevel: null });
  });

  it('reads the member’s live subscription, and no one else’s', async () => {
    const me = randomUUID();
    const id = await subscribe(me);
    await subscribe(randomUUID(), { tier: 'elite' });
    expect(await effectiveTier(t.database.db, me, NOW)).toEqual({
      tier: 'premium',
      source: { kind: 'subscription', id, until: at('2026-03-08') },
      hardshipLevel: null,
    });
  });

  it('passes over incomplete and ended subscriptions', async () => {
    const me = randomUUID();
    await subscribe(me, { status: 'incomplete', tier: 'elite', paidThrough: null });
    await subscribe(me, { status: 'ended', tier: 'elite' });
    expect((await effectiveTier(t.database.db, me, NOW)).tier).toBe('free');
  });

  it('keeps a past-due member’s tier through the grace period, and not a moment after', async () => {
    const me = randomUUID();
    await subscribe(me, { status: 'past_due', paidThrough: P1 });
    expect((await effectiveTier(t.database.db, me, new Date(at('2026-02-08').getTime() - 1))).tier).toBe('premium');
    expect((await effectiveTier(t.database.db, me, at('2026-02-08'))).tier).toBe('free');
  });

  it('lets a higher grant win over a subscription, until it is revoked or runs out', async () => {
    const me = randomUUID();
    const subscription = await subscribe(me);
    const elite = await grant(me, { expiresAt: at('2026-02-20') });
    expect(await effectiveTier(t.database.db, me, NOW)).toEqual({
      tier: 'elite',
      source: { kind: 'grant', id: elite, until: at('2026-02-20'), reason: 'Beta tester' },
      hardshipLevel: null,
    });
    expect((await effectiveTier(t.database.db, me, at('2026-02-20'))).source).toMatchObject({ kind: 'subscription', id: subscription });

    await t.database.db
      .update(tierGrants)
      .set({ revokedAt: at('2026-02-15'), revokedBy: randomUUID() })
      .where(eq(tierGrants.id, elite));
    expect((await effectiveTier(t.database.db, me, at('2026-02-14'))).tier).toBe('elite');
    expect((await effectiveTier(t.database.db, me, at('2026-02-15'))).source).toMatchObject({ kind: 'subscription', id: subscription });
  });

  it('gives the approved hardship level for prices, never a tier', async () => {
    const me = randomUUID();
    const application = { userId: me, situation: 'Out of work since the spring.', requestedLevel: 100 };
    await t.database.db.insert(hardshipApplications).values({ ...application, status: 'approved', approvedLevel: 75 });
    await t.database.db.insert(hardshipApplications).values({ ...application, status: 'pending' });
    expect(await effectiveTier(t.database.db, me, NOW)).toEqual({ tier: 'free', source: { kind: 'none' }, hardshipLevel: 75 });
  });

  it('refuses a tier the plans do not sell', async () => {
    await expect(grant(randomUUID(), { tier: 'free' })).rejects.toThrow();
    await expect(subscribe(randomUUID(), { tier: 'gold' })).rejects.toThrow();
  });
});

describe('the data migration of stored tiers', () => {
  const migration = readFileSync(path.join(MIGRATIONS_DIR, '0018_stored_tiers_become_grants.sql'), 'utf8');

  async function member(tier: string): Promise<string> {
    const id = randomUUID();
    await t.database.db.insert(users).values({ id, name: 'Member', email: `${id}@example.test`, referralCode: id.slice(0, 12), tier });
    return id;
  }

  it('turns each paying member’s stored tier into a grant, once', async () => {
    const [premium, elite, free] = [await member('premium'), await member('elite'), await member('free')];
    await t.database.execute(migration);
    await t.database.execute(migration);

    const grants = async (userId: string) =>
      t.database.db
        .select({ tier: tierGrants.tier, reason: tierGrants.reason, grantedBy: tierGrants.grantedBy })
        .from(tierGrants)
        .where(eq(tierGrants.userId, userId));
    expect(await grants(premium)).toEqual([{ tier: 'premium', reason: 'migrated from stored tier', grantedBy: null }]);
    expect(await grants(elite)).toEqual([{ tier: 'elite', reason: 'migrated from stored tier', grantedBy: null }]);
    expect(await grants(free)).toEqual([]);
    expect(await effectiveTier(t.database.db, elite)).toMatchObject({ tier: 'elite', source: { kind: 'grant', until: null } });
  });
});
