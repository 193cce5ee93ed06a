import { subDays } from 'date-fns/subDays';
import { utcDayKey } from '#shared/dates';
import { desc, gte, sql } from 'drizzle-orm';
import type { CrisisCardCount, CrisisSurface } from '#shared/contracts/safety';
import { type CrisisTier, crisisTierOf } from '#shared/safety/crisis-check';
import type { AppDb } from '#server/platform/db/client';
import { crisisCardCounts } from './schema';

/** Counts one crisis card shown today (UTC) on a surface: the count only, never the words. */
export async function countCrisisCard(db: AppDb, surface: CrisisSurface, tier: CrisisTier): Promise<void> {
  if (tier === 0) return;
  await db
    .insert(crisisCardCounts)
    .values({ day: sql`current_date`, surface, tier, count: 1 })
    .onConflictDoUpdate({
      target: [crisisCardCounts.day, crisisCardCounts.surface, crisisCardCounts.tier],
      set: { count: sql`${crisisCardCounts.count} + 1` },
    });
}

/**
 * The server's decision for one save: the tier of what was written (the highest across its
 * fields), counted when a card will show. The words are read here and go no further.
 */
export async function checkWriting(db: AppDb, surface: CrisisSurface, ...texts: (string | null | undefined)[]): Promise<CrisisTier> {
  const tier = crisisTierOf(...texts);
  await countCrisisCard(db, surface, tier);
  return tier;
}

/** The daily counts of the last `days` days, newest first, for the admin dashboard. */
export async function crisisCardCountsSince(db: AppDb, days: number): Promise<CrisisCardCount[]> {
  const since = utcDayKey(subDays(new Date(), days - 1));
  const rows = await db
    .select()
    .from(crisisCardCounts)
    .where(gte(crisisCardCounts.day, since))
    .orderBy(desc(crisisCardCounts.day), crisisCardCounts.surface, crisisCardCounts.tier);
  return rows.map((row) => ({ day: row.day, surface: row.surface as CrisisSurface, tier: row.tier === 1 ? 1 : 2, count: row.count }));
}
