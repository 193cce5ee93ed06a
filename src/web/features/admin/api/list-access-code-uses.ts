import { useQuery } from '@tanstack/react-query';
import { AccessCodeUsesResponse } from '#shared/contracts/launch-gate';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function fetchAccessCodeUses(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/access-codes/${encodeURIComponent(id)}/uses`, { parse: zodParser(AccessCodeUsesResponse), signal });
}

/** GET /api/admin/access-codes/:id/uses (super_admin): when and from where a code was used. */
export function useAccessCodeUses(id: string) {
  return useQuery({
    queryKey: ['admin', 'access-codes', id, 'uses'],
    queryFn: ({ signal }) => fetchAccessCodeUses(id, signal),
    staleTime: 0,
  });
}
