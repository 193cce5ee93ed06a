import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ModuleResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS } from './query-keys';

const Ok = z.object({ ok: z.literal(true) });

export function setModuleSaved(pathSlug: string, moduleSlug: string, saved: boolean) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/modules/${encodeURIComponent(moduleSlug)}/saved`, {
    method: 'PUT',
    body: { saved },
    parse: zodParser(Ok),
  });
}

/** PUT …/saved (member): Save for later, on or off. The switch moves at once and moves back on failure. */
export function useSetModuleSaved(pathSlug: string, moduleSlug: string) {
  const queryClient = useQueryClient();
  const key = EDIT_KEYS.module(pathSlug, moduleSlug);
  return useMutation({
    mutationFn: (saved: boolean) => setModuleSaved(pathSlug, moduleSlug, saved),
    onMutate: async (saved) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ModuleResponse>(key);
      queryClient.setQueryData<ModuleResponse>(key, (old) => (old ? { ...old, saved } : old));
      return { before };
    },
    onError: (_error, _saved, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: EDIT_KEYS.detail(pathSlug) });
      void queryClient.invalidateQueries({ queryKey: ['my-content'] });
    },
  });
}
