import { z } from 'zod';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS, refreshAfterProgress } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

const Ok = z.object({ ok: z.literal(true) });

export function setEditAside(pathSlug: string, setAside: boolean) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/set-aside`, { method: 'PUT', body: { setAside }, parse: zodParser(Ok) });
}

/**
 * PUT /api/edits/:pathSlug/set-aside (member, issue 16): sets an Edit in progress aside (true) or
 * picks it up again (false). The Edits and the plan's next step are asked again.
 */
export function useSetEditAside(pathSlug: string) {
  return useSavingMutation(
    (setAside: boolean) => setEditAside(pathSlug, setAside),
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: EDIT_KEYS.all });
      refreshAfterProgress(queryClient);
    },
  );
}
