import { useQuery } from '@tanstack/react-query';
import { SupplementalResponse } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';

export function fetchSupplemental(userId: string | undefined, signal?: AbortSignal) {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  return apiRequest(`/api/assessments/supplemental${query}`, { parse: zodParser(SupplementalResponse), signal });
}

/** GET /api/assessments/supplemental (member; someone else's only for admin staff, else 404). */
export function useSupplemental(userId: string | undefined) {
  return useQuery({
    queryKey: ASSESSMENT_KEYS.supplemental(userId),
    queryFn: ({ signal }) => fetchSupplemental(userId, signal),
    staleTime: 0,
  });
}
