import { CompleteModuleResponse, type ModuleResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS, refreshAfterProgress } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function completeModule(pathSlug: string, moduleSlug: string) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/modules/${encodeURIComponent(moduleSlug)}/complete`, {
    method: 'POST',
    parse: zodParser(CompleteModuleResponse),
  });
}

/** POST …/complete (member): idempotent; answers the module to open next (first not done), or null. */
export function useCompleteModule(pathSlug: string, moduleSlug: string) {
  return useSavingMutation(
    () => completeModule(pathSlug, moduleSlug),
    (queryClient) => {
      queryClient.setQueryData<ModuleResponse>(EDIT_KEYS.module(pathSlug, moduleSlug), (old) => (old ? { ...old, completed: true } : old));
      // The list, this Edit and its other modules; not this module's own query (already up to date).
      void queryClient.invalidateQueries({
        queryKey: EDIT_KEYS.all,
        predicate: (query) => !(query.queryKey[1] === 'module' && query.queryKey[2] === pathSlug && query.queryKey[3] === moduleSlug),
      });
      refreshAfterProgress(queryClient);
    },
  );
}
