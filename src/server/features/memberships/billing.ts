import { eq } from 'drizzle-orm';
import type { PaidTier } from '#shared/contracts/memberships-billing';
import { type MembershipPrice, membershipPrice } from '#shared/memberships/membership-price';
import type { BillingInterval, HardshipLevel } from '#shared/memberships/plans';
import type { AppDb } from '#server/platform/db/client';
import type { PaymentProvider, ProviderEvent } from '#server/platform/payments/provider';
import type { Services } from '#server/services';
import type { FastifyInstance } from 'fastify';
import { billingCustomers } from './billing-schema';
import { type BillingEmail, createBillingEmails } from './billing-emails';
import { createBillingEvents } from './billing-events';
import { adminBillingRoutes, billingRoutes } from './billing-routes';
import { effectiveTier } from './effective-tier';
import { endBilling } from './end-billing';
import { defineHardshipPriceSync } from './hardship-prices';
import { defineLocalRenewals } from './local-renewals';
import { type LocalSubscriptions, createLocalSubscriptions } from './local-subscriptions';

/** The part of the shop's webhook pipeline memberships deliver their own events through. */
export interface EventPipeline {
  deliver(rawBody: Buffer, signature: string | undefined): Promise<unknown>;
  process(event: ProviderEvent): Promise<unknown>;
}

type Deps = Pick<Services, 'env' | 'database' | 'mailer' | 'payments' | 'testPayments' | 'queue' | 'privacy'>;

/**
 * Membership billing put together (decision 092): the webhook consumer is made first, for the
 * shop's pipeline to take; the routes come once the pipeline exists, since the test provider's
 * and free memberships' events are delivered through it.
 */
export function createMembershipBilling(deps: Deps) {
  const { env, database, mailer, payments, testPayments } = deps;
  const db = database.db;
  const publicUrl = env.PUBLIC_URL.replace(/\/$/, '');
  let local: LocalSubscriptions | null = null;
  const email = createBillingEmails({ db, mailer, publicUrl });
  const events = createBillingEvents({ provider: payments, local: () => local!, email });

  async function priceFor(userId: string, tier: PaidTier, interval: BillingInterval) {
    const { hardshipLevel } = await effectiveTier(db, userId);
    return { price: membershipPrice(tier, interval, { hardshipLevel }), hardshipLevel };
  }

  /** The member's one customer at the provider, made on first need and stored once. */
  async function customerFor(userId: string, email: string): Promise<string> {
    const stored = async () => (await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)))[0];
    const found = await stored();
    if (found) return found.customerId;
    const customerId = await payments.subscriptions!.createCustomer({ userId, email });
    await db
      .insert(billingCustomers)
      .values({ userId, provider: payments.name, customerId, livemode: payments.livemode })
      .onConflictDoNothing();
    return (await stored())!.customerId;
  }

  return {
    events,
    async register(app: FastifyInstance, pipeline: EventPipeline) {
      const deliver = testPayments
        ? async (event: ProviderEvent) => {
            const { payload, signature } = await testPayments.signedEvent(event);
            return pipeline.deliver(Buffer.from(payload), signature);
          }
        : (event: ProviderEvent) => pipeline.process(event);
      local = createLocalSubscriptions({ db, deliver });
      const shared = { db, local, payments, mode: testPayments ? ('test' as const) : ('stripe' as const), publicUrl, priceFor, email };
      await app.register(billingRoutes, { ...shared, customerFor });
      await app.register(adminBillingRoutes, shared);
      deps.privacy.beforeDeletion((userId) => endBilling(db, local!, payments.subscriptions, userId));
      return {
        renewDue: defineLocalRenewals({ db, local, priceFor, queue: deps.queue }),
        repriceLapsedHardship: payments.subscriptions
          ? defineHardshipPriceSync({ db, subscriptions: payments.subscriptions, queue: deps.queue })
          : null,
      };
    },
  };
}

export interface BillingDeps {
  db: AppDb;
  local: LocalSubscriptions;
  payments: PaymentProvider;
  mode: 'stripe' | 'test';
  publicUrl: string;
  /** Sends a membership email (the test portal's plan changes waiting for the renewal). */
  email(userId: string, email: BillingEmail): Promise<void>;
  priceFor(
    userId: string,
    tier: PaidTier,
    interval: BillingInterval,
  ): Promise<{ price: MembershipPrice; hardshipLevel: HardshipLevel | null }>;
}
