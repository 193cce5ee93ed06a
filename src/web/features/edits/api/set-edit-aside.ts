import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS, refreshAfterProgress } from './query-keys';

const Ok = z.object({ ok: z.literal(true) });

export function setEditAside(pathSlug: string, setAside: boolean) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/set-aside`, { method: 'PUT', body: { setAside }, parse: zodParser(Ok) });
}

/**
 * PUT /api/edits/:pathSlug/set-aside (member, issue 16): sets an Edit in progress aside (true) or
 * picks it up again (false). The Edits and the plan's next step are asked again. (Not on
 * useSavingMutation: the dashboard loads it, and its chunk has no room for that module's.)
 */
export function useSetEditAside(pathSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setAside: boolean) => setEditAside(pathSlug, setAside),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: EDIT_KEYS.all });
      refreshAfterProgress(queryClient);
    },
  });
}
