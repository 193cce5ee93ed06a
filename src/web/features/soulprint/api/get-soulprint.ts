import { useQuery } from '@tanstack/react-query';
import { SoulprintResponse } from '#shared/contracts/soulprint';
import { getQuery } from '#web/lib/get-query';
import { FRESH_FOR_A_VISIT_MS } from '#web/lib/prefetch-queries';
import { SOULPRINT_KEYS } from './query-keys';

/** The SoulPrint's query, shared by the hook and the compass page's prefetch (decision 073); asked again on each visit. */
export const soulprintQuery = getQuery(SOULPRINT_KEYS.full, '/api/soulprint', SoulprintResponse, FRESH_FOR_A_VISIT_MS);

/** GET /api/soulprint (member): tracking, the compass axes, history, cosmic coordinates and onboarding. */
export function useSoulprint() {
  return useQuery(soulprintQuery);
}
