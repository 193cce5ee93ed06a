import { PROVIDER_STATUSES, type ProviderStatus } from '#shared/memberships/subscription-state';

/**
 * Reading Stripe's subscription and invoice objects (API 2026-10-28: the period lives on the
 * subscription item, an invoice's subscription under `parent.subscription_details`). The test
 * provider's subscriptions are written in the same shape, so one reader serves both.
 */
type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as Obj).id === 'string' ? ((v as Obj).id as string) : null;
const seconds = (v: unknown): Date | null => (typeof v === 'number' && Number.isFinite(v) ? new Date(v * 1000) : null);
const first = (list: unknown): Obj => obj((obj(list).data as unknown[] | undefined)?.[0]);

export interface SubscriptionObject {
  id: string;
  userId: string | null;
  customerId: string | null;
  status: ProviderStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  lookupKey: string;
  livemode: boolean;
}

export function readSubscription(value: unknown): SubscriptionObject | null {
  const o = obj(value);
  const item = first(o.items);
  const id = text(o.id);
  const status = (PROVIDER_STATUSES as readonly unknown[]).includes(o.status) ? (o.status as ProviderStatus) : null;
  const currentPeriodEnd = seconds(item.current_period_end) ?? seconds(o.current_period_end);
  const lookupKey = text(obj(item.price).lookup_key);
  if (!id || !status || !currentPeriodEnd || !lookupKey) return null;
  return {
    id,
    userId: text(obj(o.metadata).userId),
    customerId: text(o.customer),
    status,
    currentPeriodStart: seconds(item.current_period_start) ?? seconds(o.current_period_start),
    currentPeriodEnd,
    cancelAtPeriodEnd: o.cancel_at_period_end === true,
    lookupKey,
    livemode: o.livemode === true,
  };
}

export interface InvoiceObject {
  id: string;
  subscriptionId: string | null;
  userId: string | null;
  number: string | null;
  amountCents: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  hostedUrl: string | null;
  livemode: boolean;
}

export function readInvoice(value: unknown): InvoiceObject | null {
  const o = obj(value);
  const id = text(o.id);
  if (!id) return null;
  const details = obj(obj(o.parent).subscription_details);
  const period = obj(first(o.lines).period);
  const amount = o.status === 'paid' ? o.amount_paid : o.amount_due;
  return {
    id,
    subscriptionId: text(details.subscription) ?? text(o.subscription),
    userId: text(obj(details.metadata).userId),
    number: text(o.number),
    amountCents: typeof amount === 'number' && amount >= 0 ? amount : 0,
    currency: text(o.currency) ?? 'usd',
    periodStart: seconds(period.start),
    periodEnd: seconds(period.end),
    hostedUrl: text(o.hosted_invoice_url),
    livemode: o.livemode === true,
  };
}

/** A subscription or invoice in Stripe's shape, for the test provider's events. */
export function subscriptionObject(s: Omit<SubscriptionObject, 'currentPeriodStart'> & { currentPeriodStart: Date }): Obj {
  const secs = (d: Date) => Math.floor(d.getTime() / 1000);
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    livemode: s.livemode,
    metadata: s.userId ? { userId: s.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          current_period_start: secs(s.currentPeriodStart),
          current_period_end: secs(s.currentPeriodEnd),
          price: { object: 'price', lookup_key: s.lookupKey },
        },
      ],
    },
  };
}

export function invoiceObject(i: InvoiceObject & { paid: boolean }): Obj {
  const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  return {
    id: i.id,
    object: 'invoice',
    number: i.number,
    status: i.paid ? 'paid' : 'open',
    amount_paid: i.paid ? i.amountCents : 0,
    amount_due: i.amountCents,
    currency: i.currency,
    hosted_invoice_url: i.hostedUrl,
    livemode: i.livemode,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: i.subscriptionId, metadata: i.userId ? { userId: i.userId } : {} },
    },
    lines: {
      object: 'list',
      data: [{ object: 'line_item', amount: i.amountCents, period: { start: secs(i.periodStart), end: secs(i.periodEnd) } }],
    },
  };
}
