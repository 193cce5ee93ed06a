import { useQuery } from '@tanstack/react-query';
import { type APPLICATION_STATUSES, CoachApplicationList } from '#shared/contracts/coaching';
import { apiRequest, zodParser } from '#web/lib/api-client';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const COACH_APPLICATIONS_KEY = ['admin', 'coach-applications'] as const;

export function fetchCoachApplications(status: ApplicationStatus | null, signal?: AbortSignal) {
  const query = status ? `?status=${status}` : '';
  return apiRequest(`/api/admin/coach-applications${query}`, { parse: zodParser(CoachApplicationList), signal });
}

/** GET /api/admin/coach-applications?status= (admin): applications to coach, newest first. */
export function useCoachApplications(status: ApplicationStatus | null) {
  return useQuery({
    queryKey: [...COACH_APPLICATIONS_KEY, status ?? 'all'],
    queryFn: ({ signal }) => fetchCoachApplications(status, signal),
    staleTime: 0,
  });
}
