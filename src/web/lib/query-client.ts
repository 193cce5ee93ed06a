import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec 9 "Query defaults": stale time 5 minutes, 1 retry. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY = 1;

/**
 * The one retry is for a failure that may pass (no signal, a server error). An answer the server
 * gave on purpose (4xx: not there, not yours, not signed in) is the same the second time, so the
 * page shows it at once: the 404 page, the sign-in, the refusal.
 */
export const retryUnlessAnswered = (failures: number, error: unknown) =>
  failures < QUERY_RETRY && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: retryUnlessAnswered, refetchOnWindowFocus: false },
      // A save is tried at once even when the browser has said it is offline. Paused instead (the
      // library's default), it would hang on "Saving..." and never fail over to the device (decision 151).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
