import { useQuery } from '@tanstack/react-query';
import { LoungeMe } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { LOUNGE_ME_KEY } from './query-keys';

/** GET /api/lounge/me (member): how the member appears, the guidelines they accepted, notices from moderators. */
export function useLoungeMe() {
  return useQuery({
    queryKey: LOUNGE_ME_KEY,
    queryFn: ({ signal }) => apiRequest('/api/lounge/me', { parse: zodParser(LoungeMe), signal }),
  });
}
