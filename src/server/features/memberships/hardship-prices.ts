import { subDays } from 'date-fns/subDays';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { defineCronSweep, type JobQueue } from '#server/platform/jobs/queue';
import type { SubscriptionProvider } from '#server/platform/payments/subscriptions';
import { effectiveTier } from './effective-tier';
import { awardsReviewedIn } from './reminders';
import { membershipReminders, memberships } from './schema';

export const HARDSHIP_PRICES_QUEUE = 'membership-hardship-prices';
/** Every hour at :53 (UTC), after the reminders (:41). */
export const HARDSHIP_PRICES_CRON = '53 * * * *';
/** Awards whose review date passed this recently are looked at, so a run missed for days still catches up. */
const LOOKBACK_DAYS = 7;

/**
 * Issue 19: when a hardship level reaches its review date, a Stripe subscription's next invoices
 * return to the member's price now (the usual price, or a later award's level). The period already
 * paid keeps its price: the coupon changes without proration, so the change shows at the next
 * renewal, never mid-period. (The test provider's and free memberships are priced at each renewal by
 * local-renewals.ts.) Each lapsed award is handled once, claimed by a membership_reminders row like
 * the reminders; a failed call to Stripe gives the claim back for the next run. A level of 100 %
 * cannot be a Stripe coupon: such a member keeps their subscription's price and can switch to a free
 * membership themselves. Answers how many subscriptions changed.
 */
export function createHardshipPriceSync(deps: { db: AppDb; subscriptions: SubscriptionProvider }) {
  const { db } = deps;
  return async (now = new Date()): Promise<number> => {
    const lapsed = await awardsReviewedIn(db, subDays(now, LOOKBACK_DAYS), now);
    let changed = 0;
    for (const award of lapsed) {
      const [claim] = await db
        .insert(membershipReminders)
        .values({ userId: award.userId, kind: 'hardship_price', subjectId: award.id, dueAt: award.reviewAt! })
        .onConflictDoNothing()
        .returning({ id: membershipReminders.id });
      if (!claim) continue; // handled before, or by another instance
      try {
        changed += await reprice(award.userId, now);
      } catch (err) {
        await db.delete(membershipReminders).where(eq(membershipReminders.id, claim.id));
        throw err;
      }
    }
    return changed;
  };

  async function reprice(userId: string, now: Date): Promise<number> {
    const running = await db
      .select({ id: memberships.providerSubscriptionId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.provider, 'stripe'), inArray(memberships.status, ['active', 'past_due'])));
    const { hardshipLevel } = await effectiveTier(db, userId, now);
    if (running.length === 0 || hardshipLevel === 100) return 0;
    for (const { id } of running) await deps.subscriptions.setHardshipDiscount(id, hardshipLevel);
    return running.length;
  }
}

/** Declares the hourly job; answers the sweep itself, for tests. */
export function defineHardshipPriceSync(deps: Parameters<typeof createHardshipPriceSync>[0] & { queue: JobQueue }) {
  return defineCronSweep(deps.queue, HARDSHIP_PRICES_QUEUE, HARDSHIP_PRICES_CRON, createHardshipPriceSync(deps));
}
