import { useQuery } from '@tanstack/react-query';
import { StaffDeletionListResponse } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function fetchStaffDeletions(signal?: AbortSignal) {
  return apiRequest('/api/admin/privacy/deletions', { parse: zodParser(StaffDeletionListResponse), signal });
}

/** GET /api/admin/privacy/deletions (admin and up): every deletion request, newest first. */
export function useStaffDeletions() {
  return useQuery({ queryKey: ['admin', 'privacy', 'deletions'], queryFn: ({ signal }) => fetchStaffDeletions(signal), staleTime: 0 });
}
