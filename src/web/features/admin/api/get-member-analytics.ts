import { useQuery } from '@tanstack/react-query';
import { MemberAnalytics } from '#shared/contracts/member-analytics';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { itemPath } from '#web/lib/api-hooks';

/** Spec 7: the web keeps a member's comprehensive data 5 minutes (the server 2). */
export const MEMBER_ANALYTICS_STALE_MS = 5 * 60 * 1000;

export const memberAnalyticsKey = (id: string) => ['admin', 'member-analytics', id];

/** GET /api/admin/analytics/members/:id (analyst and above): the summary and metrics the nightly job stored. */
export function useMemberAnalytics(id: string) {
  return useQuery({
    queryKey: memberAnalyticsKey(id),
    queryFn: ({ signal }) => apiRequest(itemPath('/api/admin/analytics/members', id), { parse: zodParser(MemberAnalytics), signal }),
    staleTime: MEMBER_ANALYTICS_STALE_MS,
  });
}
