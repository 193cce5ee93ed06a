import { MetricsRefreshQueued } from '#shared/contracts/member-analytics';
import { itemPath, sendJson } from '#web/lib/api-hooks';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/analytics/members/:id/refresh (admin): asks the job to work one member's metrics out again. */
export function useRefreshMemberAnalytics(id: string) {
  return useMutation({
    mutationFn: () => sendJson('POST', itemPath('/api/admin/analytics/members', id, '/refresh'), {}, MetricsRefreshQueued),
  });
}
