import { useQuery } from '@tanstack/react-query';
import { SofiaStatus } from './replies';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SOFIA_KEYS } from './query-keys';

/** GET /api/sofia/status (member): the engine, whether realtime voice is set up, today's use and access. */
export function useSofiaStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SOFIA_KEYS.status,
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/sofia/status', { parse: zodParser(SofiaStatus), signal }),
  });
}
