import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiRequest, zodParser } from './api-client';

/**
 * The query of one GET whose reply is checked with its shared contract: a feature's hook and the
 * pages' prefetches (decision 073) share it. Without `staleTime` it keeps the client's (spec 9).
 */
export function getQuery<T, K extends QueryKey>(queryKey: K, path: string, schema: ZodType<T>, staleTime?: number) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { parse: zodParser(schema), signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
