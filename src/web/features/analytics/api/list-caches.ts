import { CacheDebugResponse } from '#shared/contracts/admin-analytics';
import { useFreshQuery } from '#web/lib/api-hooks';

export const CACHES_KEY = ['admin', 'caches'];

/** GET /api/admin/caches (admin): the server's caches with size, age and hit rate. */
export function useCaches() {
  return useFreshQuery(CACHES_KEY, '/api/admin/caches', CacheDebugResponse);
}
