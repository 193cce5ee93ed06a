import { useQuery } from '@tanstack/react-query';
import { PaymentsConfig } from '#shared/contracts/shop';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** GET /api/shop/config (public): whether payments are live (Stripe) or in test mode. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['shop', 'config'],
    queryFn: ({ signal }) => apiRequest('/api/shop/config', { parse: zodParser(PaymentsConfig), signal }),
  });
}
