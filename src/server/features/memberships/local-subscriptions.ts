import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { MEMBERSHIP_BILLING_MESSAGES as M, type PaidTier } from '#shared/contracts/memberships-billing';
import type { BillingInterval } from '#shared/memberships/plans';
import type { MembershipPrice } from '#shared/memberships/membership-price';
import { type PlanChange, planChange } from '#shared/memberships/plan-change';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import type { ProviderEvent } from '#server/platform/payments/provider';
import { localSubscriptions } from './billing-schema';
import { invoiceObject, subscriptionObject } from './stripe-shapes';

export type LocalRow = typeof localSubscriptions.$inferSelect;
export type LocalProvider = 'test' | 'free';

const STATUS_TO_STRIPE = {
  checkout: 'incomplete',
  expired: 'incomplete_expired',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
};

/** Whole seconds, as Stripe's timestamps are, so a period reads back exactly as it was written. */
const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const hex = () => randomBytes(12).toString('hex');
const next = (from: Date, interval: string) => (interval === 'year' ? addYears(from, 1) : addMonths(from, 1));
const intervalOf = (row: LocalRow) => (row.lookupKey.endsWith('_year') ? 'year' : 'month');
const planOf = (lookupKey: string) => lookupKey.split('_') as [PaidTier, BillingInterval];

/** The plan of the current period. */
export const currentPlan = (row: LocalRow) => planOf(row.lookupKey);
/** The plan the next period is for: a lower tier chosen for it (decision 179), else the current one. */
export const renewalPlan = (row: LocalRow) => planOf(row.scheduledLookupKey ?? row.lookupKey);

/** Whether a provider subscription id is one the app runs itself (the test provider's or a free one). */
export const isLocalSubscription = (id: string) => id.startsWith('test_sub_') || id.startsWith('free_sub_');

/**
 * The subscriptions the app runs itself (decision 092): the test provider's, with real periods,
 * renewals and failures staff can trigger, and 100 % hardship memberships, which skip the
 * provider. Every change is written here first, as a provider keeps its own record, and then
 * reaches the memberships table only as Stripe-shaped events through the webhook pipeline, whose
 * consumer reads the subscription back from here, as it fetches Stripe's.
 */
export function createLocalSubscriptions(deps: { db: AppDb; deliver: (event: ProviderEvent) => Promise<unknown> }) {
  const { db } = deps;

  function stripeShape(row: LocalRow) {
    return subscriptionObject({
      id: row.id,
      userId: row.userId,
      customerId: `${row.provider}_cus_${row.userId}`,
      status: STATUS_TO_STRIPE[row.status as keyof typeof STATUS_TO_STRIPE] as 'active',
      currentPeriodStart: row.currentPeriodStart ?? row.createdAt,
      currentPeriodEnd: row.currentPeriodEnd ?? row.createdAt,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      lookupKey: row.lookupKey,
      livemode: false,
    });
  }

  function event(row: LocalRow, type: string, object: Record<string, unknown>): ProviderEvent & { created: number } {
    return { id: `${row.provider}_evt_${hex()}`, type, livemode: false, created: Math.floor(Date.now() / 1000), data: { object } };
  }

  /** An invoice for the current period at its price, or (`part`) for what is left of it, prorated. */
  function invoice(row: LocalRow, id: string, paid: boolean, part?: { amountCents: number; from: Date }) {
    return invoiceObject({
      id,
      subscriptionId: row.id,
      userId: row.userId,
      number: null,
      amountCents: part?.amountCents ?? row.listCents - row.discountCents,
      currency: 'usd',
      periodStart: part?.from ?? row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      hostedUrl: null,
      livemode: false,
      paid,
    });
  }

  async function update(row: LocalRow, changes: Partial<LocalRow>): Promise<LocalRow> {
    const [updated] = await db
      .update(localSubscriptions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(localSubscriptions.id, row.id))
      .returning();
    return updated;
  }

  /** Sends what happened as the provider would: the invoice's event first, then the subscription's. */
  async function announce(
    row: LocalRow,
    types: { invoice?: { type: string; id: string; paid: boolean; part?: { amountCents: number; from: Date } }; subscription?: string },
  ) {
    const sent = types.invoice;
    if (sent) await deps.deliver(event(row, sent.type, invoice(row, sent.id, sent.paid, sent.part)));
    if (types.subscription) await deps.deliver(event(row, types.subscription, stripeShape(row)));
  }

  async function start(row: LocalRow): Promise<LocalRow> {
    const periodStart = toSecond(new Date());
    const started = await update(row, {
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: next(periodStart, intervalOf(row)),
    });
    await announce(started, {
      subscription: 'customer.subscription.created',
      invoice: { type: 'invoice.paid', id: `${row.provider}_in_${hex()}`, paid: true },
    });
    return started;
  }

  return {
    /** The subscription as this provider holds it now, in Stripe's shape (null: not one of ours). */
    async retrieve(subscriptionId: string): Promise<Record<string, unknown> | null> {
      const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId));
      return row ? stripeShape(row) : null;
    },

    /** A checkout waiting for the member (test), or (free) a membership started at once. */
    async checkout(input: {
      userId: string;
      provider: LocalProvider;
      tier: PaidTier;
      interval: BillingInterval;
      price: MembershipPrice;
      hardshipLevel: number | null;
    }): Promise<LocalRow> {
      const [row] = await db
        .insert(localSubscriptions)
        .values({
          id: `${input.provider}_sub_${hex()}`,
          checkoutSessionId: `${input.provider}_cs_${hex()}`,
          userId: input.userId,
          provider: input.provider,
          lookupKey: `${input.tier}_${input.interval}`,
          status: 'checkout',
          listCents: input.price.listCents,
          discountCents: input.price.discountCents,
          hardshipLevel: input.price.discount === 'hardship' ? input.hardshipLevel : null,
        })
        .returning();
      return input.provider === 'free' ? start(row) : row;
    },

    async bySession(sessionId: string, userId: string): Promise<LocalRow | null> {
      const [row] = await db
        .select()
        .from(localSubscriptions)
        .where(and(eq(localSubscriptions.checkoutSessionId, sessionId), eq(localSubscriptions.userId, userId)));
      return row ?? null;
    },

    /** The member's newest subscription that is running (active or past due). */
    async current(userId: string): Promise<LocalRow | null> {
      const [row] = await db
        .select()
        .from(localSubscriptions)
        .where(and(eq(localSubscriptions.userId, userId), inArray(localSubscriptions.status, ['active', 'past_due'])))
        .orderBy(desc(localSubscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The test checkout's Pay (an open checkout only, so a second click starts nothing) or Cancel. */
    async finishCheckout(row: LocalRow, outcome: 'pay' | 'cancel'): Promise<LocalRow> {
      if (row.status !== 'checkout') return row;
      return outcome === 'pay' ? start(row) : update(row, { status: 'expired' });
    },

    /**
     * The period ends (staff trigger it in test mode): set to cancel, the subscription ends;
     * otherwise a new period at the price of the member's level now, paid or failed, on the lower
     * tier the member chose for it if they did (`price` is for `renewalPlan(row)`). A past-due
     * subscription's open invoice is paid, or (failed again) the provider gives up and cancels it.
     */
    async renew(
      row: LocalRow,
      outcome: 'paid' | 'failed',
      price: { listCents: number; discountCents: number; hardshipLevel: number | null },
    ) {
      if (row.status === 'past_due') return outcome === 'paid' ? this.payOpenInvoice(row) : this.end(row);
      if (row.status !== 'active' || !row.currentPeriodEnd) throw new HttpError(409, M.notRenewable);
      if (row.cancelAtPeriodEnd) return this.end(row);
      const invoiceId = `${row.provider}_in_${hex()}`;
      const renewed = await update(row, {
        lookupKey: row.scheduledLookupKey ?? row.lookupKey,
        scheduledLookupKey: null,
        status: outcome === 'paid' ? 'active' : 'past_due',
        currentPeriodStart: row.currentPeriodEnd,
        currentPeriodEnd: next(row.currentPeriodEnd, intervalOf(row)),
        ...price,
        openInvoiceId: outcome === 'paid' ? null : invoiceId,
      });
      await announce(renewed, {
        invoice: { type: outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', id: invoiceId, paid: outcome === 'paid' },
        subscription: 'customer.subscription.updated',
      });
      return renewed;
    },

    /**
     * Ends a running subscription now, as a provider does when it gives up on a failed payment,
     * when a period set to cancel ends, or when the member's account is deleted.
     */
    async end(row: LocalRow): Promise<LocalRow> {
      if (row.status !== 'active' && row.status !== 'past_due') return row;
      const ended = await update(row, { status: 'canceled', openInvoiceId: null });
      await announce(ended, { subscription: 'customer.subscription.deleted' });
      return ended;
    },

    /** The member fixes a failed payment: the open invoice is paid and the subscription is active again. */
    async payOpenInvoice(row: LocalRow): Promise<LocalRow> {
      if (row.status !== 'past_due' || !row.openInvoiceId) return row;
      const paid = await update(row, { status: 'active', openInvoiceId: null });
      await announce(paid, {
        invoice: { type: 'invoice.paid', id: row.openInvoiceId, paid: true },
        subscription: 'customer.subscription.updated',
      });
      return paid;
    },

    async setCancelAtPeriodEnd(row: LocalRow, cancel: boolean): Promise<LocalRow> {
      if (row.cancelAtPeriodEnd === cancel) return row;
      const changed = await update(row, { cancelAtPeriodEnd: cancel });
      await announce(changed, { subscription: 'customer.subscription.updated' });
      return changed;
    },

    /**
     * Another tier or interval (decision 179, amending 092): a higher tier starts now and is charged
     * today the difference for what is left of the period; a lower tier is kept for the renewal,
     * and the member keeps what they paid for until then; another interval starts a new period
     * now, paid in full. The current plan again takes back a lower tier waiting for the renewal. A
     * cancellation the member set stays set: changing plan never starts charging them again.
     */
    async change(
      row: LocalRow,
      tier: PaidTier,
      interval: BillingInterval,
      price: MembershipPrice,
      hardshipLevel: number | null,
      now = new Date(),
    ): Promise<{ row: LocalRow; change: PlanChange }> {
      const [currentTier, currentInterval] = currentPlan(row);
      const periodEnd = row.currentPeriodEnd ?? now;
      const change = planChange(
        {
          tier: currentTier,
          interval: currentInterval,
          priceCents: row.listCents - row.discountCents,
          periodStart: row.currentPeriodStart ?? periodEnd,
          periodEnd,
        },
        { tier, interval, priceCents: price.totalCents },
        now,
      );
      const lookupKey = `${tier}_${interval}`;
      if (change.kind === 'none' || change.kind === 'downgrade') {
        const scheduledLookupKey = change.kind === 'none' ? null : lookupKey;
        const kept = row.scheduledLookupKey === scheduledLookupKey ? row : await update(row, { scheduledLookupKey });
        return { row: kept, change };
      }
      const periodStart = toSecond(now);
      const changed = await update(row, {
        lookupKey,
        scheduledLookupKey: null,
        listCents: price.listCents,
        discountCents: price.discountCents,
        hardshipLevel: price.discount === 'hardship' ? hardshipLevel : null,
        ...(change.kind === 'interval' ? { currentPeriodStart: periodStart, currentPeriodEnd: next(periodStart, interval) } : {}),
      });
      const id = `${row.provider}_in_${hex()}`;
      const charged =
        change.kind === 'interval'
          ? { type: 'invoice.paid', id, paid: true }
          : change.chargeCents > 0
            ? { type: 'invoice.paid', id, paid: true, part: { amountCents: change.chargeCents, from: periodStart } }
            : undefined;
      await announce(changed, { invoice: charged, subscription: 'customer.subscription.updated' });
      return { row: changed, change };
    },
  };
}

export type LocalSubscriptions = ReturnType<typeof createLocalSubscriptions>;
