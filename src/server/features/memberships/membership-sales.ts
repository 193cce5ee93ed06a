import { eq } from 'drizzle-orm';
import type { MembershipSalesReport } from '#shared/contracts/membership-sales';
import { type MembershipFigureRow, membershipFigures } from '#shared/memberships/membership-figures';
import type { HardshipLevel } from '#shared/memberships/plans';
import type { AppDb } from '#server/platform/db/client';
import { effectiveTiers } from './effective-tier';
import { memberships } from './schema';

/** /admin/sales, memberships: the figures of one mode (live or test) from the memberships table. */
export async function membershipSales(
  db: AppDb,
  query: { mode: 'live' | 'test'; months: number },
  now = new Date(),
): Promise<MembershipSalesReport> {
  const rows = await db
    .select({
      userId: memberships.userId,
      tier: memberships.tier,
      interval: memberships.interval,
      status: memberships.status,
      provider: memberships.provider,
      cancelAtPeriodEnd: memberships.cancelAtPeriodEnd,
      createdAt: memberships.createdAt,
      currentPeriodEnd: memberships.currentPeriodEnd,
      lastEventAt: memberships.lastEventAt,
    })
    .from(memberships)
    .where(eq(memberships.livemode, query.mode === 'live'));
  const typed = rows as MembershipFigureRow[];
  const payingIds = typed.filter((row) => row.status === 'active' || row.status === 'past_due').map((row) => row.userId);
  const levels = new Map<string, HardshipLevel>();
  for (const [userId, { resolved }] of await effectiveTiers(db, payingIds, now)) {
    if (resolved.hardshipLevel !== null) levels.set(userId, resolved.hardshipLevel);
  }
  return { mode: query.mode, asOf: now.toISOString(), ...membershipFigures(typed, levels, now, query.months) };
}
