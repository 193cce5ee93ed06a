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
import type { BillingEmail, PaidInvoice } from './billing-emails';
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
 * The emails a change of record calls for: welcome to a new membership, another plan (tier or
 * interval) of a running one (decision 179), a receipt for a payment above $0 recorded just
 * now, payment failed, cancellation confirmed, and an end nobody set: after a failed payment, or (a
 * free membership) when its hardship award ended.
 */
function emailsFor(
  prev: SubscriptionRecord | null,
  next: SubscriptionRecord,
  invoice: RecordedInvoice | null,
  provider: ReturnType<typeof providerOf>,
): BillingEmail[] {
  const emails: BillingEmail[] = [];
  const about = (kind: 'welcome' | 'payment_failed' | 'canceled' | 'ended_unpaid' | 'hardship_ended') =>
    emails.push({ kind, record: next });
  const liveNow = next.status === 'active' || next.status === 'past_due';
  if (next.status === 'active' && isOver(prev)) about('welcome');
  else if (prev && !isOver(prev) && liveNow && (prev.tier !== next.tier || prev.interval !== next.interval)) {
    // What was charged for it is known when its invoice came with it, or (the app's own providers) when none did.
    const chargedCents = invoice ? (invoice.status === 'paid' ? invoice.amountCents : 0) : provider === 'stripe' ? null : 0;
    emails.push({ kind: 'plan_changed', record: next, chargedCents });
  }
  if (invoice?.status === 'paid' && invoice.amountCents > 0) emails.push({ kind: 'payment_received', record: next, invoice });
  if (invoice?.status === 'failed') about('payment_failed');
  if (liveNow && next.cancelAtPeriodEnd && !prev?.cancelAtPeriodEnd) about('canceled');
  if (!liveNow && !isOver(prev) && !prev!.cancelAtPeriodEnd) about(endedBy(prev!, provider));
  return emails;
}

function endedBy(prev: SubscriptionRecord, provider: ReturnType<typeof providerOf>): 'ended_unpaid' | 'hardship_ended' | 'canceled' {
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

      const recorded = invoice ? await recordInvoice(tx, type, invoice, userId, snapshot, next.tier) : null;
      const emails = emailsFor(prev, next, recorded, providerOf(snapshot.id));
      if (emails.length === 0) return null;
      return async () => {
        for (const email of emails) await deps.email(userId, email);
      };
    },
  };
}

/** An invoice kept just now as paid or failed (one that was already so is not news). */
type RecordedInvoice = PaidInvoice & { status: 'paid' | 'failed' };

/** Keeps an invoice for the receipts; a paid invoice stays paid. Answers it when its status is news. */
async function recordInvoice(
  tx: AppDb,
  type: SubscriptionEventType,
  invoice: InvoiceObject,
  userId: string,
  snapshot: SubscriptionObject,
  tier: MembershipTier,
): Promise<RecordedInvoice | null> {
  const status = type === 'invoice.paid' ? 'paid' : type === 'invoice.payment_failed' ? 'failed' : null;
  if (!status) return null;
  const [existing] = await tx
    .select({ status: membershipInvoices.status })
    .from(membershipInvoices)
    .where(eq(membershipInvoices.id, invoice.id));
  if (existing?.status === 'paid' || existing?.status === status) return null;
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
  return { status, amountCents: row.amountCents, number: row.number, periodStart: row.periodStart, periodEnd: row.periodEnd };
}
