import { useQuery } from '@tanstack/react-query';
import { ModuleResponse } from '#shared/contracts/edits';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { EDIT_KEYS } from './query-keys';

export function fetchModule(pathSlug: string, moduleSlug: string, signal?: AbortSignal) {
  return apiRequest(`/api/edits/${encodeURIComponent(pathSlug)}/modules/${encodeURIComponent(moduleSlug)}`, {
    parse: zodParser(ModuleResponse),
    signal,
  });
}

/** GET /api/edits/:pathSlug/modules/:moduleSlug (member): the reading, practice, reflection and status. */
export function useEditModule(pathSlug: string, moduleSlug: string) {
  return useQuery({
    queryKey: EDIT_KEYS.module(pathSlug, moduleSlug),
    queryFn: ({ signal }) => fetchModule(pathSlug, moduleSlug, signal),
  });
}
