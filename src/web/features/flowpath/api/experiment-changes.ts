import { Experiment, type ExperimentInput, type ExperimentPatch } from '#shared/contracts/flowpath';
import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { FLOWPATH_KEYS } from './query-keys';

/** POST /api/flowpath/experiments, PATCH and DELETE /api/flowpath/experiments/:id; the path is read again after each. */
export type ExperimentChange =
  { kind: 'add'; input: ExperimentInput } | { kind: 'update'; id: string; patch: ExperimentPatch } | { kind: 'remove'; id: string };

export function changeExperiment(change: ExperimentChange): Promise<unknown> {
  const collection = '/api/flowpath/experiments';
  if (change.kind === 'add') return sendJson('POST', collection, change.input, Experiment);
  if (change.kind === 'update') return sendJson('PATCH', itemPath(collection, change.id), change.patch, Experiment);
  return apiRequest(itemPath(collection, change.id), { method: 'DELETE', parse: ignoreReply });
}

export function useChangeExperiment() {
  return useRefreshingMutation(changeExperiment, FLOWPATH_KEYS.state);
}
