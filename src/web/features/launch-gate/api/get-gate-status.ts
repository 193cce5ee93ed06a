import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import type { GateStatus } from '../gate-decision';

export const GATE_STATUS_QUERY_KEY = ['launch-gate', 'status'] as const;

/** Checks the reply by hand: this call is on every first load, where zod is not (decision 011). */
function parseGateStatus(payload: unknown): GateStatus {
  const reply = payload as Partial<GateStatus> | null;
  if (typeof reply?.gated !== 'boolean' || typeof reply.hasAccess !== 'boolean') throw new Error('Unexpected launch gate status');
  return { gated: reply.gated, hasAccess: reply.hasAccess };
}

/** GET /api/launch-gate/status (spec 7 get_site_gating_status). */
export function fetchGateStatus(signal?: AbortSignal): Promise<GateStatus> {
  return apiRequest('/api/launch-gate/status', { parse: parseGateStatus, signal });
}

/** Asked once per page load (no retry: an error opens the site); the app asks it as it starts (decision 073). */
export const gateStatusQuery = queryOptions({
  queryKey: GATE_STATUS_QUERY_KEY,
  queryFn: ({ signal }) => fetchGateStatus(signal),
  retry: false,
  staleTime: Infinity,
});
