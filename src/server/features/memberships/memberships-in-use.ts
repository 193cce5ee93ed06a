import { desc, inArray } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { memberships } from './schema';

export interface MembershipInUse {
  tier: string;
  interval: string;
  provider: string;
  status: string;
}

/** Each member's newest membership that still runs (not incomplete, not ended), for the hardship review page. */
export async function membershipsInUse(db: AppDb, userIds: readonly string[]): Promise<Map<string, MembershipInUse>> {
  const found = new Map<string, MembershipInUse>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select()
    .from(memberships)
    .where(inArray(memberships.userId, [...new Set(userIds)]))
    .orderBy(desc(memberships.createdAt));
  for (const row of rows) {
    if (found.has(row.userId) || row.status === 'incomplete' || row.status === 'ended') continue;
    found.set(row.userId, { tier: row.tier, interval: row.interval, provider: row.provider, status: row.status });
  }
  return found;
}
