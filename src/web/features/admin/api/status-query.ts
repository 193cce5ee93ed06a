import type { ZodType } from 'zod';
import { useFreshQuery } from '#web/lib/api-hooks';

/**
 * A back-office list filtered by status (null: the whole list): GET `path?status=…`, cached under
 * `[...key, status]` (`'all'` for the whole list).
 */
export function useStatusList<T>(key: readonly string[], path: string, status: string | null, schema: ZodType<T>) {
  return useFreshQuery([...key, status ?? 'all'], status ? `${path}?status=${status}` : path, schema);
}
