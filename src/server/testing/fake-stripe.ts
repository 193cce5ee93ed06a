import { randomBytes } from 'node:crypto';
import { STRIPE_API_VERSION, stripeClient } from '../platform/payments/stripe-client';
import { type FormValue, formInt, formList, formObject, formText } from './fake-stripe-form';
import { type Obj, StripeApiError, newId, now, serveFakeStripe } from './fake-stripe-server';

/**
 * A local stand-in for api.stripe.com (issue 18: "API tests against a local fake Stripe server"):
 * a node:http server that the real `stripe` SDK reaches by host, port and protocol (STRIPE_API_URL).
 * It keeps Checkout Sessions, PaymentIntents with their charges, and refunds, and lets a test act
 * as the buyer (pay, pay by a delayed method, let a session expire) or as the Dashboard, then build
 * and sign the events Stripe would deliver. The HTTP side (keys, idempotency, Stripe's errors, the
 * request log, injected faults) is fake-stripe-server.ts.
 */
export async function startFakeStripe(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    /** More of Stripe's API (fake-stripe-billing.ts): an answer, or undefined to leave the request to this fake. */
    routes?: (method: string, path: string, params: Record<string, FormValue>) => Obj | undefined;
  } = {},
) {
  const secretKey = options.secretKey ?? `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_fake_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const signer = await stripeClient(secretKey);
  /** The account's Stripe Tax: off, as in a new account; a test may switch it on with a flat rate. */
  const tax = { activated: false, rateBasisPoints: 0 };

  function createSession(p: Record<string, FormValue>): Obj {
    const mode = formText(p.mode);
    if (mode !== 'payment' && mode !== 'subscription')
      throw new StripeApiError(400, 'Invalid mode: must be one of payment, setup, or subscription', 'parameter_invalid_empty');
    if (!formText(p.success_url)) throw new StripeApiError(400, 'Missing required param: success_url.', 'parameter_missing');
    const lines = formList(p.line_items).map(formObject);
    if (lines.length === 0) throw new StripeApiError(400, 'Missing required param: line_items.', 'parameter_missing');
    const automaticTax = formText(formObject(p.automatic_tax).enabled) === 'true';
    if (automaticTax && !tax.activated)
      throw new StripeApiError(
        400,
        'Stripe Tax has not been activated on your account. Please visit https://stripe.com/docs/tax/set-up to get started.',
      );
    let total = 0;
    let currency = '';
    for (const line of lines) {
      const price = formObject(line.price_data);
      const amount = formInt(price.unit_amount);
      const quantity = formInt(line.quantity);
      if (amount === null || amount < 0)
        throw new StripeApiError(400, 'Invalid integer: line_items[price_data][unit_amount].', 'parameter_invalid_integer');
      if (quantity === null || quantity < 1)
        throw new StripeApiError(400, 'Invalid integer: line_items[quantity].', 'parameter_invalid_integer');
      if (!formText(price.currency) || !formText(formObject(price.product_data).name))
        throw new StripeApiError(400, 'Missing required param: line_items[price_data][product_data][name].', 'parameter_missing');
      currency = formText(price.currency)!;
      total += amount * quantity;
    }
    const id = newId('cs');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_subtotal: total,
      amount_total: total,
      currency,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      automatic_tax: { enabled: automaticTax, status: automaticTax ? 'requires_location_inputs' : null },
      client_reference_id: formText(p.client_reference_id),
      customer_email: formText(p.customer_email),
      metadata: formObject(p.metadata),
      success_url: formText(p.success_url),
      cancel_url: formText(p.cancel_url),
      url: `${base}/c/pay/${id}`,
      livemode: false,
      created: now(),
      expires_at: now() + 24 * 3600,
      line_items_requested: lines,
    };
    sessions.set(id, session);
    return session;
  }

  function createRefund(p: Record<string, FormValue>): Obj {
    const intentId = formText(p.payment_intent) ?? [...intents.values()].find((i) => i.latest_charge === formText(p.charge))?.id;
    const intent = typeof intentId === 'string' ? intents.get(intentId) : undefined;
    if (!intent) throw new StripeApiError(400, `No such payment_intent: '${String(intentId)}'`, 'resource_missing');
    if (intent.status !== 'succeeded')
      throw new StripeApiError(400, 'This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable');
    const charge = charges.get(intent.latest_charge as string)!;
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left === 0) throw new StripeApiError(400, `Charge ${String(charge.id)} has already been refunded.`, 'charge_already_refunded');
    const amount = p.amount === undefined ? left : formInt(p.amount);
    if (amount === null || amount <= 0) throw new StripeApiError(400, 'Invalid positive integer: amount.', 'parameter_invalid_integer');
    if (amount > left)
      throw new StripeApiError(
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount_too_large',
      );
    const refund: Obj = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: charge.currency,
      status: 'succeeded',
      reason: formText(p.reason),
      created: now(),
    };
    refunds.set(refund.id as string, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  function route(method: string, path: string, params: Record<string, FormValue>): Obj {
    const found = (map: Map<string, Obj>, id: string, what: string) => {
      const row = map.get(id);
      if (!row) throw new StripeApiError(404, `No such ${what}: '${id}'`, 'resource_missing');
      return row;
    };
    const extended = options.routes?.(method, path, params);
    if (extended) return extended;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/'))
      return found(sessions, decodeURIComponent(path.slice(22)), 'checkout.session');
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'GET' && path.startsWith('/v1/refunds/')) return found(refunds, decodeURIComponent(path.slice(12)), 'refund');
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = await serveFakeStripe(secretKey, route);
  const base = server.url;

  const session = (id: string) => {
    const row = sessions.get(id);
    if (!row) throw new Error(`The fake Stripe has no session ${id}`);
    return row;
  };

  const chargeOf = (paymentIntent: string) => charges.get(intents.get(paymentIntent)?.latest_charge as string);

  /** A delayed payment succeeds or fails; a card payment succeeds at once. */
  function settle(sessionId: string, succeeded: boolean, intent = intents.get(session(sessionId).payment_intent as string)!) {
    intent.status = succeeded ? 'succeeded' : 'requires_payment_method';
    if (succeeded) {
      const charge: Obj = {
        id: newId('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        currency: intent.currency,
        payment_intent: intent.id,
        livemode: false,
      };
      charges.set(charge.id as string, charge);
      intent.latest_charge = charge.id;
      session(sessionId).payment_status = 'paid';
    }
    return session(sessionId);
  }

  return {
    url: base,
    secretKey,
    webhookSecret,
    /** The variables that point the app's Stripe provider at this fake. */
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: base },
    requests: server.requests,
    tax,
    session,
    refunds: (paymentIntent: string) => [...refunds.values()].filter((r) => r.payment_intent === paymentIntent),
    charge: chargeOf,
    settle,
    failNext: server.failNext,
    holdNext: server.holdNext,
    /** The buyer pays on Stripe's page (tax is added then, from the address given): a card succeeds at once; a delayed method leaves the session complete but unpaid. */
    pay(sessionId: string, how: 'card' | 'delayed' = 'card') {
      const s = session(sessionId);
      if ((s.automatic_tax as Obj).enabled) {
        const amountTax = Math.round(((s.amount_subtotal as number) * tax.rateBasisPoints) / 10_000);
        Object.assign(s, { amount_total: (s.amount_subtotal as number) + amountTax, automatic_tax: { enabled: true, status: 'complete' } });
        (s.total_details as Obj).amount_tax = amountTax;
      }
      const intent: Obj = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: s.amount_total,
        currency: s.currency,
        status: how === 'card' ? 'succeeded' : 'processing',
        latest_charge: null,
      };
      intents.set(intent.id as string, intent);
      Object.assign(s, { status: 'complete', payment_intent: intent.id, payment_status: 'unpaid' });
      if (how === 'card') settle(sessionId, true, intent);
      return s;
    },
    expire(sessionId: string) {
      return Object.assign(session(sessionId), { status: 'expired' });
    },
    /** A refund made in the Stripe Dashboard, outside the app (no idempotency key of ours). */
    refundInDashboard(paymentIntent: string, amount: number) {
      return createRefund({ payment_intent: paymentIntent, amount: String(amount) });
    },
    dispute(paymentIntent: string): Obj {
      const charge = chargeOf(paymentIntent);
      return {
        id: newId('dp'),
        object: 'dispute',
        amount: charge?.amount,
        charge: charge?.id,
        payment_intent: paymentIntent,
        reason: 'fraudulent',
        status: 'needs_response',
        livemode: false,
      };
    },
    /** The event Stripe would deliver, with a copy of the object as it is now. */
    event(type: string, object: Obj) {
      const { line_items_requested: _lines, ...shown } = object;
      return {
        id: newId('evt'),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object: structuredClone(shown) },
      };
    },
    /** A Stripe-Signature header for a payload, with Stripe's own scheme (the SDK's test helper). */
    sign(payload: string, timestamp = now(), secret = webhookSecret) {
      return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    },
    close: server.close,
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
