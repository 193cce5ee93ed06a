import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { randomBytes } from 'node:crypto';
import { MEMBERSHIP_PLANS } from '#shared/memberships/plans';
import { startFakeStripe } from './fake-stripe';
import { type Obj, StripeApiError, newId } from './fake-stripe-server';
import { type FormValue, formList, formObject, formText } from './fake-stripe-form';

const secs = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The fake Stripe with memberships (issue 19): customers, the plan table's prices by lookup key,
 * coupons, Checkout in subscription mode, subscriptions and customer portal sessions. A test plays
 * the member (completes checkout) and Stripe's billing (renews, fails, cancels), then delivers the
 * events it would send, signed.
 */
export async function startFakeStripeBilling() {
  const customers = new Map<string, Obj>();
  const coupons = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  for (const plan of MEMBERSHIP_PLANS) {
    for (const [interval, lookupKey] of Object.entries(plan.lookupKeys ?? {})) {
      const amount = interval === 'year' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
      const id = `price_${lookupKey}`;
      prices.set(id, {
        id,
        object: 'price',
        lookup_key: lookupKey,
        unit_amount: amount,
        currency: 'usd',
        active: true,
        recurring: { interval },
      });
    }
  }

  function createSubscriptionSession(p: Record<string, FormValue>): Obj {
    const customer = formText(p.customer);
    if (!customer || !customers.has(customer)) throw new StripeApiError(400, `No such customer: '${String(customer)}'`, 'resource_missing');
    const line = formObject(formList(p.line_items)[0]);
    const price = prices.get(formText(line.price) ?? '');
    if (!price) throw new StripeApiError(400, `No such price: '${String(formText(line.price))}'`, 'resource_missing');
    const coupon = formText(formObject(formList(p.discounts)[0]).coupon);
    if (coupon && !coupons.has(coupon)) throw new StripeApiError(400, `No such coupon: '${coupon}'`, 'resource_missing');
    const id = newId('cs');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      customer,
      client_reference_id: formText(p.client_reference_id),
      price: price.id,
      coupon,
      subscription_metadata: formObject(formObject(p.subscription_data).metadata),
      subscription: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: formText(p.success_url),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  function route(method: string, path: string, p: Record<string, FormValue>): Obj | undefined {
    const tail = (prefix: string) => decodeURIComponent(path.slice(prefix.length));
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', email: formText(p.email), metadata: formObject(p.metadata) };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = formList(p.lookup_keys).map(formText);
      return { object: 'list', data: [...prices.values()].filter((price) => keys.includes(price.lookup_key as string)), has_more: false };
    }
    if (method === 'GET' && path.startsWith('/v1/coupons/')) {
      const coupon = coupons.get(tail('/v1/coupons/'));
      if (!coupon) throw new StripeApiError(404, `No such coupon: '${tail('/v1/coupons/')}'`, 'resource_missing');
      return coupon;
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: formText(p.id) ?? newId('co'),
        object: 'coupon',
        percent_off: Number(formText(p.percent_off)),
        duration: formText(p.duration),
      };
      coupons.set(coupon.id, coupon);
      return coupon;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions' && formText(p.mode) === 'subscription') return createSubscriptionSession(p);
    if (method === 'GET' && path.startsWith('/v1/subscriptions/')) {
      const subscription = subscriptions.get(tail('/v1/subscriptions/'));
      if (!subscription) throw new StripeApiError(404, `No such subscription: '${tail('/v1/subscriptions/')}'`, 'resource_missing');
      return structuredClone(subscription);
    }
    const discount = path.match(/^\/v1\/subscriptions\/([^/]+)\/discount$/);
    if (method === 'DELETE' && discount) {
      const s = subscriptions.get(decodeURIComponent(discount[1]));
      if (!s?.discount) throw new StripeApiError(404, 'This subscription has no discount.', 'resource_missing');
      s.discount = null;
      return { object: 'discount', deleted: true };
    }
    if ((method === 'POST' || method === 'DELETE') && path.startsWith('/v1/subscriptions/')) {
      const s = subscriptions.get(tail('/v1/subscriptions/'));
      if (!s) throw new StripeApiError(404, `No such subscription: '${tail('/v1/subscriptions/')}'`, 'resource_missing');
      if (method === 'DELETE') s.status = 'canceled';
      const coupon = formText(formObject(formList(p.discounts)[0]).coupon);
      if (coupon) s.discount = { coupon: coupons.get(coupon) };
      return structuredClone(s);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer: formText(p.customer),
        return_url: formText(p.return_url),
        url: `https://billing.stripe.test/p/session/${id}`,
      };
    }
    return undefined;
  }

  const fake = await startFakeStripe({ routes: route });

  const subscription = (id: string) => {
    const row = subscriptions.get(id);
    if (!row) throw new Error(`The fake Stripe has no subscription ${id}`);
    return row;
  };
  const item = (s: Obj) => (s.items as { data: Obj[] }).data[0];
  const periodEnd = (s: Obj) => new Date((item(s).current_period_end as number) * 1000);
  const intervalOf = (s: Obj) => ((item(s).price as Obj).recurring as Obj).interval as string;

  function invoice(s: Obj, paid: boolean): Obj {
    const price = item(s).price as Obj;
    const coupon = (s.discount as { coupon?: Obj } | null)?.coupon;
    const amount = Math.floor(((price.unit_amount as number) * (100 - ((coupon?.percent_off as number) ?? 0))) / 100);
    return {
      id: newId('in'),
      object: 'invoice',
      number: `FAKE-${randomBytes(3).toString('hex').toUpperCase()}`,
      status: paid ? 'paid' : 'open',
      amount_paid: paid ? amount : 0,
      amount_due: amount,
      currency: 'usd',
      hosted_invoice_url: `https://invoice.stripe.test/i/${String(s.id)}`,
      livemode: false,
      parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: s.metadata } },
      lines: { object: 'list', data: [{ period: { start: item(s).current_period_start, end: item(s).current_period_end } }] },
    };
  }

  return {
    ...fake,
    customers,
    coupons,
    subscriptionSession: (id: string) => sessions.get(id),
    subscription,
    /** The member pays on Stripe's page: the subscription starts; answers it and its first invoice. */
    completeSubscription(sessionId: string) {
      const session = sessions.get(sessionId)!;
      const price = prices.get(session.price as string)!;
      const start = new Date(Math.floor(Date.now() / 1000) * 1000);
      const end = (price.recurring as Obj).interval === 'year' ? addYears(start, 1) : addMonths(start, 1);
      const s: Obj = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        livemode: false,
        metadata: session.subscription_metadata,
        discount: session.coupon ? { coupon: coupons.get(session.coupon as string) } : null,
        items: { object: 'list', data: [{ current_period_start: secs(start), current_period_end: secs(end), price }] },
      };
      subscriptions.set(s.id as string, s);
      Object.assign(session, { status: 'complete', subscription: s.id });
      return { subscription: s, invoice: invoice(s, true) };
    },
    /** Stripe's billing renews the subscription: a new period, its invoice paid or failed. */
    renew(id: string, paid: boolean) {
      const s = subscription(id);
      const start = periodEnd(s);
      const end = intervalOf(s) === 'year' ? addYears(start, 1) : addMonths(start, 1);
      Object.assign(item(s), { current_period_start: secs(start), current_period_end: secs(end) });
      s.status = paid ? 'active' : 'past_due';
      return { subscription: s, invoice: invoice(s, paid) };
    },
    update(id: string, changes: { cancelAtPeriodEnd?: boolean; status?: string; lookupKey?: string }) {
      const s = subscription(id);
      if (changes.cancelAtPeriodEnd !== undefined) s.cancel_at_period_end = changes.cancelAtPeriodEnd;
      if (changes.status) s.status = changes.status;
      if (changes.lookupKey) item(s).price = prices.get(`price_${changes.lookupKey}`);
      return s;
    },
  };
}

export type FakeStripeBilling = Awaited<ReturnType<typeof startFakeStripeBilling>>;
