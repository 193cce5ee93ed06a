import { useQuery } from '@tanstack/react-query';
import { OrderView, TestCheckoutView } from '#shared/contracts/shop';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { itemPath, sendJson, useSavingMutation } from '#web/lib/api-hooks';

export type TestOutcome = 'pay' | 'decline' | 'later' | 'complete_later';

/** GET /api/shop/test-checkout/:sessionId (public): the order the built-in test checkout is about to settle. */
export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['shop', 'test-checkout', sessionId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/shop/test-checkout/${encodeURIComponent(sessionId)}`, { parse: zodParser(TestCheckoutView), signal }),
    staleTime: 0,
  });
}

/** POST /api/shop/test-checkout/:sessionId: the buyer's choice, delivered as a signed event through the webhook pipeline. */
export function useChooseTestOutcome(sessionId: string) {
  return useSavingMutation(
    (outcome: TestOutcome) => sendJson('POST', itemPath('/api/shop/test-checkout', sessionId), { outcome }, OrderView),
    (client, order) => {
      client.setQueryData(['shop', 'order', sessionId], order);
      void client.invalidateQueries({ queryKey: ['shop', 'test-checkout', sessionId] });
    },
  );
}
