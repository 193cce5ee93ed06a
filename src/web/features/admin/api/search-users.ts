import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserListResponse } from '#shared/contracts/admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function searchUsers(q: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users?q=${encodeURIComponent(q)}`, { parse: zodParser(UserListResponse), signal });
}

/** GET /api/admin/users?q= (admin+): members by email or name, newest first. `q` null: not searched yet. */
export function useUserSearch(q: string | null) {
  return useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: ({ signal }) => searchUsers(q ?? '', signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
