import { ExportRequest } from '#shared/contracts/privacy';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PRIVACY_KEYS } from './query-keys';
import { useRefreshingMutation } from '#web/lib/api-hooks';

export function requestExport() {
  return apiRequest('/api/privacy/export', { method: 'POST', parse: zodParser(ExportRequest) });
}

/** POST /api/privacy/export (spec 7 request_data_export): a job builds the archive. */
export function useRequestExport() {
  return useRefreshingMutation(requestExport, PRIVACY_KEYS.exports);
}
