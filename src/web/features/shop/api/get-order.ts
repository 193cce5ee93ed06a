import { useQuery } from '@tanstack/react-query';
import { OrderView } from '#shared/contracts/shop';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** GET /api/shop/orders/:sessionId (public, by the unguessable session id): the order, fulfilled on load if paid. */
export function useOrder(sessionId: string | null) {
  return useQuery({
    queryKey: ['shop', 'order', sessionId],
    queryFn: ({ signal }) => apiRequest(`/api/shop/orders/${encodeURIComponent(sessionId ?? '')}`, { parse: zodParser(OrderView), signal }),
    enabled: Boolean(sessionId),
    staleTime: 0,
    // A payment that is still being confirmed is asked about again, gently.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}
