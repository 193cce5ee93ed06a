import type { ModuleResponse } from '#shared/contracts/edits';
import { SavedWithTier } from '#shared/contracts/safety';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function saveReflection(pathSlug: string, moduleSlug: string, answer: string) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/modules/${encodeURIComponent(moduleSlug)}/reflection`, {
    method: 'PUT',
    body: { answer },
    parse: zodParser(SavedWithTier),
  });
}

/** PUT …/reflection (member): saves the answer ({ ok, crisisTier }; 400 with a field error `answer` when it is not allowed). */
export function useSaveReflection(pathSlug: string, moduleSlug: string) {
  return useSavingMutation(
    (answer: string) => saveReflection(pathSlug, moduleSlug, answer),
    (queryClient, _reply, answer) => {
      queryClient.setQueryData<ModuleResponse>(EDIT_KEYS.module(pathSlug, moduleSlug), (old) =>
        old ? { ...old, reflection: { ...old.reflection, answer: answer.trim() } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['reflections'] });
      void queryClient.invalidateQueries({ queryKey: ['journey'] });
    },
  );
}
