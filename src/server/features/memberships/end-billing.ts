import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import type { SubscriptionProvider } from '#server/platform/payments/subscriptions';
import type { LocalSubscriptions } from './local-subscriptions';
import { memberships } from './schema';

/**
 * Before a member's account is deleted: every running subscription ends now, so nobody is charged
 * for an account that no longer exists. Stripe's are cancelled there (no refund of the period
 * paid); the ones the app runs itself end through the webhook pipeline like any other end. A
 * failure at Stripe throws, and the deletion job tries again later.
 */
export async function endBilling(db: AppDb, local: LocalSubscriptions, stripe: SubscriptionProvider | undefined, userId: string) {
  const running = await db
    .select({ id: memberships.providerSubscriptionId, provider: memberships.provider })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['active', 'past_due'])));
  for (const { id, provider } of running) {
    if (provider === 'stripe') {
      if (!stripe) throw new Error(`Stripe is not configured, and member ${userId} has a Stripe subscription to end.`);
      await stripe.cancelNow(id);
    }
  }
  for (let row = await local.current(userId); row; row = await local.current(userId)) await local.end(row);
}
