import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { ASSESSMENT_KEYS } from './query-keys';

export function clearProgress(slug: string) {
  return apiRequest(`/api/assessments/${encodeURIComponent(slug)}/progress`, { method: 'DELETE', parse: ignoreReply });
}

/** DELETE /api/assessments/:slug/progress: start over (204). */
export function useClearProgress(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearProgress(slug),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.hub }),
  });
}
