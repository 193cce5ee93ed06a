import { z } from 'zod';
import type { SavedModulesResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PLAN_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

const Ok = z.object({ ok: z.literal(true) });

export function unsaveModule(editSlug: string, moduleSlug: string) {
  return apiRequest(`/api/edits/${encodeURIComponent(editSlug)}/modules/${encodeURIComponent(moduleSlug)}/saved`, {
    method: 'PUT',
    body: { saved: false },
    parse: zodParser(Ok),
  });
}

type Saved = z.infer<typeof SavedModulesResponse>;

/** PUT …/saved {saved:false} (member): takes a module off My Content. */
export function useUnsaveModule() {
  return useSavingMutation(
    ({ editSlug, moduleSlug }: { editSlug: string; moduleSlug: string }) => unsaveModule(editSlug, moduleSlug),
    (queryClient, _reply, { editSlug, moduleSlug }) => {
      queryClient.setQueryData<Saved>(PLAN_KEYS.myContent, (old) =>
        old ? { modules: old.modules.filter((m) => !(m.editSlug === editSlug && m.moduleSlug === moduleSlug)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: PLAN_KEYS.module(editSlug, moduleSlug) });
      void queryClient.invalidateQueries({ queryKey: PLAN_KEYS.editDetail(editSlug) });
    },
  );
}
