import { randomUUID } from 'node:crypto';
import type { AppDb } from '#server/platform/db/client';
import { daysAfter } from '#shared/dates';
import { makeActor } from '#server/testing/test-app';
import { users } from '../auth/schema';
import { hardshipApplications, memberships } from './schema';

/** For tests: a membership row, Premium and monthly, active in test mode for 20 more days unless `more` says otherwise. */
export function insertMembership(db: AppDb, userId: string, more: Partial<typeof memberships.$inferInsert> = {}) {
  return db.insert(memberships).values({
    userId,
    tier: 'premium',
    interval: 'month',
    status: 'active',
    provider: 'test',
    providerSubscriptionId: `test_sub_${randomUUID()}`,
    currentPeriodEnd: daysAfter(new Date(), 20),
    lastEventAt: new Date(),
    ...more,
  });
}

/** For tests: a member's user row, with an approved hardship application at `hardshipLevel` when one is given. */
export async function insertMember(db: AppDb, hardshipLevel?: 50 | 75 | 100) {
  const actor = makeActor({ email: `m-${randomUUID()}@example.test` });
  if (actor.kind !== 'user') throw new Error('a member');
  await db.insert(users).values({ id: actor.userId, name: 'Rosa Park', email: actor.email, referralCode: randomUUID().slice(0, 12) });
  if (hardshipLevel) {
    await db.insert(hardshipApplications).values({
      userId: actor.userId,
      situation: 'Out of work since the spring.',
      requestedLevel: hardshipLevel,
      status: 'approved',
      approvedLevel: hardshipLevel,
    });
  }
  return { actor, userId: actor.userId, email: actor.email };
}
export type TestMember = Awaited<ReturnType<typeof insertMember>>;
