import type { PricedOrder } from '#shared/shop/pricing';
import type { CheckoutLineRequest } from '#server/platform/payments/provider';

/**
 * The order's lines as the provider charges them: unit prices with the discount taken off, so the
 * provider's total is the order's total to the cent. A line whose discount does not divide by its
 * quantity is sent as two lines (some units one cent cheaper), never rounded in the buyer's disfavour.
 */
export function providerLines(priced: PricedOrder): CheckoutLineRequest[] {
  return priced.lines.flatMap((l) => {
    const perUnit = Math.floor(l.discountCents / l.quantity);
    const oneCentMore = l.discountCents - perUnit * l.quantity;
    const unit = l.unitPriceCents - perUnit;
    return [
      ...(oneCentMore > 0 ? [{ title: l.product.title, unitPriceCents: unit - 1, quantity: oneCentMore }] : []),
      ...(l.quantity > oneCentMore ? [{ title: l.product.title, unitPriceCents: unit, quantity: l.quantity - oneCentMore }] : []),
    ];
  });
}
