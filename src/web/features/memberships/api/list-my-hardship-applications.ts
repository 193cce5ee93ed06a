import { useQuery } from '@tanstack/react-query';
import { HardshipApplicationList } from '#shared/contracts/memberships';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const MY_HARDSHIP_KEY = ['memberships', 'hardship', 'mine'] as const;

export function fetchMyHardshipApplications(signal?: AbortSignal) {
  return apiRequest('/api/memberships/hardship', { parse: zodParser(HardshipApplicationList), signal });
}

/** GET /api/memberships/hardship (member): the signed-in member's own applications, newest first. */
export function useMyHardshipApplications(enabled: boolean) {
  return useQuery({ queryKey: MY_HARDSHIP_KEY, queryFn: ({ signal }) => fetchMyHardshipApplications(signal), enabled, staleTime: 0 });
}
