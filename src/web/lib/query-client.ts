import { QueryClient } from '@tanstack/react-query';

/** Spec 9 "Query defaults": stale time 5 minutes, 1 retry. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRY, refetchOnWindowFocus: false },
      // A save is tried at once even when the browser has said it is offline. Paused instead (the
      // library's default), it would hang on "Saving..." and never fail over to the device (decision 151).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
