import { z } from 'zod';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS, refreshAfterProgress } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

const Ok = z.object({ ok: z.literal(true) });

export function startEdit(pathSlug: string) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/start`, { method: 'POST', parse: zodParser(Ok) });
}

/** POST /api/edits/:pathSlug/start (member): the Edit counts as started (idempotent). */
export function useStartEdit(pathSlug: string) {
  return useSavingMutation(
    () => startEdit(pathSlug),
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: EDIT_KEYS.all });
      refreshAfterProgress(queryClient);
    },
  );
}
