import { z } from 'zod';
import type { ReflectionListResponse } from '#shared/contracts/edits';
import { SavedWithTier } from '#shared/contracts/safety';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function updateReflection(id: string, answer: string) {
  return apiRequest(`/api/reflections/${encodeURIComponent(id)}`, { method: 'PUT', body: { answer }, parse: zodParser(SavedWithTier) });
}

type Vars = { id: string; answer: string; editSlug: string; moduleSlug: string };

/** PUT /api/reflections/:id (member): edits one answer ({ ok, crisisTier }; 400 field error `answer`; 404 when it is not yours). */
export function useUpdateReflection() {
  return useSavingMutation(
    ({ id, answer }: Vars) => updateReflection(id, answer),
    (queryClient, _reply, { id, answer, editSlug, moduleSlug }) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<z.infer<typeof ReflectionListResponse>>(PLAN_KEYS.reflections, (old) =>
        old ? { reflections: old.reflections.map((r) => (r.id === id ? { ...r, answer: answer.trim(), updatedAt: now } : r)) } : old,
      );
      // The module player shows the same answer.
      void queryClient.invalidateQueries({ queryKey: PLAN_KEYS.module(editSlug, moduleSlug) });
    },
  );
}
