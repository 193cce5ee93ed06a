import { useQuery } from '@tanstack/react-query';
import { AccessCodeListResponse } from '#shared/contracts/launch-gate';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const ACCESS_CODES_KEY = ['admin', 'access-codes'] as const;

export function fetchAccessCodes(signal?: AbortSignal) {
  return apiRequest('/api/admin/access-codes', { parse: zodParser(AccessCodeListResponse), signal });
}

/** GET /api/admin/access-codes (super_admin): every launch access code with its use count. */
export function useAccessCodes() {
  return useQuery({ queryKey: ACCESS_CODES_KEY, queryFn: ({ signal }) => fetchAccessCodes(signal), staleTime: 0 });
}
