import { useQuery } from '@tanstack/react-query';
import { CircleList } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { LOUNGE_KEY } from './query-keys';

/** GET /api/lounge/circles (member): the circles, their hosts, and which the member muted. */
export function useCircles() {
  return useQuery({
    queryKey: [...LOUNGE_KEY, 'circles'],
    queryFn: ({ signal }) => apiRequest('/api/lounge/circles', { parse: zodParser(CircleList), signal }),
  });
}
