import { useQuery } from '@tanstack/react-query';
import { SoulprintResponse } from '../../../../shared/contracts/soulprint';
import { apiRequest, zodParser } from '../../../lib/api-client';
import { SOULPRINT_KEYS } from './query-keys';

export function fetchSoulprint(signal?: AbortSignal) {
  return apiRequest('/api/soulprint', { parse: zodParser(SoulprintResponse), signal });
}

/** GET /api/soulprint (member): tracking, the compass axes, history, cosmic coordinates and onboarding. */
export function useSoulprint() {
  return useQuery({ queryKey: SOULPRINT_KEYS.full, queryFn: ({ signal }) => fetchSoulprint(signal), staleTime: 0 });
}
