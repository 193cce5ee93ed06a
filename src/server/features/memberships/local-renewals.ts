import { and, eq, lte } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { defineCronSweep, type JobQueue } from '#server/platform/jobs/queue';
import type { BillingDeps } from './billing';
import { localSubscriptions } from './billing-schema';
import { type LocalSubscriptions, renewalPlan } from './local-subscriptions';

export const LOCAL_RENEWALS_QUEUE = 'membership-local-renewals';
/** Every hour at :23 (UTC): a period that ended is renewed within the hour. */
export const LOCAL_RENEWALS_CRON = '23 * * * *';

/**
 * The clock of the subscriptions the app runs itself (decision 092): each whose period has ended
 * is renewed as a provider would renew it, paid (the test provider's card always works; staff
 * trigger failures), at the member's hardship level now, on the lower tier they chose for it if they did. A free (100 %) membership whose award no
 * longer gives 100 % ends at its period end instead: it cannot be charged, so the member chooses
 * again at their new price. A membership set to cancel ends.
 */
export function createLocalRenewals(deps: { db: AppDb; local: LocalSubscriptions; priceFor: BillingDeps['priceFor'] }) {
  return async (now = new Date()): Promise<number> => {
    const due = await deps.db
      .select()
      .from(localSubscriptions)
      .where(and(eq(localSubscriptions.status, 'active'), lte(localSubscriptions.currentPeriodEnd, now)));
    for (const row of due) {
      const [tier, interval] = renewalPlan(row);
      const { price, hardshipLevel } = await deps.priceFor(row.userId, tier, interval);
      if (row.provider === 'free' && price.totalCents > 0) {
        await deps.local.end(row);
        continue;
      }
      await deps.local.renew(row, 'paid', {
        listCents: price.listCents,
        discountCents: price.discountCents,
        hardshipLevel: price.discount === 'hardship' ? hardshipLevel : null,
      });
    }
    return due.length;
  };
}

/** Declares the hourly renewal job; answers the sweep itself, for tests. */
export function defineLocalRenewals(deps: Parameters<typeof createLocalRenewals>[0] & { queue: JobQueue }) {
  return defineCronSweep(deps.queue, LOCAL_RENEWALS_QUEUE, LOCAL_RENEWALS_CRON, createLocalRenewals(deps));
}
