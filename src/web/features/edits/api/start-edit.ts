import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { AFFECTED_BY_PROGRESS, EDIT_KEYS } from './query-keys';

const Ok = z.object({ ok: z.literal(true) });

export function startEdit(pathSlug: string) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/start`, { method: 'POST', parse: zodParser(Ok) });
}

/** POST /api/edits/:pathSlug/start (member): the Edit counts as started (idempotent). */
export function useStartEdit(pathSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startEdit(pathSlug),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: EDIT_KEYS.all });
      for (const queryKey of AFFECTED_BY_PROGRESS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
