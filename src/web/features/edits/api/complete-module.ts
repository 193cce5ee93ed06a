import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompleteModuleResponse, type ModuleResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { AFFECTED_BY_PROGRESS, EDIT_KEYS } from './query-keys';

export function completeModule(pathSlug: string, moduleSlug: string) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/modules/${encodeURIComponent(moduleSlug)}/complete`, {
    method: 'POST',
    parse: zodParser(CompleteModuleResponse),
  });
}

/** POST …/complete (member): idempotent; answers the module to open next (first not done), or null. */
export function useCompleteModule(pathSlug: string, moduleSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeModule(pathSlug, moduleSlug),
    onSuccess: () => {
      queryClient.setQueryData<ModuleResponse>(EDIT_KEYS.module(pathSlug, moduleSlug), (old) => (old ? { ...old, completed: true } : old));
      // The list, this Edit and its other modules; not this module's own query (already up to date).
      void queryClient.invalidateQueries({
        queryKey: EDIT_KEYS.all,
        predicate: (query) => !(query.queryKey[1] === 'module' && query.queryKey[2] === pathSlug && query.queryKey[3] === moduleSlug),
      });
      for (const queryKey of AFFECTED_BY_PROGRESS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
