import type { ZodType } from 'zod';
import { useFreshPages } from '#web/lib/paged-query';

/**
 * A back-office list filtered by status (null: the whole list), a page at a time: GET
 * `path?status=…`, cached under `[...key, status]` (`'all'` for the whole list).
 */
export function useStatusList<T extends { nextCursor: string | null }>(
  key: readonly string[],
  path: string,
  status: string | null,
  schema: ZodType<T>,
) {
  return useFreshPages([...key, status ?? 'all'], path, new URLSearchParams(status ? { status } : {}), schema);
}
