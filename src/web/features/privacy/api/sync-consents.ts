import type { QueryClient } from '@tanstack/react-query';
import { ConsentListResponse } from '#shared/contracts/privacy';
import type { ConsentChoice } from '#shared/privacy/consent';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

/** POST /api/privacy/consents/sync: writes this browser's banner choice to the signed-in account. */
export async function syncConsents(choice: ConsentChoice, queryClient: QueryClient) {
  const reply = await apiRequest('/api/privacy/consents/sync', { method: 'POST', body: choice, parse: zodParser(ConsentListResponse) });
  queryClient.setQueryData(PRIVACY_KEYS.consents, reply);
  return reply;
}
