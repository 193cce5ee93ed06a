import { useQuery } from '@tanstack/react-query';
import { UserDetailResponse } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function fetchUserDetail(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { parse: zodParser(UserDetailResponse), signal });
}

/** GET /api/admin/users/:id: one member with their active sessions and referral count. */
export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) => fetchUserDetail(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
