import { FlowpathState } from '#shared/contracts/flowpath';
import { useCachingMutation, sendJson } from '#web/lib/api-hooks';
import { FLOWPATH_KEYS } from './query-keys';

/**
 * Every FlowPath change that answers with the whole path (PUT /api/flowpath/stage, worklife, energy,
 * values, options, scripts/:id, plan; POST stages/:stage/complete; PATCH milestones/:id): the reply
 * becomes the cached path, so the page shows what the server saved.
 */
export interface FlowpathChange {
  method: 'PUT' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
}

export function saveFlowpath({ method, path, body }: FlowpathChange) {
  return sendJson(method, `/api/flowpath/${path}`, body ?? {}, FlowpathState);
}

export function useSaveFlowpath() {
  return useCachingMutation(saveFlowpath, FLOWPATH_KEYS.state);
}
