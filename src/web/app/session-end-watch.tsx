import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { SessionResponse } from '#shared/contracts/session';
import { SESSION_QUERY_KEY, sessionQuery } from '../features/auth/api/get-session';
import { ApiError } from '../lib/api-client';

export const SIGNED_OUT_TOAST = {
  title: 'You were signed out',
  description: 'Your session on this device has ended (perhaps from another device). Please sign in again to carry on.',
} as const;

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A member signed out from elsewhere (another device's "Sign out", a password change) learns it here,
 * not from "check your connection" on every panel: the first answer of 401 while this tab thinks
 * someone is signed in asks for the session again. Once it says nobody, the page's guard sends them
 * to sign in and back (spec 4), and a toast says why. Returns the unsubscribe.
 */
export function watchSessionEnd(queryClient: QueryClient): () => void {
  let asking = false;
  const check = (error: unknown) => {
    const session = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
    if (!signedOut(error) || !session?.user || asking) return;
    asking = true;
    void queryClient
      .fetchQuery({ ...sessionQuery, staleTime: 0 })
      .then((now) => {
        if (!now.user) toast.info(SIGNED_OUT_TOAST.title, { description: SIGNED_OUT_TOAST.description });
      })
      .catch(() => undefined)
      .finally(() => (asking = false));
  };
  const queries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  const mutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  return () => {
    queries();
    mutations();
  };
}

/** The watch, for as long as the page is in use (after-first-use.tsx). */
export function SessionEndWatch() {
  const queryClient = useQueryClient();
  useEffect(() => watchSessionEnd(queryClient), [queryClient]);
  return null;
}
