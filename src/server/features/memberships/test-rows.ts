import { randomUUID } from 'node:crypto';
import type { AppDb } from '#server/platform/db/client';
import { memberships } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** For tests: a membership row, Premium and monthly, active in test mode for 20 more days unless `more` says otherwise. */
export function insertMembership(db: AppDb, userId: string, more: Partial<typeof memberships.$inferInsert> = {}) {
  return db.insert(memberships).values({
    userId,
    tier: 'premium',
    interval: 'month',
    status: 'active',
    provider: 'test',
    providerSubscriptionId: `test_sub_${randomUUID()}`,
    currentPeriodEnd: new Date(Date.now() + 20 * DAY_MS),
    lastEventAt: new Date(),
    ...more,
  });
}
