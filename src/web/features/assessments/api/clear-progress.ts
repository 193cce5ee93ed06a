import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function clearProgress(slug: string) {
  return apiRequest(`/api/assessments/${encodeURIComponent(slug)}/progress`, { method: 'DELETE', parse: ignoreReply });
}

/** DELETE /api/assessments/:slug/progress: start over (204). */
export function useClearProgress(slug: string) {
  return useSavingMutation(
    () => clearProgress(slug),
    (queryClient) => void queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.hub }),
  );
}
