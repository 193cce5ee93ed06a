import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExportRequest } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';

export function requestExport() {
  return apiRequest('/api/privacy/export', { method: 'POST', parse: zodParser(ExportRequest) });
}

/** POST /api/privacy/export (spec 7 request_data_export): a job builds the archive. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEYS.exports }),
  });
}
