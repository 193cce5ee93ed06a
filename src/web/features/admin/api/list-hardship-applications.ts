import { useQuery } from '@tanstack/react-query';
import { HardshipApplicationList } from '#shared/contracts/memberships';
import { apiRequest, zodParser } from '#web/lib/api-client';
import type { ApplicationStatus } from './list-coach-applications';

export const HARDSHIP_APPLICATIONS_KEY = ['admin', 'hardship-applications'] as const;

export function fetchHardshipApplications(status: ApplicationStatus | null, signal?: AbortSignal) {
  const query = status ? `?status=${status}` : '';
  return apiRequest(`/api/admin/hardship-applications${query}`, { parse: zodParser(HardshipApplicationList), signal });
}

/** GET /api/admin/hardship-applications?status= (admin): hardship requests with the member's email, newest first. */
export function useHardshipApplications(status: ApplicationStatus | null) {
  return useQuery({
    queryKey: [...HARDSHIP_APPLICATIONS_KEY, status ?? 'all'],
    queryFn: ({ signal }) => fetchHardshipApplications(status, signal),
    staleTime: 0,
  });
}
