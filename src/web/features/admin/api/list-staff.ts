import { useQuery } from '@tanstack/react-query';
import { UserListResponse } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function fetchStaff(signal?: AbortSignal) {
  return apiRequest('/api/admin/staff', { parse: zodParser(UserListResponse), signal });
}

/** GET /api/admin/staff (super_admin): everyone with a staff role. */
export function useStaffList() {
  return useQuery({ queryKey: ['admin', 'staff'], queryFn: ({ signal }) => fetchStaff(signal), staleTime: 0 });
}
