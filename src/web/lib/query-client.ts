import { QueryClient } from '@tanstack/react-query';

/** Spec 9 "Query defaults": stale time 5 minutes, 1 retry. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRY, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
