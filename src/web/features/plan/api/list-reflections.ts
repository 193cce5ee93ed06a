import { useQuery } from '@tanstack/react-query';
import { ReflectionListResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';

export function fetchReflections(signal?: AbortSignal) {
  return apiRequest('/api/reflections', { parse: zodParser(ReflectionListResponse), signal });
}

/** GET /api/reflections (member): the member's answers to module reflections, newest first. */
export function useReflections() {
  return useQuery({ queryKey: PLAN_KEYS.reflections, queryFn: ({ signal }) => fetchReflections(signal) });
}
