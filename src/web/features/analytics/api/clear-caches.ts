import { CacheCleared } from '#shared/contracts/admin-analytics';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { CACHES_KEY } from './list-caches';

/** POST /api/admin/caches/clear (admin, audited): empties every cache. */
export function useClearCaches() {
  return useRefreshingMutation(() => sendJson('POST', '/api/admin/caches/clear', {}, CacheCleared), CACHES_KEY);
}
