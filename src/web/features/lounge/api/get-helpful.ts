import { useQuery } from '@tanstack/react-query';
import { FeedPage } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { LOUNGE_KEY } from './query-keys';

/** GET /api/lounge/helpful (member): this week's posts most members said helped. */
export function useHelpful(enabled: boolean) {
  return useQuery({
    queryKey: [...LOUNGE_KEY, 'helpful'],
    queryFn: ({ signal }) => apiRequest('/api/lounge/helpful', { parse: zodParser(FeedPage), signal }),
    enabled,
  });
}
