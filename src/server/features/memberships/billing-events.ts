import { eq } from 'drizzle-orm';
import type { MembershipTier } from '#shared/access/policy';
import {
  SUBSCRIPTION_EVENT_TYPES,
  applySubscriptionEvent,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type SubscriptionRecord,
} from '#shared/memberships/subscription-state';
import { planForLookupKey } from '#shared/memberships/tier-unlocks';
import type { AppDb } from '#server/platform/db/client';
import type { EventConsumer } from '#server/platform/payments/event-consumer';
import type { PaymentProvider, ProviderEvent } from '#server/platform/payments/provider';
import { users } from '../auth/schema';
import { membershipInvoices } from './billing-schema';
import type { BillingEmail } from './billing-emails';
import { membershipRecord } from './effective-tier';
import { isLocalSubscription, type LocalSubscriptions } from './local-subscriptions';
import { memberships } from './subscription-schema';
import { type InvoiceObject, type SubscriptionObject, readInvoice, readSubscription } from './stripe-shapes';

interface Prepared {
  snapshot: SubscriptionObject;
  occurredAt: Date;
  invoice: InvoiceObject | null;
}

const providerOf = (id: string) => (id.startsWith('free_sub_') ? 'free' : id.startsWith('test_sub_') ? 'test' : 'stripe');
const isOver = (r: SubscriptionRecord | null) => !r || r.status === 'canceled' || r.status === 'ended' || r.status === 'incomplete';

/**
 * The emails a change of record calls for: welcome, payment failed, cancellation confirmed, and
 * an end nobody set: after a failed payment, or (a free membership) when its hardship award ended.
 */
function emailsFor(
  prev: SubscriptionRecord | null,
  next: SubscriptionRecord,
  failedInvoiceIsNew: boolean,
  provider: ReturnType<typeof providerOf>,
): BillingEmail['kind'][] {
  const kinds: BillingEmail['kind'][] = [];
  if (next.status === 'active' && (isOver(prev) || prev!.tier !== next.tier)) kinds.push('welcome');
  if (failedInvoiceIsNew) kinds.push('payment_failed');
  const liveNow = next.status === 'active' || next.status === 'past_due';
  if (liveNow && next.cancelAtPeriodEnd && !prev?.cancelAtPeriodEnd) kinds.push('canceled');
  if (!liveNow && !isOver(prev) && !prev!.cancelAtPeriodEnd) kinds.push(endedBy(prev!, provider));
  return kinds;
}

function endedBy(prev: SubscriptionRecord, provider: ReturnType<typeof providerOf>): BillingEmail['kind'] {
  if (prev.status === 'past_due') return 'ended_unpaid';
  return provider === 'free' ? 'hardship_ended' : 'canceled';
}

/**
 * Membership events from the webhook pipeline (decision 092): the provider's current subscription
 * is fetched before the transaction and fed to the order-free reducer with the instant it was
 * fetched, so a late, repeated or reordered delivery cannot move a membership backwards. Invoices
 * are kept for the member's receipts; emails go out after the commit.
 */
export function createBillingEvents(deps: {
  provider: PaymentProvider;
  local: () => LocalSubscriptions;
  email: (userId: string, email: BillingEmail) => Promise<void>;
}): EventConsumer {
  async function fetchCurrent(subscriptionId: string) {
    if (isLocalSubscription(subscriptionId)) return deps.local().retrieve(subscriptionId);
    return (await deps.provider.subscriptions?.retrieveSubscription(subscriptionId)) ?? null;
  }

  return {
    handles: (type) => (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(type),

    async prepare(event: ProviderEvent): Promise<Prepared | null> {
      const object = event.data.object;
      const invoice = event.type.startsWith('invoice.') ? readInvoice(object) : null;
      const sent = invoice ? null : readSubscription(object);
      const subscriptionId = invoice ? invoice.subscriptionId : (sent?.id ?? null);
      if (!subscriptionId) return null;
      const fetchedAt = new Date();
      const current = readSubscription(await fetchCurrent(subscriptionId));
      if (current) return { snapshot: current, occurredAt: fetchedAt, invoice };
      const created = (event as { created?: unknown }).created;
      return sent ? { snapshot: sent, occurredAt: new Date(typeof created === 'number' ? created * 1000 : 0), invoice } : null;
    },

    async apply(tx, event, value) {
      const prepared = value as Prepared | null;
      if (!prepared) return null;
      const { snapshot, occurredAt, invoice } = prepared;
      const plan = planForLookupKey(snapshot.lookupKey);
      if (!plan) return null; // not a membership's price
      const [prevRow] = await tx.select().from(memberships).where(eq(memberships.providerSubscriptionId, snapshot.id)).for('update');
      const userId = snapshot.userId ?? invoice?.userId ?? prevRow?.userId;
      if (!userId) return null;
      // An event after the member's account was deleted (its subscription ended first) keeps nothing of them.
      const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!member) return null;
      const subscription = {
        status: snapshot.status,
        currentPeriodEnd: snapshot.currentPeriodEnd,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        lookupKey: snapshot.lookupKey,
      };
      const type = event.type as SubscriptionEventType;
      const input: SubscriptionEvent =
        type === 'invoice.paid'
          ? { type, occurredAt, subscription, paidPeriodEnd: invoice?.periodEnd ?? snapshot.currentPeriodEnd }
          : { type, occurredAt, subscription };
      const prev = prevRow ? membershipRecord(prevRow) : null;
      const next = applySubscriptionEvent(prev, input);
      const stored = { ...next, updatedAt: new Date(), providerCustomerId: snapshot.customerId, livemode: snapshot.livemode };
      await tx
        .insert(memberships)
        .values({ ...stored, userId, provider: providerOf(snapshot.id), providerSubscriptionId: snapshot.id })
        .onConflictDoUpdate({ target: memberships.providerSubscriptionId, set: stored });

      const failedInvoiceIsNew = invoice ? await recordInvoice(tx, type, invoice, userId, snapshot, next.tier) : false;
      const kinds = emailsFor(prev, next, failedInvoiceIsNew && type === 'invoice.payment_failed', providerOf(snapshot.id));
      if (kinds.length === 0) return null;
      return async () => {
        for (const kind of kinds) await deps.email(userId, { kind, record: next });
      };
    },
  };
}

/** Keeps an invoice for the receipts; a paid invoice stays paid. Answers whether it is newly failed. */
async function recordInvoice(
  tx: AppDb,
  type: SubscriptionEventType,
  invoice: InvoiceObject,
  userId: string,
  snapshot: SubscriptionObject,
  tier: MembershipTier,
): Promise<boolean> {
  const status = type === 'invoice.paid' ? 'paid' : type === 'invoice.payment_failed' ? 'failed' : null;
  if (!status) return false;
  const [existing] = await tx
    .select({ status: membershipInvoices.status })
    .from(membershipInvoices)
    .where(eq(membershipInvoices.id, invoice.id));
  if (existing?.status === 'paid' || existing?.status === status) return false;
  const plan = planForLookupKey(snapshot.lookupKey)!;
  const row = {
    id: invoice.id,
    userId,
    providerSubscriptionId: snapshot.id,
    number: invoice.number,
    status,
    tier,
    interval: plan.interval,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    periodStart: invoice.periodStart ?? snapshot.currentPeriodStart ?? snapshot.currentPeriodEnd,
    periodEnd: invoice.periodEnd ?? snapshot.currentPeriodEnd,
    hostedUrl: invoice.hostedUrl,
    livemode: invoice.livemode,
  };
  await tx
    .insert(membershipInvoices)
    .values(row)
    .onConflictDoUpdate({ target: membershipInvoices.id, set: { status, hostedUrl: row.hostedUrl } });
  return status === 'failed';
}
