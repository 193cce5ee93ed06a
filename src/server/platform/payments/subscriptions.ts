import type Stripe from 'stripe';
import type { CheckoutSession } from './provider';
import { checkoutStarted } from './stripe-client';

/**
 * What a provider does for memberships (PAYMENTS.md §1, decision 092): a customer per member,
 * Checkout in subscription mode with the price found by lookup key, the subscription as it is now
 * (the webhooks trust it over the order events came in), and the customer portal. Stripe's is
 * below; the test provider's subscriptions are run by the memberships feature itself.
 */
export interface SubscriptionCheckoutRequest {
  userId: string;
  customerId: string;
  /** The Stripe Price lookup key (`premium_month`, …). */
  lookupKey: string;
  /** The member's hardship level, applied as the session's one discount (a coupon `hardship_<level>`). */
  hardshipLevel: 50 | 75 | null;
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionProvider {
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<CheckoutSession>;
  /** The subscription as the provider holds it now (Stripe's shape), or null when it has none by that id. */
  retrieveSubscription(subscriptionId: string): Promise<Record<string, unknown> | null>;
  /** A customer portal session's URL. */
  openPortal(customerId: string, returnUrl: string): Promise<string>;
  /**
   * The hardship coupon a subscription's next invoices get (null: none). Never prorated: the
   * period already paid keeps its price, the next renewal has the new one.
   */
  setHardshipDiscount(subscriptionId: string, level: 50 | 75 | null): Promise<void>;
  /** Ends a subscription now, without a refund (the member's account is being deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
}

const isMissing = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 404;

/** Stripe's subscriptions: prices by lookup key, hardship as a forever coupon, the member id in the subscription's metadata. */
export function createStripeSubscriptions(stripe: () => Promise<Stripe>): SubscriptionProvider {
  async function priceId(lookupKey: string): Promise<string> {
    const prices = await (await stripe()).prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new Error(`Stripe has no active price with the lookup key ${lookupKey}; create it in the Dashboard.`);
    return price.id;
  }

  /** The coupon of a hardship level, made once: our database decides who has it (PAYMENTS.md §1). */
  async function hardshipCoupon(level: 50 | 75): Promise<string> {
    const id = `hardship_${level}`;
    try {
      return (await (await stripe()).coupons.retrieve(id)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
      return (
        await (
          await stripe()
        ).coupons.create(
          { id, percent_off: level, duration: 'forever', name: `Hardship ${level}% off` },
          { idempotencyKey: `coupon:${id}` },
        )
      ).id;
    }
  }

  return {
    async createCustomer({ userId, email }) {
      const customer = await (await stripe()).customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer:${userId}` });
      return customer.id;
    },
    async createSubscriptionCheckout(request) {
      const [price, coupon] = await Promise.all([
        priceId(request.lookupKey),
        request.hardshipLevel ? hardshipCoupon(request.hardshipLevel) : Promise.resolve(null),
      ]);
      const session = await (
        await stripe()
      ).checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price, quantity: 1 }],
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        subscription_data: { metadata: { userId: request.userId } },
        metadata: { userId: request.userId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return checkoutStarted(session);
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return (await (await stripe()).subscriptions.retrieve(subscriptionId)) as unknown as Record<string, unknown>;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async openPortal(customerId, returnUrl) {
      return (await (await stripe()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
    async setHardshipDiscount(subscriptionId, level) {
      if (level === null) {
        await (await stripe()).subscriptions.deleteDiscount(subscriptionId).catch((error: unknown) => {
          if (!isMissing(error)) throw error; // no discount left to remove
        });
        return;
      }
      await (
        await stripe()
      ).subscriptions.update(subscriptionId, {
        discounts: [{ coupon: await hardshipCoupon(level) }],
        proration_behavior: 'none',
      });
    },
    async cancelNow(subscriptionId) {
      await (await stripe()).subscriptions.cancel(subscriptionId).catch((error: unknown) => {
        if (!isMissing(error)) throw error; // already gone at Stripe
      });
    },
  };
}
