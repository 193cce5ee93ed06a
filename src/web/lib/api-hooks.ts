import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiRequest, zodParser } from './api-client';

/**
 * The small pieces the one-operation files under web `api/` repeat: an item's address, a JSON
 * change validated by its shared contract, a list read afresh, a change that refreshes a list,
 * and a change whose reply is the new cached answer.
 */

/** `collection/<id><tail>`: one item's address, its id escaped. */
export const itemPath = (collection: string, id: string, tail = '') => `${collection}/${encodeURIComponent(id)}${tail}`;

/** Sends a change as JSON and validates the reply with the shared zod schema of its contract. */
export function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, schema: ZodType<T>) {
  return apiRequest(path, { method, body, parse: zodParser(schema) });
}

/** GET `path`, validated by `schema`; never taken as fresh, so each visit to a back-office page reads it again. */
export function useFreshQuery<T>(queryKey: QueryKey, path: string, schema: ZodType<T>) {
  return useQuery({ queryKey, queryFn: ({ signal }) => apiRequest(path, { parse: zodParser(schema), signal }), staleTime: 0 });
}

/**
 * A change that refreshes the queries under `queryKey` once it succeeded, or with `refreshOn:
 * 'settled'` once it answered at all (a refused decision may mean someone else decided first).
 */
export function useRefreshingMutation<Variables, Reply>(
  mutationFn: (variables: Variables) => Promise<Reply>,
  queryKey: QueryKey,
  refreshOn: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({ mutationFn, ...(refreshOn === 'success' ? { onSuccess: refresh } : { onSettled: refresh }) });
}

/**
 * A change, then `onSaved` once it succeeded: the cache updates its reply calls for. A promise
 * `onSaved` returns (a refresh it waits for) keeps the change pending until it settles.
 */
export function useSavingMutation<Variables, Reply>(
  mutationFn: (variables: Variables) => Promise<Reply>,
  onSaved: (queryClient: QueryClient, reply: Reply, variables: Variables) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (reply, variables) => onSaved(queryClient, reply, variables) });
}

/** A change whose reply is the saved whole: it becomes the cached answer of the query under `queryKey`. */
export function useCachingMutation<Variables, Reply>(mutationFn: (variables: Variables) => Promise<Reply>, queryKey: QueryKey) {
  return useSavingMutation(mutationFn, (queryClient, reply) => queryClient.setQueryData(queryKey, reply));
}
