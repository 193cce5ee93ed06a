import { useMutation } from '@tanstack/react-query';
import { CheckoutStarted, type CheckoutInput } from '#shared/contracts/shop';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/shop/checkout (public): ids and quantities only; the server prices the order and answers where to pay. */
export function startCheckout(input: CheckoutInput) {
  return apiRequest('/api/shop/checkout', { method: 'POST', body: input, parse: zodParser(CheckoutStarted) });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
