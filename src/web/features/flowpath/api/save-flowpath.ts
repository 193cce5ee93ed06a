import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlowpathState } from '#shared/contracts/flowpath';
import { sendJson } from '#web/lib/api-hooks';
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

/**
 * One change at a time, in the order the member made them (one mutation scope): the values sort
 * saves on every press, and sent side by side those saves could be stored, and answered, out of
 * order, so an earlier sort overwrote the last one and "Finish this stage" was refused.
 */
export function useSaveFlowpath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlowpath,
    scope: { id: 'flowpath-path' },
    onSuccess: (reply) => queryClient.setQueryData(FLOWPATH_KEYS.state, reply),
  });
}
